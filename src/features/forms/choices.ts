/**
 * The venue's choices the enquiry form offers (kinds of event, spaces), from its content folder in the page's language:
 * the contact page's .astro file reads them at build and hands them to the form's island as props.
 */
export interface Choice {
  /** What travels in an address (`?event=weddings`) and in the select's `value`: the content's id. */
  value: string;
  /** What the visitor reads, and what the email carries. */
  text: string;
}

export interface VenueChoices {
  eventKinds: readonly Choice[];
  spaces: readonly Choice[];
}

/** Which of the venue's lists a select of the table offers. */
export type ChoiceList = keyof VenueChoices;

/** A form without the venue's lists (the subscribe and message forms offer none). */
export const NO_CHOICES: VenueChoices = { eventKinds: [], spaces: [] };

/** The address parameters that preselect a choice on the contact page (`date`: the event date, `YYYY-MM-DD`). */
export const ADDRESS_PARAMS = { space: 'space', event: 'event', date: 'date' } as const;

/**
 * "Enquire about …" links: the contact page with the space, the kind of event or the date (an event of the What's
 * on page that asks for an enquiry) already chosen.
 */
export function enquiryHref(about: { space: string } | { event: string } | { date: string }): string {
  const [key, value] =
    'space' in about
      ? (['space', about.space] as const)
      : 'event' in about
        ? (['event', about.event] as const)
        : (['date', about.date] as const);
  return `/contact?${ADDRESS_PARAMS[key]}=${encodeURIComponent(value)}#enquiry`;
}
