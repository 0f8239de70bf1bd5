// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from './drafts';
import { EnquiryForm } from './EnquiryForm';
import { en } from '@/i18n/en';
import { formWords } from './form-logic';
import { loadContent } from '@/content/load';

const enquiryWords = { forms: formWords(en.forms, 'enquiry', 'en-GB'), heldDates: en.heldDates };
/** The demo venue's choices, as its contact page hands them to the form (venue-choices.server.ts). */
const { occasions, spaces } = loadContent('content').venue;
const venueChoices = {
  eventKinds: occasions.map((o) => ({ value: o.id, text: o.name })),
  spaces: spaces.map((s) => ({ value: s.id, text: s.name })),
};

const HELD_NOTE = en.heldDates.note;

/** The enquiry with the venue's held dates (promises §11); EmailJS is faked at fetch. "Today" is 23 November 2026. */
const fetchMock = vi.fn<typeof fetch>();
const held = { dates: ['2026-11-28', '2026-12-05', '2026-12-11', '2027-01-12'], readOn: '23 November' };

const dateField = () => document.querySelector('[name="event_date"]') as HTMLInputElement;
const note = () => document.getElementById('enquiry-form-held-note') as HTMLElement;
const toggle = () => screen.getByRole('button', { name: 'Show held dates' });
/** A day's full name as the picker says it: Intl's, in the page's language ("Saturday 5 December 2026" or with a comma). */
const day = (iso: string, ...more: string[]) =>
  [
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${iso}T00:00:00Z`)),
    ...more,
  ].join(', ');
const sentParams = () => JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).template_params;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  window.history.replaceState(null, '', '/contact');
  document.documentElement.lang = 'en-GB';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the enquiry’s held dates', () => {
  it('says the note in a polite live region for a held date, nothing for a free one, and sends the date as usual', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} held={held} />);
    expect(note()).toHaveAttribute('aria-live', 'polite');
    expect(note()).toBeEmptyDOMElement();
    expect(dateField().getAttribute('aria-describedby')).toBe('enquiry-form-held-note enquiry-form-held-as-of');
    const user = userEvent.setup();
    await user.type(dateField(), '2026-12-06');
    expect(note()).toBeEmptyDOMElement();
    await user.clear(dateField());
    await user.type(dateField(), '2026-12-05');
    expect(note()).toHaveTextContent(HELD_NOTE);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Your email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Your message'), 'Our wedding');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentParams().event_date).toBe('2026-12-05');
    expect(sentParams().message).toBe('Our wedding');
  });

  it('says when the dates were read; without a calendar, nothing of it', () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} held={held} />);
    expect(screen.getByText('Held dates as of 23 November')).toHaveAttribute('id', 'enquiry-form-held-as-of');
    cleanup();
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} />);
    expect(document.querySelector('[data-held]')).toBeNull();
    expect(screen.queryByText(/Held dates as of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show held dates' })).toBeNull();
    expect(dateField()).not.toHaveAttribute('aria-describedby');
  });

  it('offers no picker when nothing is held', () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} held={{ dates: [], readOn: '23 November' }} />);
    expect(screen.getByText('Held dates as of 23 November')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show held dates' })).toBeNull();
  });

  it('preselects ?date= and says the note for it', async () => {
    window.history.replaceState(null, '', '/contact?date=2026-12-05');
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} held={held} />);
    await waitFor(() => expect(dateField().value).toBe('2026-12-05'));
    expect(note()).toHaveTextContent(HELD_NOTE);
    cleanup();
    window.history.replaceState(null, '', '/contact?date=next-week');
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} held={held} />);
    await act(async () => {});
    expect(dateField().value).toBe('');
  });

  it('opens a month grid that marks held days by name, from today on, and fills the native field', async () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} held={held} />);
    const user = userEvent.setup();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    // Focus starts on today (moved there by an effect once the grid is drawn, which a loaded machine may run a
    // moment after the grid appears).
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(day('2026-11-23', 'today')));
    expect(within(grid).getByRole('button', { name: day('2026-11-28', 'already held') })).toBeEnabled();
    expect(within(grid).getByRole('button', { name: day('2026-11-22') })).toBeDisabled();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // Keyboard: a week down, a month on (Page Down), a day back.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(day('2026-11-30'));
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName(day('2026-12-30'));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName(day('2026-12-05', 'already held'));
    // Before today, the keys stop.
    await user.keyboard('{PageUp}{PageUp}');
    expect(document.activeElement).toHaveAccessibleName(day('2026-11-23', 'today'));
    await user.keyboard('{PageDown}{Home}');
    expect(document.activeElement).toHaveAccessibleName(day('2026-12-21'));
    await user.click(screen.getByRole('button', { name: day('2026-12-05', 'already held') }));
    expect(dateField().value).toBe('2026-12-05');
    expect(note()).toHaveTextContent(HELD_NOTE);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(draftKey('enquiry-form'))!).event_date).toBe('2026-12-05');
  });

  it('opens on the chosen date’s month, marks it selected, steps months with its buttons and closes on Escape', async () => {
    render(<EnquiryForm words={enquiryWords} choices={venueChoices} held={held} />);
    const user = userEvent.setup();
    await user.type(dateField(), '2027-01-20');
    await user.click(toggle());
    const grid = await screen.findByRole('grid', { name: 'January 2027' });
    expect(within(grid).getByRole('button', { name: day('2027-01-12', 'already held') })).toBeInTheDocument();
    expect(
      within(grid)
        .getByRole('button', { name: day('2027-01-20') })
        .closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    screen.getByRole('button', { name: day('2026-11-23', 'today') }).focus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(dateField().value).toBe('2027-01-20');
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
