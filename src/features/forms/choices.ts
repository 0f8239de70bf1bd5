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
  /** The texts in each of the venue's other languages, by choice value (contract §10). */
  texts?: Readonly<Record<string, { eventKinds: Record<string, string>; spaces: Record<string, string> }>>;
}

const choices: VenueChoices = JSON.parse(process.env.FOYER_VENUE_CHOICES ?? '{"eventKinds":[],"spaces":[]}');

export const eventKinds: readonly Choice[] = choices.eventKinds;

export const spaceChoices: readonly Choice[] = choices.spaces;

/**
 * `eventKinds` or `spaceChoices` as a page in language `tag` shows them (and its enquiry sends them): the same
 * values, the language's texts. The default language (or no language) gives the list as it is.
 */
export function choicesIn(list: readonly Choice[], tag: string | undefined): readonly Choice[] {
  const texts = tag ? choices.texts?.[tag] : undefined;
  const words = list === eventKinds ? texts?.eventKinds : list === spaceChoices ? texts?.spaces : undefined;
  if (!words) return list;
  return list.map((choice) => ({ ...choice, text: words[choice.value] ?? choice.text }));
}

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
