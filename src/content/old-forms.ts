/**
 * Content written in a shape the schema has since replaced, read as it is written now, so that a folder written
 * before builds with no edit. The old form becomes the new one on the YAML's data before the schema checks it, in
 * the default language's file and in each other language's alike (src/content/load.ts). The staff's editor knows
 * only the new forms; a file it saves is written in them.
 */

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The id a single testimonial gets as the first of a list: the same in every language's file, so that its words
 * there still find it (a list with words is matched by its items' ids, src/content/languages.ts).
 */
export const OLD_TESTIMONIAL_ID = 'testimonial';

/**
 * A content file's data (`key` as in CONTENT_FILES) with its old forms in the new shape:
 * - venue.yaml's suppliers as plain names (`- Calder & Crust`): each is `{ name }`;
 * - pages/home.yaml's one `testimonial: { quote, by }`: `testimonials`, a list of that one;
 * - a words file's entries (src/content/words.ts) as `oldWords` says, and any entry left empty (`submit:`, as
 *   `npm run words` writes one still to write) as not given at all.
 * Anything else, and a file that writes both the old and the new form, is left for the schema to judge.
 */
export function withNewForms(key: string, data: unknown): unknown {
  if (!isGroup(data)) return data;
  if (key === 'words') return oldWords(withoutEmptyEntries(data));
  if (key === 'venue' && Array.isArray(data.suppliers)) {
    return { ...data, suppliers: data.suppliers.map((item) => (typeof item === 'string' ? { name: item } : item)) };
  }
  if (key === 'home' && 'testimonial' in data && !('testimonials' in data)) {
    const { testimonial, ...rest } = data;
    if (testimonial === null || testimonial === undefined) return rest;
    return {
      ...rest,
      testimonials: [isGroup(testimonial) ? { id: OLD_TESTIMONIAL_ID, ...testimonial } : testimonial],
    };
  }
  return data;
}

/** A group of words without its empty entries (YAML's null), nor the groups left with none. */
function withoutEmptyEntries(group: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(group).flatMap(([name, value]) => {
      if (value === null) return [];
      if (!isGroup(value)) return [[name, value]];
      const kept = withoutEmptyEntries(value);
      return Object.keys(kept).length > 0 ? [[name, kept]] : [];
    }),
  );
}

/**
 * A words file's old entries:
 * - `attachments.photos` as one text (`{count} photos`): the form for every count, `{ other }`;
 * - `attachments.clearHidden`, the words read after `clear` (" files"): `clearName`, the two as one, where the file
 *   gives `clear` too; else left out (the language's own `clearName` stands).
 */
function oldWords(data: Record<string, unknown>): Record<string, unknown> {
  if (!isGroup(data.attachments)) return data;
  const { clearHidden, ...attachments } = data.attachments;
  if (typeof attachments.photos === 'string') attachments.photos = { other: attachments.photos };
  if (typeof clearHidden === 'string' && typeof attachments.clear === 'string' && !('clearName' in attachments))
    attachments.clearName = `${attachments.clear}${clearHidden}`.trim();
  return { ...data, attachments };
}
