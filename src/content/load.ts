/**
 * Reads a venue's content folder, checks every file against the schema, and works out the figures the copy may
 * quote ("{most_guests}"), so no page holds a venue's word or a number the data can give.
 *
 * Every problem is collected before anything fails, and each names the file, the field and what was expected
 * (`examples/x/venue.yaml: spaces[2].capacity.dinner: expected a whole number, got "lots" (line 31)`): the person
 * who reads it edits YAML, and one build should tell them everything to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import {
  CONTENT_FILES,
  LAYOUTS,
  isWhatsOnHref,
  OPTIONAL_FILES,
  WHATS_ON_PATH,
  type ContactPage,
  type GalleryPage,
  type HomePage,
  type Layout,
  type NewsPage,
  type SiteFile,
  type VenueEvent,
  type VenueFile,
  type VenuePage,
  type WhatsOnPage,
} from './schema';

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The venue's content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ContentError';
  }
}

export interface Totals {
  /** The most guests any space takes in any layout. */
  mostGuests: number;
  /** The smallest of the spaces' largest capacities: "for 40 to 350 guests". */
  fewestGuests: number;
  /** Per layout, the most any one space takes (absent: no space offers it). */
  most: Partial<Record<Layout, number>>;
  /** The layouts at least one space offers, in table order. */
  layouts: Layout[];
}

export interface Content {
  /** The folder, absolute. */
  dir: string;
  site: SiteFile;
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
  totals: Totals;
}

type Key = keyof typeof CONTENT_FILES;
type Parsed = { [K in Key]: z.infer<(typeof CONTENT_FILES)[K]['schema']> };
/** The files every folder has: `every content folder has …` names these. */
const REQUIRED_FILES = Object.entries(CONTENT_FILES)
  .filter(([key]) => !OPTIONAL_FILES.has(key as Key))
  .map(([, entry]) => entry.file);

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `spaces[2].capacity.dinner` */
export function fieldPath(segments: readonly PropertyKey[]): string {
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

export function totalsOf(venue: VenueFile): Totals {
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
export function quotableFigures(siteName: string, venue: VenueFile, totals: Totals): Map<string, string> {
  const count = venue.spaces.length;
  const word = NUMBER_WORDS[count] ?? String(count);
  const figures = new Map<string, string>([
    ['site_name', siteName],
    ['most_guests', String(totals.mostGuests)],
    ['fewest_guests', String(totals.fewestGuests)],
    ['space_count', String(count)],
    ['space_count_word', word],
    ['Space_count_word', capitalised(word)],
  ]);
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

/**
 * @param dir the content folder (absolute, or relative to the working directory)
 * @param options.siteName the SITE_NAME setting, which wins over the content's name when set
 */
export function loadContent(dir: string, options: { siteName?: string } = {}): Content {
  const folder = path.resolve(dir);
  const shown = (file: string) => path.relative(process.cwd(), path.join(folder, file)) || file;
  const problems: string[] = [];
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    throw new ContentError([
      `${shown('')}: no content folder here (CONTENT_DIR names a folder holding site.yaml, venue.yaml and pages/)`,
    ]);
  }

  const docs = new Map<Key, { doc: Document; lines: LineCounter }>();
  const parsed: Partial<Parsed> = {};
  for (const [key, { file, schema }] of Object.entries(CONTENT_FILES) as [Key, (typeof CONTENT_FILES)[Key]][]) {
    const full = path.join(folder, file);
    if (!fs.existsSync(full)) {
      if (OPTIONAL_FILES.has(key)) continue;
      problems.push(`${shown(file)}: missing (every content folder has ${REQUIRED_FILES.join(', ')})`);
      continue;
    }
    const lines = new LineCounter();
    const doc = parseDocument(fs.readFileSync(full, 'utf8'), { lineCounter: lines, prettyErrors: false });
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        const line = lines.linePos(error.pos[0]).line;
        problems.push(`${shown(file)}: line ${line}: YAML cannot be read here: ${error.message.split('\n')[0]}`);
      }
      continue;
    }
    docs.set(key, { doc, lines });
    const result = schema.safeParse(doc.toJS(), { reportInput: true });
    if (result.success) {
      (parsed as Record<Key, unknown>)[key] = result.data;
      continue;
    }
    for (const issue of result.error.issues) {
      const line = lineOf(doc, lines, issue.path);
      const field = fieldPath(issue.path) || '(the whole file)';
      const input = 'input' in issue ? issue.input : undefined;
      const where = line ? ` (line ${line})` : '';
      if (issue.code === 'unrecognized_keys') {
        // Most often a typo: say which names the field may have.
        const known =
          issue.path.at(-1) === 'capacity' ? `the layouts ${LAYOUTS.join(', ')}` : 'the fields this file describes';
        problems.push(
          `${shown(file)}: ${field}: unknown ${issue.keys.map((k) => `"${k}"`).join(', ')}: expected only ${known}${where}`,
        );
        continue;
      }
      const missing = (issue.code === 'invalid_type' || issue.code === 'custom') && input === undefined;
      const got = missing ? ' (missing)' : `, got ${described(input)}`;
      problems.push(`${shown(file)}: ${field}: ${issue.message}${got}${where}`);
    }
  }

  const problemAt = (key: Key) => (at: PropertyKey[], message: string) => {
    const entry = docs.get(key);
    const line = entry ? lineOf(entry.doc, entry.lines, at) : undefined;
    problems.push(`${shown(CONTENT_FILES[key].file)}: ${fieldPath(at)}: ${message}${line ? ` (line ${line})` : ''}`);
  };

  const { site, venue } = parsed;
  if (venue) {
    for (const list of ['spaces', 'occasions'] as const) {
      const seen = new Map<string, number>();
      venue[list].forEach((item, index) => {
        const first = seen.get(item.id);
        if (first !== undefined)
          problemAt('venue')(
            [list, index, 'id'],
            `"${item.id}" is already the id of ${list}[${first}]; each id must be different`,
          );
        else seen.set(item.id, index);
      });
    }
    venue.spaces.forEach((space, index) => {
      for (const [field, src] of [
        ['photo', space.photo?.src],
        ['art', space.art],
      ] as const) {
        if (src !== undefined && !fs.existsSync(path.join(folder, src))) {
          problemAt('venue')(
            ['spaces', index, field, ...(field === 'photo' ? ['src'] : [])],
            `no file ${src} in ${shown('')}`,
          );
        }
      }
    });
  }
  const { events } = parsed;
  if (events) {
    const seen = new Map<string, number>();
    events.events.forEach((event, index) => {
      const first = seen.get(event.id);
      if (first !== undefined)
        problemAt('events')(
          ['events', index, 'id'],
          `"${event.id}" is already the id of events[${first}]; each id must be different`,
        );
      else seen.set(event.id, index);
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
      items.some((item) => isWhatsOnHref(item.href) || linked(item.children ?? []));
    if (listsEvents && site && !linked(site.navigation.main))
      problemAt('site')(
        ['navigation', 'main'],
        `${CONTENT_FILES.events.file} lists events, so the navigation needs an entry for their page: { label: What's on, href: ${WHATS_ON_PATH} } (it shows while events are coming)`,
      );
  }
  if (site) {
    const icon = path.join(folder, site.icon);
    if (!fs.existsSync(icon)) problemAt('site')(['icon'], `no file ${site.icon} in ${shown('')}`);
    else if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[^]*?-->\s*)*<svg[\s>]/.test(fs.readFileSync(icon, 'utf8')))
      problemAt('site')(['icon'], `${site.icon} is not an SVG drawing (expected it to start with <svg>)`);
  }
  if (site && !fs.existsSync(path.join(folder, site.shareImage.src))) {
    problemAt('site')(['shareImage', 'src'], `no file ${site.shareImage.src} in ${shown('')}`);
  }
  if (parsed.home?.hero.photo && !fs.existsSync(path.join(folder, parsed.home.hero.photo.src))) {
    problemAt('home')(['hero', 'photo', 'src'], `no file ${parsed.home.hero.photo.src} in ${shown('')}`);
  }
  parsed.gallery?.photos.forEach((photo, index) => {
    if (!fs.existsSync(path.join(folder, photo.src)))
      problemAt('gallery')(['photos', index, 'src'], `no file ${photo.src} in ${shown('')}`);
  });

  if (problems.length > 0 || !site || !venue) throw new ContentError(problems);

  const siteName = options.siteName?.trim() || site.name;
  const totals = totalsOf(venue);
  const figures = quotableFigures(siteName, venue, totals);
  const filled = {} as Parsed;
  for (const key of Object.keys(CONTENT_FILES) as Key[]) {
    (filled as Record<Key, unknown>)[key] =
      key === 'site' ? parsed.site : fillFigures(parsed[key], figures, [], problemAt(key));
  }
  if (problems.length > 0) throw new ContentError(problems);

  return {
    dir: folder,
    site: { ...filled.site, name: siteName },
    venue: filled.venue,
    home: filled.home,
    venuePage: filled.venuePage,
    contact: filled.contact,
    news: filled.news,
    gallery: filled.gallery,
    events: filled.events?.events ?? [],
    ...(filled.whatsOn ? { whatsOn: filled.whatsOn } : {}),
    totals,
  };
}
