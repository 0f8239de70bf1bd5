/**
 * The venue's choices the enquiry form offers (kinds of event, spaces), read from the venue's content
 * through this one import, so that moving the content elsewhere changes one line here.
 */
import { occasions, spaces } from '@/content/venue';

export interface Choice {
  /** What travels in an address (`?event=weddings`) and in the select's `value`. */
  value: string;
  /** What the visitor reads, and what the email carries. */
  text: string;
}

/** "Galas & dinners" → "galas-dinners": stable, readable in an address, no escaping needed. */
export function choiceSlug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const eventKinds: readonly Choice[] = occasions.map((occasion) => ({
  value: choiceSlug(occasion.name),
  text: occasion.name,
}));

export const spaceChoices: readonly Choice[] = spaces.map((space) => ({ value: space.id, text: space.name }));

/** The address parameters that preselect a choice on the contact page. */
export const ADDRESS_PARAMS = { space: 'space', event: 'event' } as const;

/** "Enquire about …" links: the contact page with the space or kind of event already chosen. */
export function enquiryHref(about: { space: string } | { event: string }): string {
  const query = 'space' in about ? `${ADDRESS_PARAMS.space}=${about.space}` : `${ADDRESS_PARAMS.event}=${about.event}`;
  return `/contact?${query}#enquiry`;
}

/** The event kind's slug for an occasion's name, for links next to the occasion. */
export const eventKindOf = (occasionName: string): string => choiceSlug(occasionName);
