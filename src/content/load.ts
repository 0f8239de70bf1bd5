/**
 * Reads a venue's content folder, checks every file against the schema, and works out the figures the copy may
 * quote ("{most_guests}"), so no page holds a venue's word or a number the data can give.
 *
 * One loader a kind of file does the reading and checking (src/content/loaders/: the files against their schemas,
 * then site.yaml, venue.yaml, the pages, events.yaml, prices.yaml, each other language's words, the site's words,
 * the news posts); `loadContents` composes them, in that order, and lays each language's words over the default's.
 * Every problem is collected before anything fails, and each names the file, the field and what was expected
 * (`examples/x/venue.yaml: spaces[2].capacity.dinner: expected a whole number, got "lots" (line 31)`): the person
 * who reads it edits YAML, and one build should tell them everything to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CONTENT_FILES,
  OWN_LANGUAGE_FILES,
  type ContactPage,
  type GalleryPage,
  type HomePage,
  type NewsPage,
  type PricesFile,
  type VenueEvent,
  type VenueFile,
  type VenuePage,
  type WhatsOnPage,
} from './schema';
import { isWordsAt, languageFile, withWords } from './languages';
import { linksOutOf, publishedFileProblem, VENUE_FILES_DIR, venueFiles } from './folder-safety';
import type { ContentNewsPost } from './news-posts';
import type { Dictionary } from '../i18n/index';
import { ContentError, readerOf } from './loaders/reading';
import { readFiles, SHAPES, type Key, type Parsed } from './loaders/files';
import { checkSite, DEFAULT_LANGUAGE, shareImageUrl, siteIn, venueLanguages, type ContentSite } from './loaders/site';
import { checkVenue } from './loaders/venue';
import { checkPrices } from './loaders/prices';
import { checkEvents } from './loaders/events';
import { checkPages } from './loaders/pages';
import { readTranslations } from './loaders/translations';
import { readSiteWords } from './loaders/site-words';
import { readNewsFolder } from './loaders/news';
import { fillFigures, quotableFigures, totalsOf, type Totals } from './loaders/figures';

export { ContentError } from './loaders/reading';
export { iconProblem, type ContentSite } from './loaders/site';

export interface Content {
  /** The folder, absolute. */
  dir: string;
  /** The language of these words, as the venue lists it (`en-GB`). */
  language: string;
  /** Every language of the venue, the default first (this content's among them). */
  languages: readonly string[];
  site: ContentSite;
  venue: VenueFile;
  home: HomePage;
  venuePage: VenuePage;
  contact: ContactPage;
  news: NewsPage;
  gallery: GalleryPage;
  /** The venue's public events as written (events.yaml; none without it), past ones included. */
  events: VenueEvent[];
  /** The What's on page's words: present whenever events.yaml is. */
  whatsOn?: WhatsOnPage;
  /** The venue's packages and prices (prices.yaml), where it lists them. */
  prices?: PricesFile;
  /**
   * The venue's posts (`news/`, promises §14), newest first, each in this language where it is translated, else in
   * the default language; absent when the folder has no `news/` (its news then come from a blog, if any).
   */
  newsPosts?: readonly ContentNewsPost[];
  totals: Totals;
  /**
   * The site's own words in this language (promises §14): its dictionary with the venue's replacements (words.yaml,
   * words.fr.yaml) laid over, or the venue's words alone for a language the site has no dictionary for.
   */
  dictionary: Dictionary;
}

interface Options {
  /** The SITE_NAME setting, which wins over the content's name when set. */
  siteName?: string;
}

/**
 * Every language's content of a folder, the default language first: the same shape in each, the language's words
 * laid over the default language's data, with its own figures filled in. Every file of every language is checked
 * before anything is returned.
 *
 * @param dir the content folder (absolute, or relative to the working directory)
 */
export function loadContents(dir: string, options: Options = {}): Map<string, Content> {
  const folder = path.resolve(dir);
  const reader = readerOf(folder);
  const { problems, shown, read, problemIn } = reader;
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    throw new ContentError([
      `${shown('')}: no content folder here (CONTENT_DIR names a folder holding site.yaml, venue.yaml and pages/)`,
    ]);
  }
  // Before anything is read through them (promises §15).
  const linksOut = linksOutOf(folder);
  if (linksOut.length > 0)
    throw new ContentError(
      linksOut.map(
        ({ file, target }) =>
          `${shown(file)}: a link to ${target ?? 'nothing'}, outside the content folder: the build reads and publishes only what is inside it. Put the file itself in the folder, or remove the link`,
      ),
    );

  const files = readFiles(reader);
  const { parsed, problemAt } = files;
  checkVenue(reader, files);
  checkPrices(files);
  checkEvents(reader, files);
  checkSite(reader, files);
  checkPages(reader, files);
  const languages = venueLanguages(reader, files);
  const [defaultLanguage = DEFAULT_LANGUAGE, ...otherLanguages] = languages;
  const translations = readTranslations(reader, files, otherLanguages);
  const { words } = translations;
  const siteWords = readSiteWords(reader, files, translations, languages);
  const news = readNewsFolder(reader, languages);

  for (const name of venueFiles(folder)) {
    const problem = publishedFileProblem(name, path.join(folder, VENUE_FILES_DIR, name));
    if (problem) problems.push(`${shown(`${VENUE_FILES_DIR}/${name}`)}: ${problem}`);
  }

  const { site, venue } = parsed;
  if (problems.length > 0 || !site || !venue) throw new ContentError(problems);

  const siteNameSetting = options.siteName?.trim();
  const totals = totalsOf(venue);
  // The same in every language: the photo and its point are written once, in site.yaml.
  const shareImage = shareImageUrl(folder, site);
  const contents = new Map<string, Content>();
  for (const tag of languages) {
    const own = tag === defaultLanguage ? undefined : words.get(tag);
    const data = {} as Parsed;
    for (const key of Object.keys(CONTENT_FILES) as Key[]) {
      (data as Record<Key, unknown>)[key] = OWN_LANGUAGE_FILES.has(key)
        ? own?.[key]
        : own
          ? withWords(SHAPES[key], parsed[key], own[key])
          : parsed[key];
    }
    const dictionary = siteWords.dictionary(tag);
    // The name in this language (promises §19), unless SITE_NAME names the venue for all of them.
    const siteName = siteNameSetting || data.site.name;
    const figures = quotableFigures(siteName, data.venue, totals, tag, data.prices, dictionary.venue.countWords);
    const filled = {} as Parsed;
    for (const key of Object.keys(CONTENT_FILES) as Key[]) {
      // The default language's file is blamed for its own words and for what every language shares; a language's
      // file only for its words (the rest was reported once, with the default language).
      const problem: (at: PropertyKey[], message: string) => void = own
        ? (at, message) => {
            if (!isWordsAt(SHAPES[key], at)) return;
            const file = languageFile(CONTENT_FILES[key].file, tag);
            problemIn(file, read(file))(at, message);
          }
        : problemAt(key);
      // The site's words have placeholders of their own ({count}), which the pages fill, not the content's figures.
      (filled as Record<Key, unknown>)[key] =
        key === 'site' || OWN_LANGUAGE_FILES.has(key) ? data[key] : fillFigures(data[key], figures, [], problem);
    }
    contents.set(tag, {
      dir: folder,
      language: tag,
      languages,
      site: siteIn(filled.site, tag, { languages, siteName, shareImage }),
      venue: filled.venue,
      home: filled.home,
      venuePage: filled.venuePage,
      contact: filled.contact,
      news: filled.news,
      gallery: filled.gallery,
      events: filled.events?.events ?? [],
      ...(filled.whatsOn ? { whatsOn: filled.whatsOn } : {}),
      ...(filled.prices ? { prices: filled.prices } : {}),
      ...(news ? { newsPosts: news.get(tag) ?? [] } : {}),
      totals,
      dictionary,
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return contents;
}

/**
 * The content in the venue's default language (every language's files are checked all the same).
 *
 * @param dir the content folder (absolute, or relative to the working directory)
 * @param options.siteName the SITE_NAME setting, which wins over the content's name when set
 */
export function loadContent(dir: string, options: Options = {}): Content {
  const [first] = loadContents(dir, options).values();
  return first!;
}
