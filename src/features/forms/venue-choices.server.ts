import 'server-only';
import { contentIn } from '@/content';
import type { VenueChoices } from './choices';

/** The venue's kinds of event and spaces as the enquiry offers them in language `tag`: by id, in the content's order. */
export function venueChoicesIn(tag: string): VenueChoices {
  const { occasions, spaces } = contentIn(tag).venue;
  return {
    eventKinds: occasions.map((occasion) => ({ value: occasion.id, text: occasion.name })),
    spaces: spaces.map((space) => ({ value: space.id, text: space.name })),
  };
}
