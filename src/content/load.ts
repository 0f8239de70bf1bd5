/**
 * Reads a venue's content folder, checks every file against the schema, and works out the figures the copy may
 * quote ("{most_guests}"), so no page holds a venue's word or a number the data can give.
 *
 * Every problem is collected before anything fails, and each names the file, the field and what was expected
 * (`examples/x/venue.yaml: spaces[2].capacity.dinner: expected a whole number, got "lots" (line 31)`): the person
 * who reads it edits YAML, and one build should tell them everything to fix.
 */
import fs from 'node:fs';
// Relative, not '@/': the Astro integration loads this file with astro.config.mjs, before any alias exists.
import { formatMoney } from '../shared/prices/money';
import { fromPrice, lowestPrice } from '../shared/prices/packages';
import { ROUTES, routeOfHref, WHATS_ON_PATH } from '../shared/routes';
import path from 'node:path';
import { isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import {
  CONTENT_FILES,
  LAYOUTS,
  NEWS_FOLDER,
  NEWS_SLUG,
  newsPost,
  OPTIONAL_FILES,
  OWN_LANGUAGE_FILES,
  type ContactPage,
  type GalleryPage,
  type HomePage,
  type Layout,
  type NewsPage,
  type NewsPostFile,
  type PricesFile,
  type SiteFile,
  type VenueEvent,
  type VenueFile,
  type VenuePage,
  type WhatsOnPage,
} from './schema';
import {
  ITEM_ID,
  isWordsAt,
  languageCode,
  languageFile,
  languageName,
  missingWords,
  shapeAt,
  shapeOf,
  withWords,
  wordsSchema,
  type Shape,
} from './languages';
import { linksOutOf, pictureProblem, publishedFileProblem, VENUE_FILES_DIR, venueFiles } from './folder-safety';
import { internationalNumber, phoneAsRead } from './phone';
import { CHECK_OPTIONS, hintFor } from './plain-issues';
import { joinFoldedLines } from './cjk-folding';
import { unresolvedAliases, yamlProblems, type YamlProblem } from './yaml-errors';
import { withNewForms } from './old-forms';
import { SHARE_IMAGE_FOLDER, shareImageName } from './share-image.mjs';
import {
  newestFirst,
  newsFileName,
  photoOfMarkdown,
  picturesInMarkdown,
  POST_PHOTO,
  splitFrontMatter,
  type ContentNewsPost,
} from './news-posts';
import { dictionaryWith, missingWordsFile, unknownEntries, wordsProblems, type WordsFile } from './words';
import { COUNT_WORDS_SEPARATOR, shippedDictionaryFor, type Dictionary } from '../i18n/index';

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The venue's content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ContentError';
  }
}

interface Totals {
  /** The most guests any space takes in any layout. */
  mostGuests: number;
  /** The smallest of the spaces' largest capacities: "for 40 to 350 guests". */
  fewestGuests: number;
  /** Per layout, the most any one space takes (absent: no space offers it). */
  most: Partial<Record<Layout, number>>;
  /** The layouts at least one space offers, in table order. */
  layouts: Layout[];
}

/** site.yaml as the pages read it: `language` is the language this content speaks. */
export type ContentSite = Omit<SiteFile, 'language' | 'languages' | 'blogLanguage' | 'contact' | 'shareImage'> & {
  /**
   * The picture a shared link shows: `url` is the path of the 1200 × 630 JPEG the photo step cuts from the photo
   * (`/photos/hero-share-1a2b3c4d.jpg`, src/content/share-image.mjs).
   */
  shareImage: SiteFile['shareImage'] & { url: string };
  /**
   * How to reach the venue. `phone` is as the venue writes it; `phoneInternational` is always there, the number in
   * E.164 (`+441134960418`) for `tel:` links and search engines, worked out from `phone` (src/content/phone.ts).
   */
  contact: SiteFile['contact'] & { phoneInternational: string };
  /** The tag of the language of this content, as the venue lists it (`en-GB`, `fr`). */
  language: string;
  /** The venue's languages, the default first. */
  languages: readonly string[];
  /** The tag of the blog's language: site.yaml's `blogLanguage`, else the venue's default language. */
  blogLanguage: string;
};

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

type Key = keyof typeof CONTENT_FILES;
type Parsed = { [K in Key]: z.infer<(typeof CONTENT_FILES)[K]['schema']> };
/** The files every folder has: `every content folder has …` names these. */
const REQUIRED_FILES = Object.entries(CONTENT_FILES)
  .filter(([key]) => !OPTIONAL_FILES.has(key as Key))
  .map(([, entry]) => entry.file);

/** A venue that names no language speaks British English, as the content format always assumed. */
const DEFAULT_LANGUAGE = 'en-GB';

/** Each file's words and the rest, from its schema. */
const SHAPES = Object.fromEntries(
  Object.entries(CONTENT_FILES).map(([key, { schema }]) => [key, shapeOf(schema)]),
) as Record<Key, Shape>;

const capitalised = (word: string, tag: string) => word.charAt(0).toLocaleUpperCase(tag) + word.slice(1);

/** `spaces[2].capacity.dinner` */
function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
}

/** What the reader typed, briefly: `"lots"`, `12`, `a list`, `nothing`. */
function described(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  const shown = JSON.stringify(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}…"` : shown;
}

/** The line of a field in its YAML file, where the parser kept it. */
function lineOf(doc: Document, lines: LineCounter, segments: readonly PropertyKey[]): number | undefined {
  for (let length = segments.length; length >= 0; length--) {
    const node = doc.getIn(segments.slice(0, length) as unknown[], true) as
      { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}

/** The value at `at` of a file's data as the reader typed it, where YAML read a number: `02134`, not 2134. */
function keepAsTyped(entry: ReadFile, at: readonly string[]): void {
  const node = entry.doc.getIn(at, true);
  if (!isScalar(node) || typeof node.value !== 'number' || typeof node.source !== 'string') return;
  const parent = at.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], entry.data);
  if (parent && typeof parent === 'object') (parent as Record<string, unknown>)[at.at(-1)!] = node.source;
}

/** The side a phone's home screen draws the icon at (apple-touch-icon): a PNG icon is at least this wide. */
const ICON_MIN_PX = 180;

/**
 * What is wrong with the tab's icon (`file` as site.yaml names it, `bytes` its file), or undefined: an SVG must be a
 * drawing; a PNG a square of at least ICON_MIN_PX, read from its header (the build draws the smaller sizes from it).
 */
export function iconProblem(file: string, bytes: Buffer): string | undefined {
  if (/\.svg$/i.test(file)) {
    return /^\s*(<\?xml[^>]*>\s*)?(<!--[^]*?-->\s*)*<svg[\s>]/.test(bytes.toString('utf8'))
      ? undefined
      : `${file} is not an SVG drawing (expected it to start with <svg>)`;
  }
  // The signature, then the first chunk, IHDR, whose first fields are the width and the height.
  const png = bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR';
  if (!png) return `${file} is not a PNG picture (expected a .png file as an image editor saves it)`;
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  if (width !== height)
    return `${file} is ${width} × ${height} px: expected a square picture, as wide as it is high (the tab and a phone's home screen show it square)`;
  if (width < ICON_MIN_PX)
    return `${file} is ${width} × ${height} px: expected at least ${ICON_MIN_PX} × ${ICON_MIN_PX} px (a phone's home screen shows it at ${ICON_MIN_PX} px)`;
  return undefined;
}

function totalsOf(venue: VenueFile): Totals {
  const most: Partial<Record<Layout, number>> = {};
  for (const space of venue.spaces) {
    for (const layout of LAYOUTS) {
      const guests = space.capacity[layout];
      if (guests !== undefined) most[layout] = Math.max(most[layout] ?? 0, guests);
    }
  }
  const largestOf = venue.spaces.map((space) => Math.max(...LAYOUTS.map((layout) => space.capacity[layout] ?? 0)));
  return {
    mostGuests: Math.max(...largestOf),
    fewestGuests: Math.min(...largestOf),
    most,
    layouts: LAYOUTS.filter((layout) => most[layout] !== undefined),
  };
}

/** The words copy may quote in braces, and what each stands for. */
function quotableFigures(
  siteName: string,
  venue: VenueFile,
  totals: Totals,
  language: string = DEFAULT_LANGUAGE,
  prices?: PricesFile,
  countWords: string | undefined = shippedDictionaryFor(language)?.venue.countWords,
): Map<string, string> {
  const count = venue.spaces.length;
  const figures = new Map<string, string>([
    ['site_name', siteName],
    ['most_guests', String(totals.mostGuests)],
    ['fewest_guests', String(totals.fewestGuests)],
    ['space_count', String(count)],
  ]);
  // "{space_count_word}": the number in the page's own words (the dictionary's, or the venue's replacement).
  const word = countWords?.split(COUNT_WORDS_SEPARATOR).map((w) => w.trim())[count] || String(count);
  figures.set('space_count_word', word);
  figures.set('Space_count_word', capitalised(word, language));
  if (prices) {
    figures.set('from_price', formatMoney(lowestPrice(prices.packages), prices.currency, language));
    for (const pack of prices.packages)
      figures.set(`${pack.id}.price`, formatMoney(fromPrice(pack), prices.currency, language));
  }
  for (const layout of totals.layouts) figures.set(`most_${layout}`, String(totals.most[layout]));
  for (const space of venue.spaces) {
    for (const layout of LAYOUTS) {
      const guests = space.capacity[layout];
      if (guests !== undefined) figures.set(`${space.id}.${layout}`, String(guests));
    }
  }
  return figures;
}

const FIGURE = /\{([A-Za-z0-9_.-]+)\}/g;

/** Every string below `value` with its figures filled in; unknown ones reported at their field. */
function fillFigures(
  value: unknown,
  figures: Map<string, string>,
  at: PropertyKey[],
  problem: (at: PropertyKey[], message: string) => void,
): unknown {
  if (typeof value === 'string') {
    return value.replace(FIGURE, (whole, name: string) => {
      const figure = figures.get(name);
      if (figure !== undefined) return figure;
      problem(
        at,
        `no figure is called {${name}} (a space's id and a layout, like {${[...figures.keys()].find((k) => k.includes('.')) ?? 'hall.dinner'}}, or one of {${[...figures.keys()].filter((k) => !k.includes('.')).join('}, {')}})`,
      );
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => fillFigures(item, figures, [...at, index], problem));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFigures(item, figures, [...at, key], problem)]),
    );
  }
  return value;
}

interface Options {
  /** The SITE_NAME setting, which wins over the content's name when set. */
  siteName?: string;
}

/** One YAML file as read: its data as written, and what finds a field's line. */
interface ReadFile {
  doc: Document;
  lines: LineCounter;
  data: unknown;
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
  const shown = (file: string) => path.relative(process.cwd(), path.join(folder, file)) || file;
  const problems: string[] = [];
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

  /** Reads a YAML file (or the front matter of a post, `text`), or says why it cannot; undefined then. */
  const read = (file: string, text = fs.readFileSync(path.join(folder, file), 'utf8')): ReadFile | undefined => {
    const lines = new LineCounter();
    const doc = parseDocument(text, {
      lineCounter: lines,
      prettyErrors: false,
    });
    /** YAML's complaints, each at the line to fix, with what to do there (src/content/yaml-errors.ts). */
    const sayYaml = (found: readonly YamlProblem[]) => {
      for (const { line, message } of found) problems.push(`${shown(file)}: line ${line}: ${message}`);
      return undefined;
    };
    if (doc.errors.length === 0) {
      // A reference (*name) to no anchor: a text that starts with *, which YAML would refuse below.
      const references = unresolvedAliases(doc, text, lines);
      if (references.length > 0) return sayYaml(references);
      // No space where YAML folded a line between two Chinese or Japanese characters.
      joinFoldedLines(doc, text);
      try {
        return { doc, lines, data: doc.toJS() as unknown };
      } catch (error) {
        // The one way a well-formed file fails to turn into data: aliases (`*name`) that repeat what they repeat,
        // a few lines that would take the build's memory (the yaml library stops them).
        const message = error instanceof Error ? error.message : String(error);
        if (!/alias/i.test(message)) throw error;
        problems.push(
          `${shown(file)}: its aliases (*name) repeat too much to be read (${message}): write the words out where they are needed instead`,
        );
        return undefined;
      }
    }
    return sayYaml(yamlProblems(doc.errors, text, lines));
  };
  const problemIn =
    (file: string, entry: ReadFile | undefined) =>
    (at: readonly PropertyKey[], message: string): void => {
      const line = entry ? lineOf(entry.doc, entry.lines, at) : undefined;
      problems.push(
        `${shown(file)}: ${fieldPath(at) || '(the whole file)'}: ${message}${line ? ` (line ${line})` : ''}`,
      );
    };
  /** The schema's complaints, in the reader's words. `unknown` says what a key the schema lacks may be. */
  const report = (
    file: string,
    entry: ReadFile,
    issues: readonly z.core.$ZodIssue[],
    unknown: (at: readonly PropertyKey[], keys: readonly string[]) => string,
  ) => {
    for (const issue of issues) {
      const line = lineOf(entry.doc, entry.lines, issue.path);
      const field = fieldPath(issue.path) || '(the whole file)';
      const input = 'input' in issue ? issue.input : undefined;
      const where = line ? ` (line ${line})` : '';
      if (issue.code === 'unrecognized_keys') {
        problems.push(`${shown(file)}: ${field}: ${unknown(issue.path, issue.keys)}${where}`);
        continue;
      }
      const missing = (issue.code === 'invalid_type' || issue.code === 'custom') && input === undefined;
      const got = missing ? ' (missing)' : `, got ${described(input)}`;
      const hint = hintFor(issue);
      problems.push(`${shown(file)}: ${field}: ${issue.message}${got}${hint ? `; ${hint}` : ''}${where}`);
    }
  };

  const docs = new Map<Key, ReadFile>();
  const parsed: Partial<Parsed> = {};
  for (const [key, { file, schema }] of Object.entries(CONTENT_FILES) as [Key, (typeof CONTENT_FILES)[Key]][]) {
    if (!fs.existsSync(path.join(folder, file))) {
      if (OPTIONAL_FILES.has(key)) continue;
      problems.push(`${shown(file)}: missing (every content folder has ${REQUIRED_FILES.join(', ')})`);
      continue;
    }
    const entry = read(file);
    if (!entry) continue;
    entry.data = withNewForms(key, entry.data);
    // A ZIP code typed without quotes is a number to YAML, which drops its leading zeros (02134 → 2134).
    if (key === 'site') keepAsTyped(entry, ['address', 'postalCode']);
    docs.set(key, entry);
    // A words file emptied of every replacement is the site's words as they are.
    const data = OWN_LANGUAGE_FILES.has(key) ? (entry.data ?? {}) : entry.data;
    const result = schema.safeParse(data, CHECK_OPTIONS);
    if (result.success) (parsed as Record<Key, unknown>)[key] = result.data;
    // Most often a typo: say which names the field may have.
    else
      report(file, entry, result.error.issues, (at, keys) => {
        if (key === 'words') return unknownEntries(at, keys);
        const layouts = at.at(-1) === 'capacity' || at.at(-1) === 'layoutNames';
        const known = layouts ? `the layouts ${LAYOUTS.join(', ')}` : 'the fields this file describes';
        return `unknown ${keys.map((k) => `"${k}"`).join(', ')}: expected only ${known}`;
      });
  }

  const problemAt = (key: Key) => problemIn(CONTENT_FILES[key].file, docs.get(key));
  /** A list's ids must differ: the pages and links find each item by its id. */
  const eachIdOnce = (key: Key, list: string, items: readonly { id: string }[]) => {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const first = seen.get(item.id);
      if (first !== undefined)
        problemAt(key)(
          [list, index, 'id'],
          `"${item.id}" is already the id of ${list}[${first}]; each id must be different`,
        );
      else seen.set(item.id, index);
    });
  };

  const { site, venue } = parsed;
  if (venue) {
    for (const list of ['spaces', 'occasions'] as const) eachIdOnce('venue', list, venue[list]);
    venue.spaces.forEach((space, index) => {
      for (const [field, src] of [
        ['photo', space.photo?.src],
        ['art', space.art],
        ['plan', space.plan?.src],
      ] as const) {
        const at = ['spaces', index, field, ...(field === 'art' ? [] : ['src'])];
        if (src === undefined) continue;
        if (!fs.existsSync(path.join(folder, src)) || !fs.statSync(path.join(folder, src)).isFile()) {
          problemAt('venue')(at, `no file ${src} in ${shown('')}`);
          continue;
        }
        // By its bytes: a field that publishes a picture publishes nothing else (promises §15).
        const problem = pictureProblem(path.join(folder, src), src, { asNamed: field !== 'photo' });
        if (problem) problemAt('venue')(at, problem);
      }
    });
  }
  const { prices } = parsed;
  if (prices) {
    for (const list of ['packages', 'addOns'] as const) eachIdOnce('prices', list, prices[list]);
    if (venue) {
      const spaceIds = venue.spaces.map((space) => space.id);
      prices.packages.forEach((item, index) =>
        item.spaces.forEach((spaceId, at) => {
          if (!spaceIds.includes(spaceId))
            problemAt('prices')(
              ['packages', index, 'spaces', at],
              `no space "${spaceId}" in ${CONTENT_FILES.venue.file} (its spaces are ${spaceIds.join(', ')})`,
            );
        }),
      );
    }
  }
  const { events } = parsed;
  if (events) {
    eachIdOnce('events', 'events', events.events);
    events.events.forEach((event, index) => {
      if (event.photo && !fs.existsSync(path.join(folder, event.photo.src)))
        problemAt('events')(['events', index, 'photo', 'src'], `no file ${event.photo.src} in ${shown('')}`);
    });
    const listsEvents = events.events.length > 0;
    if (listsEvents && !fs.existsSync(path.join(folder, CONTENT_FILES.whatsOn.file)))
      problems.push(
        `${shown(CONTENT_FILES.whatsOn.file)}: missing (a folder with ${CONTENT_FILES.events.file} has it: the words of the What's on page)`,
      );
    // Every page is reachable from the navigation (promises §2); the build drops the entry while nothing is coming.
    const linked = (items: readonly { href: string; children?: readonly { href: string }[] }[]): boolean =>
      items.some((item) => routeOfHref(item.href) === ROUTES.whatsOn || linked(item.children ?? []));
    if (listsEvents && site && !linked(site.navigation.main))
      problemAt('site')(
        ['navigation', 'main'],
        `${CONTENT_FILES.events.file} lists events, so the navigation needs an entry for their page: { label: What's on, href: ${WHATS_ON_PATH} } (it shows while events are coming)`,
      );
  }
  if (site) {
    const icon = path.join(folder, site.icon);
    const problem = fs.existsSync(icon)
      ? iconProblem(site.icon, fs.readFileSync(icon))
      : `no file ${site.icon} in ${shown('')}`;
    if (problem) problemAt('site')(['icon'], problem);
  }
  if (site && !fs.existsSync(path.join(folder, site.shareImage.src))) {
    problemAt('site')(['shareImage', 'src'], `no file ${site.shareImage.src} in ${shown('')}`);
  }
  if (parsed.home?.hero.photo && !fs.existsSync(path.join(folder, parsed.home.hero.photo.src))) {
    problemAt('home')(['hero', 'photo', 'src'], `no file ${parsed.home.hero.photo.src} in ${shown('')}`);
  }
  // The home page lists the suppliers under a title of the venue's words: optional only without suppliers.
  if (venue && venue.suppliers.length > 0 && parsed.home && !parsed.home.suppliers)
    problemAt('home')(
      ['suppliers'],
      `${CONTENT_FILES.venue.file} lists suppliers, so the home page needs the words of their section: suppliers: { title: …, label: … } (or remove the suppliers there)`,
    );
  // The feed's own photos (a site without a blog, promises §14) are shown through the photo step's sizes.
  parsed.home?.feed?.photos?.forEach((photo, index) => {
    const at = ['feed', 'photos', index, 'src'];
    if (!fs.existsSync(path.join(folder, photo.src))) problemAt('home')(at, `no file ${photo.src} in ${shown('')}`);
    else if (!(photo.src.startsWith('photos/') && POST_PHOTO.test(photo.src)))
      problemAt('home')(at, "expected a JPEG, PNG or WebP photo of the content folder's photos/");
  });
  parsed.gallery?.photos.forEach((photo, index) => {
    if (!fs.existsSync(path.join(folder, photo.src)))
      problemAt('gallery')(['photos', index, 'src'], `no file ${photo.src} in ${shown('')}`);
  });

  // The venue's languages, the default first; one unless site.yaml lists several.
  if (site?.language !== undefined && site.languages !== undefined)
    problemAt('site')(
      ['languages'],
      'give the languages once: languages lists them all, the default first, so leave out language (which names the one language of a one-language venue)',
    );
  const languages = site?.languages ?? [site?.language ?? DEFAULT_LANGUAGE];
  const [defaultLanguage = DEFAULT_LANGUAGE, ...otherLanguages] = languages;

  // A language's file the venue does not list is someone's work the site would silently leave out.
  if (site) {
    const codes = new Map(languages.map((tag) => [languageCode(tag), tag]));
    for (const { file } of Object.values(CONTENT_FILES)) {
      const dir = path.join(folder, path.dirname(file));
      const own = new RegExp(`^${path.basename(file, '.yaml').replace(/[.-]/g, '\\$&')}\\.([a-z0-9-]+)\\.yaml$`);
      for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        const code = own.exec(entry)?.[1];
        if (code === undefined || (codes.has(code) && codes.get(code) !== defaultLanguage)) continue;
        const shownFile = path.join(path.dirname(file), entry);
        problems.push(
          codes.get(code) === defaultLanguage
            ? `${shown(shownFile)}: ${defaultLanguage} is the default language, whose words are in ${file}: move them there and remove this file`
            : `${shown(shownFile)}: site.yaml does not list ${code} among the venue's languages (${languages.join(', ')}): add it there, or remove this file`,
        );
      }
    }
  }

  /** Each other language's words, file by file, as its schema reads them. */
  const words = new Map<string, Partial<Record<Key, unknown>>>();
  /** The other languages' own files (words.fr.yaml) as read, by their name: what finds a field's line. */
  const ownFiles = new Map<string, ReadFile>();
  for (const tag of otherLanguages) {
    const name = languageName(tag);
    const found: Partial<Record<Key, unknown>> = {};
    words.set(tag, found);
    for (const key of Object.keys(CONTENT_FILES) as Key[]) {
      const { file } = CONTENT_FILES[key];
      const own = languageFile(file, tag);
      // A language's own file (its words replacing the site's) translates nothing: optional, with or without the
      // default language's, and matched with no other file (src/content/words.ts).
      if (OWN_LANGUAGE_FILES.has(key)) {
        const entry = fs.existsSync(path.join(folder, own)) ? read(own) : undefined;
        if (!entry) continue;
        ownFiles.set(own, entry);
        entry.data = withNewForms(key, entry.data);
        const result = CONTENT_FILES[key].schema.safeParse(entry.data ?? {}, CHECK_OPTIONS);
        if (result.success) found[key] = result.data;
        else report(own, entry, result.error.issues, unknownEntries);
        continue;
      }
      const hasDefault = fs.existsSync(path.join(folder, file));
      if (!fs.existsSync(path.join(folder, own))) {
        if (hasDefault)
          problems.push(
            `${shown(own)}: missing: the ${name} words of ${file} (site.yaml lists ${tag} among the venue's languages)`,
          );
        continue;
      }
      if (!hasDefault) {
        problems.push(
          `${shown(own)}: ${file} is not there, so it has no words to translate: add it, or remove this file`,
        );
        continue;
      }
      const entry = read(own);
      if (!entry) continue;
      entry.data = withNewForms(key, entry.data);
      const shape = SHAPES[key];
      const result = wordsSchema(shape).safeParse(entry.data ?? {}, CHECK_OPTIONS);
      if (!result.success) {
        report(own, entry, result.error.issues, (at, keys) => {
          const here = shapeAt(shape, at);
          return keys
            .map((k) =>
              here?.kind === 'group' && here.fields[k]
                ? `"${k}" is the same in every language: it belongs in ${file} only`
                : `unknown "${k}": expected only the ${name} words of the fields of ${file}`,
            )
            .join('; ');
        });
        continue;
      }
      found[key] = result.data;
      // Checked against what the default language's file says (its data as written), once that file is sound.
      if (parsed[key] === undefined) continue;
      const mark = problemIn(own, entry);
      const base = docs.get(key)!;
      /** An item of the default language's file, as its reader finds it: `spaces[1] "bar" (line 18)`. */
      const inBase = (at: readonly PropertyKey[], id?: string) => {
        const line = lineOf(base.doc, base.lines, at);
        return `${fieldPath(at)}${id ? ` "${id}"` : ''} (${file}${line ? `, line ${line}` : ''})`;
      };
      for (const gap of missingWords(shape, base.data, entry.data ?? {})) {
        switch (gap.problem) {
          case 'missing':
            mark(
              gap.at,
              gap.base
                ? `missing the ${name} words of ${inBase(gap.base, gap.id)}`
                : `missing the ${name} words (the default language's are in ${file})`,
            );
            break;
          case 'extra':
            mark(gap.at, `${file} has nothing here, so there is nothing to translate: leave it out here too`);
            break;
          case 'same':
            mark(
              gap.at,
              `${gap.value} is a time, the same in every language: ${file} gives it once, and each language's page says it in its own way; leave it out here`,
            );
            break;
          case 'length':
            mark(
              gap.at,
              `expected ${gap.expected} item${gap.expected === 1 ? '' : 's'}, one for each in ${file} and in the same order, got ${gap.got}`,
            );
            break;
          case 'unmatched':
            mark(
              gap.at,
              `these ${name} words are for the item with ${ITEM_ID} "${gap.id}", which ${file} no longer has: remove them, or give them the ${ITEM_ID} of the item they translate`,
            );
            break;
          case 'twice-in-base':
            problemAt(key)(
              gap.base,
              `"${gap.id}" is already the ${ITEM_ID} of another item of this list; each item needs its own, or its words in ${name} could be on either`,
            );
            break;
          case 'twice':
            mark(gap.at, `a second item with ${ITEM_ID} "${gap.id}": each item of ${file} has its ${name} words once`);
            break;
          case 'no-id':
            if (gap.base)
              problemAt(key)(
                gap.base,
                `needs an ${ITEM_ID}, so that its words in ${name} (${own}) follow it when the list changes (the editor fills one in)`,
              );
            else
              mark(
                gap.at,
                `expected the ${ITEM_ID} of the item of ${file} these words are for${gap.guess ? ` (in the same place there: ${ITEM_ID}: ${gap.guess})` : ''}`,
              );
            break;
        }
      }
    }
  }

  // The site's words in each language (promises §14): what a language's words file replaces must fit its entries,
  // and a language the site has no dictionary for needs them all.
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

  /**
   * The posts of news/ (promises §14), each language's list newest first; undefined without the folder. A post's file
   * is read as the content files are: every problem named with its file, field and line.
   */
  function readNewsFolder(): Map<string, ContentNewsPost[]> | undefined {
    const dir = path.join(folder, NEWS_FOLDER);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return undefined;
    const shape = shapeOf(newsPost);
    const codes = new Map(languages.map((tag) => [languageCode(tag), tag]));
    /** A post's file: its front matter as YAML, and its Markdown. */
    const readPost = (file: string) => {
      const parts = splitFrontMatter(fs.readFileSync(path.join(folder, file), 'utf8'));
      if (!parts) {
        problems.push(
          `${shown(file)}: (the whole file): expected front matter at the top, between two lines of ---, with the post's title and date; then the post in Markdown`,
        );
        return undefined;
      }
      const entry = read(file, parts.frontMatter);
      return entry && { entry, ...parts };
    };
    /** The pictures of a post's Markdown must be photos of photos/: the page shows them through the photo step. */
    const checkPictures = (file: string, body: string, bodyLine: number) => {
      for (const picture of picturesInMarkdown(body)) {
        const line = bodyLine + picture.line - 1;
        const photo = photoOfMarkdown(picture.href);
        if (photo === null)
          problems.push(
            `${shown(file)}: body: the picture ${JSON.stringify(picture.href)} is not a photo of the content folder's photos/ (a JPEG, PNG or WebP): put it there and name it like photos/terrace.jpg (line ${line})`,
          );
        else if (!fs.existsSync(path.join(folder, photo)))
          problems.push(`${shown(file)}: body: no file ${photo} in ${shown('')} (line ${line})`);
      }
    };

    const posts = new Map<string, { post: NewsPostFile; body: string; data: unknown }>();
    const translations: { slug: string; tag: string; file: string }[] = [];
    const names = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((item) => !item.name.startsWith('.'))
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const item of names) {
      const file = `${NEWS_FOLDER}/${item.name}`;
      const name = newsFileName(item.name);
      if (!item.isFile() || name.kind === 'other') {
        problems.push(
          `${shown(file)}: ${NEWS_FOLDER}/ holds the posts alone, a Markdown file each, like ${NEWS_FOLDER}/spring-open-evening.md (its words in another language: ${NEWS_FOLDER}/spring-open-evening.fr.md)`,
        );
        continue;
      }
      if (!NEWS_SLUG.test(name.slug)) {
        problems.push(
          `${shown(file)}: the file's name is the post's address (/news/${name.slug}): expected lower-case letters, digits and hyphens, like spring-open-evening.md`,
        );
        continue;
      }
      // Astro reads a language from any part of an address (promises §10): /news/fr would be a French page.
      if (codes.has(name.slug)) {
        problems.push(
          `${shown(file)}: the file's name is the post's address (/news/${name.slug}), which is the code of one of the venue's languages: name it otherwise, like ${name.slug}-news.md`,
        );
        continue;
      }
      if (name.kind === 'words') {
        const tag = codes.get(name.code);
        const own = `${NEWS_FOLDER}/${name.slug}.md`;
        if (tag === undefined)
          problems.push(
            `${shown(file)}: site.yaml does not list ${name.code} among the venue's languages (${languages.join(', ')}): add it there, or remove this file`,
          );
        else if (tag === defaultLanguage)
          problems.push(
            `${shown(file)}: ${defaultLanguage} is the default language, whose words are in ${own}: move them there and remove this file`,
          );
        else translations.push({ slug: name.slug, tag, file });
        continue;
      }
      const written = readPost(file);
      if (!written) continue;
      const result = newsPost.safeParse(written.entry.data, CHECK_OPTIONS);
      if (!result.success) {
        report(
          file,
          written.entry,
          result.error.issues,
          (_, keys) =>
            `unknown ${keys.map((k) => `"${k}"`).join(', ')}: expected only the fields of a post (${Object.keys(newsPost.shape).join(', ')})`,
        );
        continue;
      }
      const post = result.data;
      const mark = problemIn(file, written.entry);
      if (written.body === '')
        problems.push(`${shown(file)}: body: expected the post itself, in Markdown, under the front matter`);
      if (post.photo && !fs.existsSync(path.join(folder, post.photo.src)))
        mark(['photo', 'src'], `no file ${post.photo.src} in ${shown('')}`);
      else if (post.photo && !(post.photo.src.startsWith('photos/') && POST_PHOTO.test(post.photo.src)))
        mark(['photo', 'src'], "expected a JPEG, PNG or WebP photo of the content folder's photos/");
      checkPictures(file, written.body, written.bodyLine);
      posts.set(name.slug, { post, body: written.body, data: written.entry.data });
    }

    const asWritten = (slug: string, language: string, post: NewsPostFile, body: string): ContentNewsPost => ({
      slug,
      language,
      title: post.title,
      date: post.date,
      ...(post.photo ? { photo: post.photo } : {}),
      ...(post.summary ? { summary: post.summary } : {}),
      body,
    });
    const byLanguage = new Map(
      languages.map((tag) => [
        tag,
        new Map([...posts].map(([slug, { post, body }]) => [slug, asWritten(slug, defaultLanguage, post, body)])),
      ]),
    );
    for (const { slug, tag, file } of translations) {
      const base = posts.get(slug);
      const own = `${NEWS_FOLDER}/${slug}.md`;
      if (!base) {
        // A post whose own file could not be read is reported already.
        if (!fs.existsSync(path.join(folder, own)))
          problems.push(
            `${shown(file)}: ${own} is not there, so it has no words to translate: add it, or remove this file`,
          );
        continue;
      }
      const written = readPost(file);
      if (!written) continue;
      const name = languageName(tag);
      const result = wordsSchema(shape).safeParse(written.entry.data ?? {}, CHECK_OPTIONS);
      if (!result.success) {
        report(file, written.entry, result.error.issues, (_, keys) =>
          keys
            .map((k) =>
              shape.kind === 'group' && shape.fields[k]
                ? `"${k}" is the same in every language: it belongs in ${own} only`
                : `unknown "${k}": expected only the ${name} words of the fields of ${own}`,
            )
            .join('; '),
        );
        continue;
      }
      const mark = problemIn(file, written.entry);
      const gaps = missingWords(shape, base.data, written.entry.data ?? {});
      for (const gap of gaps)
        mark(
          gap.at,
          gap.problem === 'extra'
            ? `${own} has nothing here, so there is nothing to translate: leave it out here too`
            : `missing the ${name} words (the default language's are in ${own})`,
        );
      if (written.body === '')
        problems.push(
          `${shown(file)}: body: expected the ${name} words of the post itself, in Markdown, under the front matter`,
        );
      checkPictures(file, written.body, written.bodyLine);
      if (gaps.length > 0 || written.body === '') continue;
      const post = withWords(shape, base.post, result.data) as NewsPostFile;
      byLanguage.get(tag)!.set(slug, asWritten(slug, tag, post, written.body));
    }
    return new Map([...byLanguage].map(([tag, list]) => [tag, [...list.values()].sort(newestFirst)]));
  }

  const news = readNewsFolder();

  for (const name of venueFiles(folder)) {
    const problem = publishedFileProblem(name, path.join(folder, VENUE_FILES_DIR, name));
    if (problem) problems.push(`${shown(`${VENUE_FILES_DIR}/${name}`)}: ${problem}`);
  }

  if (problems.length > 0 || !site || !venue) throw new ContentError(problems);

  const siteNameSetting = options.siteName?.trim();
  const totals = totalsOf(venue);
  // The same in every language: the photo and its point are written once, in site.yaml.
  const shareImageUrl = `${SHARE_IMAGE_FOLDER}${shareImageName(
    site.shareImage.src,
    fs.readFileSync(path.join(folder, site.shareImage.src)),
    site.shareImage.focus,
  )}`;
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
    const dictionary = dictionaryWith(tag, ownWords(tag));
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
      site: {
        ...filled.site,
        contact: {
          ...filled.site.contact,
          phone: phoneAsRead(filled.site.contact.phone, filled.site.address.country, tag, tag === defaultLanguage),
          phoneInternational: internationalNumber(filled.site.contact.phone, filled.site.address.country),
        },
        name: siteName,
        language: tag,
        languages,
        blogLanguage: filled.site.blogLanguage ?? defaultLanguage,
        shareImage: { ...filled.site.shareImage, url: shareImageUrl },
      },
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
