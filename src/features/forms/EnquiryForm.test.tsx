// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_EMAIL } from '@/config/settings.mjs';
import { site } from '@/config/site';
import { draftKey } from './drafts';
import { EnquiryForm } from './EnquiryForm';
import { FORMS, todayIso, type FieldName } from './fields';
import { en } from '@/i18n/en';
import { formWords } from './form-logic';
import { loadContent } from '@/content/load';

const enquiryWords = { forms: formWords(en.forms, 'enquiry'), heldDates: en.heldDates };
/** The demo venue's choices, as its contact page hands them to the form (venue-choices.server.ts). */
const { occasions, spaces } = loadContent('content').venue;
const venueChoices = {
  eventKinds: occasions.map((o) => ({ value: o.id, text: o.name })),
  spaces: spaces.map((s) => ({ value: s.id, text: s.name })),
};

/** The enquiry form of promises §7, rendered from the table of fields; EmailJS is faked at fetch. */
const fetchMock = vi.fn<typeof fetch>();

const wrapper = () => document.querySelector('.form-wrapper.enquiry') as HTMLElement;
const field = (name: FieldName) => wrapper().querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
const failureBox = () => wrapper().querySelector('.failure-box') as HTMLElement;
const successBox = () => wrapper().querySelector('.success-box') as HTMLElement;
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
      to_name: site.adminLabel,
      message: 'A long table',
      event_date: '2031-06-12',
      guest_count: '120',
      event_type: 'Galas & dinners',
      space: '',
      phone: '01632 960418',
    });
  });

  it('refuses a date before today with the contract’s item, focuses it and sends nothing', async () => {
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
    expect(field('phone')).toHaveValue('9'.repeat(40));
    expect(field('message')).toHaveValue('A long table');
  });
});
