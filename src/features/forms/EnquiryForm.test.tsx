// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_EMAIL } from '@/config/settings.mjs';
import { adminLabel } from '@/config/public-settings';
import { draftKey } from './drafts';
import { EnquiryForm } from './EnquiryForm';
import { FORMS, todayIso, type FieldName } from './fields';
import { en } from '@/i18n/en';
import { formWords } from './form-logic';
import { loadContent } from '@/content/load';

const enquiryWords = {
  forms: formWords(en.forms, 'enquiry', 'en-GB'),
  heldDates: en.heldDates,
  estimate: en.prices.estimate,
};
/** The demo venue's choices, as its contact page hands them to the form (venue-choices.server.ts). */
const demo = loadContent('content');
const { occasions, spaces } = demo.venue;
const venueChoices = {
  eventKinds: occasions.map((o) => ({ value: o.id, text: o.name })),
  spaces: spaces.map((s) => ({ value: s.id, text: s.name })),
  packages: demo.prices!.packages.map((p) => ({
    value: p.id,
    text: p.name,
    pricing: p,
    currency: demo.prices!.currency,
  })),
};
/** A venue without prices.yaml. */
const withoutPackages = { eventKinds: venueChoices.eventKinds, spaces: venueChoices.spaces };

/** The enquiry form of promises §7, rendered from the table of fields; EmailJS is faked at fetch. */
const fetchMock = vi.fn<typeof fetch>();

const wrapper = () => document.querySelector('.form-wrapper.enquiry') as HTMLElement;
const field = (name: FieldName) => wrapper().querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
const failureBox = () => wrapper().querySelector('.failure-box') as HTMLElement;
const successBox = () => wrapper().querySelector('.success-box') as HTMLElement;
/** A field's visible counter, and its live region (what a screen reader is told). */
const counter = (name: FieldName) => wrapper().querySelector(`#enquiry-form-${name}-count`);
const liveRegion = (name: FieldName) => field(name).closest('.field')!.querySelector('[aria-live="polite"]');
const sentParams = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)).template_params;

async function fillSeed(user = userEvent.setup()) {
  await user.type(field('name'), 'Ada');
  await user.type(field('email'), 'ada@example.com');
  await user.type(field('message'), 'A long table');
  return user;
}
const send = (user: ReturnType<typeof userEvent.setup>) => user.click(wrapper().querySelector('[type=submit]')!);

beforeEach(() => {
  // The visitor's today, fixed: the dates typed below stay after it on any day the tests run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EnquiryForm (promises §7)', () => {
  it('renders every field of the table in its order, each with a visible label', () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    const names = Array.from(wrapper().querySelectorAll('form [name]'))
      .map((el) => el.getAttribute('name'))
      .filter((name) => name !== 'website');
    expect(names).toEqual(FORMS.enquiry.fields.map((f) => f.name));
    for (const spec of FORMS.enquiry.fields) {
      const label = wrapper().querySelector(`label[for="${field(spec.name).id}"]`);
      expect(label?.textContent).toContain(en.forms.fields[spec.name].label);
    }
    expect(field('event_date')).toHaveAttribute('type', 'date');
    expect(field('event_date')).toHaveAttribute('min', todayIso());
    expect(field('guest_count')).toHaveAttribute('type', 'number');
    expect(field('guest_count')).toHaveAttribute('inputmode', 'numeric');
    expect(field('phone')).toHaveAttribute('type', 'tel');
    expect(field('phone')).toHaveAttribute('autocomplete', 'tel');
    const options = Array.from((field('event_type') as HTMLSelectElement).options);
    expect(options[0]!.value).toBe('');
    expect(options.map((o) => o.textContent)).toContain('Galas & dinners');
  });

  it('sends the details in their own params and the message as typed', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    const user = await fillSeed();
    await user.type(field('event_date'), '2031-06-12');
    await user.type(field('guest_count'), '120');
    await user.selectOptions(field('event_type'), 'galas');
    await user.type(field('phone'), '  01632 960418 ');
    await send(user);
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).template_id).toBe(LOCAL_EMAIL.templates.message);
    expect(sentParams()).toEqual({
      reply_to: 'ada@example.com',
      from_name: 'Ada',
      to_name: adminLabel,
      message: 'A long table',
      event_date: '2031-06-12',
      guest_count: '120',
      event_type: 'Galas & dinners',
      space: '',
      package: '',
      phone: '01632 960418',
      estimate: '',
    });
  });

  it('refuses a date before today with the promises’ item, focuses it and sends nothing', async () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    const user = userEvent.setup();
    await user.type(field('email'), 'ada@example.com');
    await user.type(field('message'), 'x');
    await user.type(field('event_date'), '1999-06-12');
    await send(user);
    await waitFor(() => expect(failureBox()).toBeVisible());
    expect(failureBox()).toHaveTextContent(
      'Oops, something went wrong! Please fill in your Name, choose an event date from today on',
    );
    expect(document.activeElement).toBe(field('name'));
    expect(field('event_date')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('preselects a space or a kind of event from the address, and ignores an unknown one', async () => {
    window.history.replaceState(null, '', '/contact?space=weaving-hall&event=no-such-kind');
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    await waitFor(() => expect(field('space')).toHaveValue('weaving-hall'));
    expect(field('event_type')).toHaveValue('');
    expect(wrapper().textContent).not.toContain('no-such-kind');
  });

  it('keeps the details in the draft and restores them, dropping what the lists no longer offer', async () => {
    const first = render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    const user = await fillSeed();
    await user.type(field('guest_count'), '80');
    await user.selectOptions(field('event_type'), 'Weddings');
    await user.type(field('phone'), '07700 900123');
    const saved = JSON.parse(localStorage.getItem(draftKey('enquiry-form'))!);
    expect(saved).toMatchObject({
      guest_count: '80',
      event_type: 'weddings',
      phone: '07700 900123',
      message: 'A long table',
    });
    first.unmount();

    localStorage.setItem(
      draftKey('enquiry-form'),
      JSON.stringify({ ...saved, space: 'the-attic', phone: '9'.repeat(5000) }),
    );
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    await waitFor(() => expect(field('guest_count')).toHaveValue(80));
    expect(field('event_type')).toHaveValue('weddings');
    expect(field('space')).toHaveValue('');
    // Over its limit, restored whole: shown with its counter, refused at the send, never cut (promises §3).
    expect(field('phone')).toHaveValue('9'.repeat(5000));
    expect(counter('phone')).toHaveTextContent('4,960 characters too many');
    expect(liveRegion('phone')).toBeEmptyDOMElement();
    expect(field('message')).toHaveValue('A long table');
  });
});

describe('EnquiryForm’s limits (promises §3)', () => {
  const paste = async (name: FieldName, text: string, user = userEvent.setup()) => {
    await user.click(field(name));
    await user.paste(text);
    return user;
  };

  it('shows the message’s counter from 4,500 characters, and announces it once, not on every key', async () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    const user = await paste('message', 'x'.repeat(4_499));
    expect(counter('message')).toBeNull();
    expect(field('message').getAttribute('aria-describedby') ?? '').not.toContain('count');

    await user.type(field('message'), 'y');
    expect(counter('message')).toHaveTextContent('4,500 of 5,000 characters');
    expect(field('message').getAttribute('aria-describedby')).toContain(counter('message')!.id);
    expect(liveRegion('message')).toHaveTextContent('4,500 of 5,000 characters');

    await user.type(field('message'), 'zz');
    expect(counter('message')).toHaveTextContent('4,502 of 5,000 characters');
    expect(liveRegion('message')).toHaveTextContent('4,500 of 5,000 characters');

    await user.type(field('message'), 'w'.repeat(499));
    expect(counter('message')).toHaveTextContent('1 character too many');
    expect(liveRegion('message')).toHaveTextContent('1 character too many');

    await user.type(field('message'), '{Backspace}');
    expect(counter('message')).toHaveTextContent('5,000 of 5,000 characters');
    expect(liveRegion('message')).toHaveTextContent('5,000 of 5,000 characters');
  });

  it('keeps a pasted message over the limit whole, refuses it with its item, focuses it and sends nothing', async () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    const user = userEvent.setup();
    await user.type(field('name'), 'Ada');
    await user.type(field('email'), 'ada@example.com');
    const long = 'We would like the hall. '.repeat(250).trim(); // 5,999 characters
    await paste('message', long, user);
    expect(field('message')).toHaveValue(long);
    expect(counter('message')).toHaveTextContent('999 characters too many');
    await send(user);
    await waitFor(() => expect(failureBox()).toBeVisible());
    expect(failureBox()).toHaveTextContent(
      'Oops, something went wrong! Please shorten your Message to 5,000 characters',
    );
    expect(document.activeElement).toBe(field('message'));
    expect(field('message')).toHaveAttribute('aria-invalid', 'true');
    expect(field('message')).toHaveValue(long);
    expect(fetchMock).not.toHaveBeenCalled();

    // Shortened to the limit, it goes, whole.
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    await user.clear(field('message'));
    await paste('message', long.slice(0, 5_000), user);
    await send(user);
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(sentParams().message).toBe(long.slice(0, 5_000));
  });

  it('lists the name’s and the phone’s limits after the other items, focusing the first field at fault', async () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    const user = await paste('name', 'A'.repeat(101));
    await user.type(field('email'), 'ada@example.com');
    await paste('phone', '+44 '.repeat(11), user);
    expect(field('phone')).toHaveValue('+44 '.repeat(11));
    expect(counter('name')).toHaveTextContent('1 character too many');
    expect(counter('phone')).toHaveTextContent('3 characters too many');
    await send(user);
    await waitFor(() => expect(failureBox()).toBeVisible());
    expect(failureBox()).toHaveTextContent(
      'Oops, something went wrong! Please fill in a Message, shorten your Name to 100 characters, shorten your Phone number to 40 characters',
    );
    expect(document.activeElement).toBe(field('name'));
    expect(field('phone')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts what was typed before the island woke, from the served page on', async () => {
    const form = <EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const message = container.querySelector('[name="message"]') as HTMLTextAreaElement;
    // The live region is in the served page, empty, so that what is written into it later is announced.
    expect(message.closest('.field')!.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    message.value = 'x'.repeat(4_800);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, form, { onRecoverableError: recoverable });
    });
    expect(recoverable, 'hydration mismatch').not.toHaveBeenCalled();
    expect(container.querySelector('#enquiry-form-message-count')).toHaveTextContent('4,800 of 5,000 characters');
    expect(message).toHaveValue('x'.repeat(4_800));
    container.remove();
  });
});

describe('EnquiryForm’s packages and estimate (promises §13)', () => {
  const estimate = () => wrapper().querySelector('#enquiry-form-estimate') as HTMLElement;
  const packageNames = venueChoices.packages.map((p) => p.text);

  it('offers the packages after the space, with a visible label, "" first, and a polite live region under them', () => {
    render(<EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />);
    const select = screen.getByLabelText('Package (optional)');
    expect(select).toBe(field('package'));
    const options = Array.from((select as HTMLSelectElement).options);
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Not sure yet'],
      ...venueChoices.packages.map((p) => [p.value, p.text]),
    ]);
    expect(estimate()).toHaveAttribute('role', 'status');
    expect(estimate()).toHaveAttribute('aria-live', 'polite');
    expect(estimate()).toBeEmptyDOMElement();
    expect(select.getAttribute('aria-describedby')).toContain('enquiry-form-estimate');
    expect(estimate().closest('.field-package')).not.toBeNull();
  });

  it('is plain HTML before and without the scripts: the select and its options, the region empty', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />);
    const select = host.querySelector('select[name="package"]') as HTMLSelectElement;
    expect(host.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Package (optional)');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Not sure yet', ...packageNames]);
    expect(host.querySelector('#enquiry-form-estimate')?.textContent).toBe('');
  });

  it('says the estimate for the package, date and guests typed, as they change, and nothing without a package', async () => {
    render(<EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />);
    const user = userEvent.setup();
    await user.selectOptions(field('package'), 'The Mill Wedding');
    expect(estimate()).toHaveTextContent('£72 per guest: add your number of guests for an estimate');
    await user.type(field('guest_count'), '80');
    expect(estimate()).toHaveTextContent('From £5,760 for 80 guests');
    await user.type(field('event_date'), '2031-06-14');
    expect(estimate()).toHaveTextContent('About £7,600 for 80 guests on a Saturday in June');
    await user.clear(field('guest_count'));
    await user.type(field('guest_count'), '30');
    expect(estimate()).toHaveTextContent('About £5,700 for 30 guests on a Saturday in June, the package’s minimum');
    await user.selectOptions(field('package'), 'The Day Conference');
    expect(estimate()).toHaveTextContent(
      'The Day Conference is not offered on a Saturday in June: choose another date or package',
    );
    await user.selectOptions(field('package'), '');
    expect(estimate()).toBeEmptyDOMElement();
  });

  it('sends the package’s name and the estimate as shown, in their own params, the message untouched', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    render(<EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />);
    const user = await fillSeed();
    await user.type(field('event_date'), '2031-06-14');
    await user.type(field('guest_count'), '80');
    await user.selectOptions(field('package'), 'mill-wedding');
    const shown = estimate().textContent;
    expect(shown).toBe('About £7,600 for 80 guests on a Saturday in June');
    await send(user);
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(sentParams()).toMatchObject({
      message: 'A long table',
      guest_count: '80',
      package: 'The Mill Wedding',
      estimate: shown,
      language: 'en-GB',
    });
  });

  it('sends them "" when no package is chosen', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    render(<EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />);
    const user = await fillSeed();
    await user.type(field('guest_count'), '80');
    await send(user);
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(sentParams()).toMatchObject({ package: '', estimate: '' });
  });

  it('asks nothing of a venue without packages, and still sends both params ""', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    window.history.replaceState(null, '', '/contact?package=mill-wedding');
    render(<EnquiryForm words={enquiryWords} language="en-GB" choices={withoutPackages} />);
    expect(field('package')).toBeNull();
    expect(wrapper().querySelector('#enquiry-form-estimate')).toBeNull();
    expect(wrapper().textContent).not.toContain('Package');
    const user = await fillSeed();
    await send(user);
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(sentParams()).toMatchObject({ package: '', estimate: '' });
  });

  it('chooses the package the address names, with its estimate, and ignores one the venue does not have', async () => {
    window.history.replaceState(null, '', '/contact?package=hall-hire&date=2031-06-13');
    const first = render(<EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />);
    await waitFor(() => expect(field('package')).toHaveValue('hall-hire'));
    expect(estimate()).toHaveTextContent('About £4,200 on a Friday in June');
    first.unmount();

    window.history.replaceState(null, '', '/contact?package=free-bar');
    render(<EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />);
    await waitFor(() => expect(field('package')).toHaveValue(''));
    expect(estimate()).toBeEmptyDOMElement();
    expect(wrapper().textContent).not.toContain('free-bar');
  });

  it('keeps the package in the draft, and says the estimate of a restored one', async () => {
    localStorage.setItem(
      draftKey('enquiry-form'),
      JSON.stringify({ package: 'mill-wedding', event_date: '2031-06-11', guest_count: '100' }),
    );
    render(<EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />);
    await waitFor(() => expect(field('package')).toHaveValue('mill-wedding'));
    // 11 June 2031 is a Wednesday: 72 × 100.
    expect(estimate()).toHaveTextContent('About £7,200 for 100 guests on a Wednesday in June');
    const user = userEvent.setup();
    await user.selectOptions(field('package'), 'hall-hire');
    expect(JSON.parse(localStorage.getItem(draftKey('enquiry-form'))!)).toMatchObject({ package: 'hall-hire' });
  });

  it('says the estimate of what was chosen and typed before the island woke (promises §8)', async () => {
    const form = <EnquiryForm words={enquiryWords} language="en-GB" choices={venueChoices} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const served = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    served('package').value = 'mill-wedding';
    served('event_date').value = '2031-06-14';
    served('guest_count').value = '80';
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, form, { onRecoverableError: recoverable });
    });
    expect(recoverable, 'hydration mismatch').not.toHaveBeenCalled();
    expect(served('package')).toHaveValue('mill-wedding');
    expect(container.querySelector('#enquiry-form-estimate')).toHaveTextContent(
      'About £7,600 for 80 guests on a Saturday in June',
    );
    container.remove();
  });

  it('speaks the page’s language: the French names and figures', async () => {
    const fr = (await import('@/i18n/fr')).fr;
    const packages = venueChoices.packages.map((p) => ({ ...p, text: `${p.text} (fr)` }));
    render(
      <EnquiryForm
        words={{ forms: formWords(fr.forms, 'enquiry', 'fr'), heldDates: fr.heldDates, estimate: fr.prices.estimate }}
        language="fr"
        choices={{ ...venueChoices, packages }}
      />,
    );
    const user = userEvent.setup();
    await user.type(field('event_date'), '2031-06-14');
    await user.type(field('guest_count'), '80');
    await user.selectOptions(field('package'), 'mill-wedding');
    expect(estimate().textContent!.replace(/\s/g, ' ')).toBe('Environ 7 600 £ pour 80 invités un samedi de juin');
  });
});
