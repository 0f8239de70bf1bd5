/**
 * What the demo venue and the example venues say, which a venue of its own never does (promises §18: the folder
 * `npm run new-venue` writes says none of it): for the tests of the new venue's folder and of its build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { dictionaryLanguages, entries, shippedDictionaryFor } from '../i18n/index';
import { loadContents } from './load';

/** The demo venue's folder and the examples'. */
const OTHER_VENUES = ['content', 'examples/rooftop', 'examples/barn', 'examples/kyoto', 'examples/riad'];

/** Every text a value holds. */
const textsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(textsIn)
      : [];

/** Written without spaces between words (Japanese, Chinese): a sentence is told by its length. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * What only those venues say: their names (in each language), their spaces', kinds of event's, packages' and
 * suppliers' names, their addresses, phones and emails, and every sentence of their folders' files (four words or
 * more, or six characters of a language written without spaces), but the site's own words, which its dictionaries
 * give every venue ("Send photos of your idea").
 *
 * @param root the project, whose `content/` and `examples/` are read
 */
export function otherVenuesWords(root: string): Set<string> {
  const site = new Set(
    dictionaryLanguages.flatMap((language) =>
      entries(shippedDictionaryFor(language)!).flatMap(([, text]) =>
        typeof text === 'string' ? [text] : Object.values(text),
      ),
    ),
  );
  const words = new Set<string>();
  for (const dir of OTHER_VENUES) {
    for (const content of loadContents(path.join(root, dir)).values()) {
      const { name, address, contact } = content.site;
      for (const word of [
        name,
        address.street,
        address.line2,
        address.locality,
        address.region,
        address.postalCode,
        contact.phone,
        contact.email,
        ...content.venue.spaces.map((space) => space.name),
        ...content.venue.occasions.map((occasion) => occasion.name),
        ...content.venue.suppliers.map((supplier) => supplier.name),
        ...(content.prices?.packages.map((pack) => pack.name) ?? []),
      ])
        if (word) words.add(word);
    }
    for (const file of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.ya?ml$/.test(file)) continue;
      for (const text of textsIn(parse(fs.readFileSync(path.join(root, dir, file), 'utf8'))).map((t) => t.trim())) {
        const sentence = text.split(/\s+/).length >= 4 || (UNSPACED.test(text) && text.length >= 6);
        if (sentence && !site.has(text)) words.add(text);
      }
    }
  }
  return words;
}

/** Which of `words` a text holds, each as a whole word. */
export const wordsIn = (words: Iterable<string>, text: string): string[] =>
  [...words].filter((word) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text),
  );
