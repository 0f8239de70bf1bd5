/**
 * The site's words the venue replaces (promises §14): words.yaml and each language's words.fr.yaml, read with the
 * other files (src/content/loaders/files.ts, translations.ts), here checked against each language's dictionary, and
 * laid over it (src/content/words.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { shippedDictionaryFor, type Dictionary } from '../../i18n/index';
import { CONTENT_FILES } from '../schema';
import { languageFile } from '../languages';
import { dictionaryWith, missingWordsFile, wordsProblems, type WordsFile } from '../words';
import type { Files } from './files';
import type { Reader } from './reading';
import type { Translations } from './translations';

/** The site's words of each language: what the venue replaces (undefined: nothing), and the dictionary it makes. */
export interface SiteWords {
  /** The venue's replacements in language `tag`, as read. */
  own(tag: string): WordsFile | undefined;
  /** The site's words in language `tag`: its dictionary with the venue's replacements laid over. */
  dictionary(tag: string): Dictionary;
}

/**
 * What a language's words file replaces must fit its entries, and a language the site has no dictionary for needs
 * them all.
 */
export function readSiteWords(
  { folder, problems, shown, problemIn }: Reader,
  { docs, parsed }: Files,
  { words, ownFiles }: Translations,
  languages: readonly string[],
): SiteWords {
  const [defaultLanguage] = languages;
  const ownWords = (tag: string) =>
    (tag === defaultLanguage ? parsed.words : words.get(tag)?.words) as WordsFile | undefined;
  for (const tag of languages) {
    const file = tag === defaultLanguage ? CONTENT_FILES.words.file : languageFile(CONTENT_FILES.words.file, tag);
    const entry = tag === defaultLanguage ? docs.get('words') : ownFiles.get(file);
    if (!fs.existsSync(path.join(folder, file))) {
      if (!shippedDictionaryFor(tag)) problems.push(`${shown(file)}: ${missingWordsFile(tag)}`);
      continue;
    }
    // A file the schema refused has had its problems named; its entries would only be named again as missing.
    const own = ownWords(tag);
    if (!entry || own === undefined) continue;
    const mark = problemIn(file, entry);
    for (const problem of wordsProblems(own, tag)) mark(problem.at, problem.message);
  }
  return { own: ownWords, dictionary: (tag) => dictionaryWith(tag, ownWords(tag)) };
}
