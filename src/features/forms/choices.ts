/**
 * The venue's choices the enquiry form offers (kinds of event, spaces), from its content folder. The form is a
 * client component and the content is read at build, so `next.config.ts` hands the choices over as one inlined
 * value (`FOYER_VENUE_CHOICES`, src/config/build-settings.ts), as it does the settings.
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

const choices: VenueChoices = JSON.parse(process.env.FOYER_VENUE_CHOICES ?? '{"eventKinds":[],"spaces":[]}');

export const eventKinds: readonly Choice[] = choices.eventKinds;

export const spaceChoices: readonly Choice[] = choices.spaces;

/** The address parameters that preselect a choice on the contact page. */
export const ADDRESS_PARAMS = { space: 'space', event: 'event', date: 'date' } as const;

/** "Enquire about …" links: the contact page with the space or kind of event already chosen. */
export function enquiryHref(about: { space: string } | { event: string }): string {
  const query =
    'space' in about
      ? `${ADDRESS_PARAMS.space}=${encodeURIComponent(about.space)}`
      : `${ADDRESS_PARAMS.event}=${encodeURIComponent(about.event)}`;
  return `/contact?${query}#enquiry`;
}
