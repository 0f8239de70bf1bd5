/**
 * A new venue's content folder, from a few answers (`npm run new-venue`, scripts/new-venue.mjs; promises §18): every
 * file the build needs and none it does not, so that it builds at once and says nothing of another venue.
 *
 * - The venue's words are placeholders that name their field, as the build's messages do (`[hero.title]`, in each
 *   language's file), or the site's own words where one of its dictionaries has just the thing (a form's title, the
 *   enquiry's link), never a word of the demo venue. A language the site has no dictionary for gets its words file
 *   to write (`npm run words`'s).
 * - Numbers (a space's size in the venue's units, its guests, the hours, a package's price) and the phone are
 *   placeholders too, each said so in a comment beside it: the phone is an example number of the country's.
 * - The address has the fields the country's addresses use (its region only where they write one).
 * - Photos are placeholders drawn here as SVG (the file's name on a plain tint, crossed out), which the command
 *   turns into small JPEGs; their alt texts are placeholders.
 * - What the build leaves optional is left out: events, news, suppliers, testimonials, a timeline, floor plans.
 *
 * Pure, and plain TypeScript with relative imports, which Node runs as it is (as scripts/words.mjs runs
 * words-template.ts): answers in, files' texts out.
 */
import * as addressFormatter from '@fragaria/address-formatter';
import { getExampleNumber, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import { Document, isMap, isScalar, visit, type Scalar } from 'yaml';
import { z } from 'zod';
import { fill, shippedDictionaryFor, type Dictionary } from '../i18n/index';
import { ROUTES } from '../shared/routes';
import { hasWords, ITEM_ID, languageFile, languageName, shapeOf, type Shape } from './languages';
import { DAYS, type Day } from './names';
import { CONTENT_FILES, siteFile, type Units } from './schema';
import { wordsFileName, wordsTemplate } from './words-template';

/** What the owner answers. */
export interface Answers {
  /** The venue's name, as its pages say it. */
  name: string;
  /** Its languages as BCP 47 tags, the default first. */
  languages: readonly string[];
  /** The country it is in: ISO 3166-1's two letters, as the address names it. */
  country: string;
  /** Its clock, an IANA time zone. */
  timeZone: string;
  /** Its currency, ISO 4217's three letters. */
  currency: string;
  /** What its spaces are measured in. */
  units: 'metric' | 'imperial';
}

type Answer = keyof Answers;

/** A new content folder: each file's text by its path in the folder, the photos as SVG drawings to make JPEGs of. */
export interface NewVenue {
  files: Map<string, string>;
  photos: Map<string, string>;
  /**
   * The words files of the languages the site has no words of its own for (`words.pl.yaml`, Polish): each entry is
   * to write before the folder builds.
   */
  wordsToWrite: { file: string; language: string }[];
}

/** An answer as read, or what is wrong with it, in words for the owner. */
export type Read<T> = { value: T } | { problem: string };

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined =>
  result.success ? undefined : result.error!.issues[0]!.message;

const regionName = (country: string, tag: string): string | undefined => {
  const name = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' }).of(country);
  return name === undefined || name === country ? undefined : name;
};

const checked = <T>(value: T, problem: string | undefined): Read<T> => (problem ? { problem } : { value });

/** How each answer is read from what the owner types, and checked. */
const READERS: { [K in Answer]: (text: string) => Read<Answers[K]> } = {
  name: (text) => checked(text, text === '' ? "expected the venue's name" : undefined),
  languages: (text) => {
    const tags = text.split(/[\s,]+/).filter(Boolean);
    if (tags.length === 0) return { problem: 'expected at least one language, like de or en-GB' };
    let canonical: string[];
    try {
      // One by one: the list's own canonical form would drop a tag given twice, which the schema names.
      canonical = tags.map((tag) => Intl.getCanonicalLocales(tag)[0]!);
    } catch {
      return { problem: `expected language tags, like de, en-GB or pt-BR (got ${tags.join(', ')})` };
    }
    return checked(canonical, firstIssue(siteFile.shape.languages.safeParse(canonical)));
  },
  country: (text) => {
    const code = text.toUpperCase();
    return checked(
      code,
      !/^[A-Z]{2}$/.test(code)
        ? 'expected a two-letter country code, like DE, GB or US'
        : !regionName(code, 'en')
          ? `no country has the code ${code}`
          : !isSupportedCountry(code)
            ? `no phone numbers are known for ${code}: give the country whose numbers the venue's phone has`
            : undefined,
    );
  },
  timeZone: (text) =>
    checked(
      text,
      text === ''
        ? 'expected a time zone name like Europe/Berlin'
        : firstIssue(siteFile.shape.timeZone.safeParse(text)),
    ),
  currency: (text) => {
    const code = text.toUpperCase();
    return checked(code, firstIssue(CONTENT_FILES.prices.schema.shape.currency.safeParse(code)));
  },
  units: (text) => {
    const units = text.toLowerCase();
    return units === 'metric' || units === 'imperial'
      ? { value: units }
      : { problem: 'expected metric (metres) or imperial (feet)' };
  },
};

/**
 * An answer as the owner types it, read and checked: by the schema the build checks the folder with where it checks
 * the same thing (a language tag, a time zone, a currency), else here.
 */
export const readAnswer = <K extends Answer>(key: K, typed: string): Read<Answers[K]> => READERS[key](typed.trim());

/**
 * The file in which the demo's owner answers the same questions in the editor (`/admin/`, "Your venue's own site"):
 * it stands in the demo's folder alone, so the editor offers it there and nowhere else, and saving it has the
 * repository's workflow (.github/workflows/new-venue.yml) run `npm run new-venue -- --answers … --replace`, which puts
 * the venue's own folder in the demo's place. The demo ships it with no answers, which does nothing.
 */
export const ANSWERS_FILE = 'new-venue.yaml';

/** An answer as the editor writes it: its text, or a list of texts for the languages. */
const typedOf = (value: string | readonly string[]): string => (typeof value === 'string' ? value : value.join(','));

/**
 * The answers file, checked as the command checks each answer typed in a terminal (`readAnswer`): the editor's fields
 * come from it (src/content/editor-config.ts), as the content files' come from theirs.
 */
export const answersFile = z
  .strictObject({
    name: z.string().describe("The venue's name, as its pages will say it."),
    languages: z
      .array(z.string())
      .describe("The venue's languages, the default first, each a tag like de, en-GB or pt-BR."),
    country: z
      .string()
      .describe('The country the venue is in, as its two-letter code: DE, GB, US (its addresses and phones).'),
    timeZone: z
      .string()
      .describe("The venue's clock, a time zone name like Europe/Berlin: its events and held dates are read in it."),
    currency: z.string().describe("The venue's currency, as its three-letter code: EUR, GBP, USD."),
    units: z
      .enum(['metric', 'imperial'])
      .describe("What its spaces' sizes are in: metric (metres) or imperial (feet)."),
  })
  .superRefine((typed, context) => {
    for (const key of Object.keys(READERS) as Answer[]) {
      const read = readAnswer(key, typedOf(typed[key]));
      if ('problem' in read) context.addIssue({ code: 'custom', path: [key], message: read.problem });
    }
  })
  .transform((typed): Answers => ({
    name: typed.name.trim(),
    languages: (readAnswer('languages', typedOf(typed.languages)) as { value: string[] }).value,
    country: typed.country.trim().toUpperCase(),
    timeZone: typed.timeZone.trim(),
    currency: typed.currency.trim().toUpperCase(),
    units: typed.units,
  }));

/**
 * Whether the answers file says nothing yet, as the demo ships it: no answer but the units, which the editor sets.
 * Then the workflow has nothing to do.
 */
export const unanswered = (raw: unknown): boolean =>
  raw === null ||
  raw === undefined ||
  (typeof raw === 'object' &&
    Object.entries(raw).every(
      ([key, value]) => key === 'units' || value === null || value === '' || (Array.isArray(value) && !value.length),
    ));

/**
 * What a venue in `country` measures in: feet where CLDR's measurement system is the US one (its supplemental
 * `measurementData`: the United States, Liberia, Myanmar), else metres.
 */
export const unitsIn = (country: string): Answers['units'] =>
  ['US', 'LR', 'MM'].includes(country) ? 'imperial' : 'metric';

/** The time zones of a country, as CLDR lists them (one for most; America/Chicago among the United States'). */
export const timeZonesOf = (country: string): string[] =>
  (new Intl.Locale(`und-${country}`) as Intl.Locale & { getTimeZones?: () => string[] }).getTimeZones?.() ?? [];

/** The language most likely spoken in a country, with its region: `de-DE`, `en-US`, `ja-JP` (CLDR's likely subtags). */
export const likelyLanguage = (country: string): string =>
  `${new Intl.Locale(`und-${country}`).maximize().language}-${country}`;

/** Something for the owner to write: the build's name of the field (`hero.title`) in brackets takes its place. */
const TO_WRITE = Symbol('to write');
type ToWrite = typeof TO_WRITE;

/** The field's place in its file as the build's messages write it: `spaces[0].name`. */
const fieldName = (at: readonly (string | number)[]): string =>
  at.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');

/** `value` with each thing to write made a placeholder naming its field. */
function placeholders(value: unknown, at: (string | number)[] = []): unknown {
  if (value === TO_WRITE) return `[${fieldName(at)}]`;
  if (Array.isArray(value)) return value.map((item, index) => placeholders(item, [...at, index]));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, placeholders(field, [...at, key])]));
  return value;
}

/** The files of a folder that the build needs, by their kind (src/content/schema.ts `CONTENT_FILES`). */
type Written = 'site' | 'venue' | 'home' | 'venuePage' | 'contact' | 'news' | 'gallery' | 'prices';
const WRITTEN: readonly Written[] = ['site', 'venue', 'home', 'venuePage', 'contact', 'news', 'gallery', 'prices'];

const HERO = 'photos/hero.jpg';
const SPACE = 'space-1';
const SPACE_PHOTO = `photos/${SPACE}.jpg`;
/** A floor and a number of guests to replace: round figures in the venue's own unit. */
const FLOOR: Record<Units, { length: number; width: number }> = {
  metres: { length: 20, width: 10 },
  feet: { length: 60, width: 30 },
};
const GUESTS = { reception: 100 };
const WEEKDAYS: readonly Day[] = DAYS.slice(0, 5);
const HOURS = { opens: '09:00', closes: '17:00' };

/** A day's name in a language, as the site names the days of its prices (src/shared/prices/words.ts); 2024-01-01 was a Monday. */
const dayName = (day: Day, tag: string): string =>
  new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + DAYS.indexOf(day)));

/** A name's letters in links and addresses: `Haus am See` → `haus-am-see` (empty for a name in another script). */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The package's types call `format` a named export; the CommonJS build Node loads has it on the default export. */
const { format: formatAddress } =
  (addressFormatter as unknown as { default?: typeof addressFormatter }).default ?? addressFormatter;

/**
 * Whether the country's addresses write a region (a US state; not an English county, nor a German Land): whether
 * the country's format, which the pages write the address in (src/content/present.ts), shows one.
 */
const writesRegion = (country: string): boolean =>
  formatAddress(
    { road: 'street', city: 'locality', state: 'REGION', postcode: 'postcode', countryCode: country },
    { output: 'array' },
  ).some((line) => line.includes('REGION'));

/** Each file's content in one language: the default language's whole, another's laid over it (its words). */
function contentIn(tag: string, answers: Answers): Record<Written, unknown> {
  const [defaultLanguage] = answers.languages;
  const isDefault = tag === defaultLanguage;
  const dictionary = shippedDictionaryFor(tag);
  /** The site's own words where its dictionary in this language has them, else a placeholder. */
  const said = (words: (dictionary: Dictionary) => string): string | ToWrite =>
    dictionary ? words(dictionary) : TO_WRITE;
  const { name, country } = answers;
  const units: Units = answers.units === 'imperial' ? 'feet' : 'metres';
  const enquire = { label: said((d) => fill(d.venue.enquireAbout, { name })), href: ROUTES.contact.path };
  const phone = getExampleNumber(country as CountryCode, examples)!;
  const slug = slugOf(name);
  const countryName = regionName(country, tag) ?? country;
  const photo = (src: string) => ({ src, alt: TO_WRITE });

  const site = {
    name,
    description: TO_WRITE,
    titleSuffix: TO_WRITE,
    ...(answers.languages.length > 1 ? { languages: answers.languages } : { language: tag }),
    timeZone: answers.timeZone,
    units,
    icon: 'icon.svg',
    shareImage: photo(HERO),
    contact: { phone: phone.formatNational(), email: `${slug || 'venue'}@example.com` },
    address: {
      street: TO_WRITE,
      locality: TO_WRITE,
      ...(writesRegion(country) ? { region: TO_WRITE } : {}),
      postalCode: TO_WRITE,
      country,
      countryName,
      mapUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${name} ${countryName}`)}`,
    },
    hours: [
      {
        id: `${WEEKDAYS[0]!}-${WEEKDAYS.at(-1)!}`.toLowerCase(),
        days: said((d) =>
          fill(d.prices.dayRange, { first: dayName(WEEKDAYS[0]!, tag), last: dayName(WEEKDAYS.at(-1)!, tag) }),
        ),
        schemaDays: WEEKDAYS,
        ...HOURS,
      },
    ],
    eventsUntil: TO_WRITE,
    hoursLabel: TO_WRITE,
    navigation: {
      main: (['home', 'venue', 'gallery', 'news', 'contact'] as const).map((page) => ({
        id: page,
        label: page === 'contact' ? said((d) => d.forms.enquiry.label) : TO_WRITE,
        href: ROUTES[page].path,
      })),
      secondary: [],
    },
    footer: {
      subscribeTitle: said((d) => d.forms.subscribe.label),
      subscribeText: TO_WRITE,
      findUs: said((d) => d.brochure.address),
    },
    // The eyebrow is the status's number, the same in every language.
    notFound: { eyebrow: '404', title: TO_WRITE, lede: TO_WRITE, button: said((d) => fill(d.site.homeLink, { name })) },
  };

  const venue = {
    spaces: [
      {
        id: SPACE,
        name: TO_WRITE,
        summary: TO_WRITE,
        description: TO_WRITE,
        dimensions: FLOOR[units],
        capacity: GUESTS,
        photo: photo(SPACE_PHOTO),
      },
    ],
    occasions: [{ id: 'occasion-1', name: TO_WRITE, text: TO_WRITE }],
  };

  const seo = { title: TO_WRITE, description: TO_WRITE };
  const header = { eyebrow: TO_WRITE, title: TO_WRITE, lede: TO_WRITE };
  const home = {
    // The venue's name, as every language says it (the figure the build fills in).
    seo: { ...seo, title: '{site_name}' },
    hero: {
      eyebrow: TO_WRITE,
      title: TO_WRITE,
      lede: TO_WRITE,
      primary: enquire,
      secondary: { label: TO_WRITE, href: '#spaces' },
      photo: photo(HERO),
    },
    intro: { title: TO_WRITE, paragraphs: [TO_WRITE], facts: [] },
    spaces: { eyebrow: TO_WRITE, title: TO_WRITE, more: { label: TO_WRITE, href: `${ROUTES.venue.path}#spaces` } },
    occasions: { eyebrow: TO_WRITE, title: TO_WRITE },
    news: {
      eyebrow: TO_WRITE,
      title: TO_WRITE,
      more: { label: said((d) => d.news.allPosts), href: ROUTES.news.path },
    },
    callToAction: { title: TO_WRITE, button: enquire },
  };
  const venuePage = {
    seo,
    header,
    spaces: { title: TO_WRITE, tableCaption: said((d) => d.brochure.capacity) },
    faq: { title: TO_WRITE, questions: [{ id: 'question-1', q: TO_WRITE, a: TO_WRITE }] },
    visit: {
      title: TO_WRITE,
      hoursTitle: TO_WRITE,
      gettingHereTitle: TO_WRITE,
      gettingHere: [TO_WRITE],
      mapLabel: TO_WRITE,
      button: enquire,
    },
  };
  const contact = {
    seo: { ...seo, title: said((d) => d.forms.enquiry.label) },
    header,
    enquiry: { title: said((d) => d.forms.enquiry.label) },
    aside: { title: said((d) => d.forms.otherWays) },
    attachments: { title: said((d) => d.forms.attachments.label), text: TO_WRITE },
  };
  const news = { seo, header };
  const gallery = {
    seo,
    header,
    photos: [
      { id: 'hero', ...photo(HERO) },
      { id: SPACE, ...photo(SPACE_PHOTO) },
    ],
  };
  const prices = {
    currency: answers.currency,
    title: said((d) => d.prices.spacePackages),
    lede: TO_WRITE,
    packages: [{ id: 'package-1', name: TO_WRITE, includes: [TO_WRITE], price: 0, per: 'event', spaces: [SPACE] }],
  };
  const all = { site, venue, home, venuePage, contact, news, gallery, prices };
  return Object.fromEntries(
    WRITTEN.map((key) => {
      const data = placeholders(all[key]);
      return [key, isDefault ? data : wordsOf(SHAPES[key], data)];
    }),
  ) as Record<Written, unknown>;
}

const SHAPES = Object.fromEntries(WRITTEN.map((key) => [key, shapeOf(CONTENT_FILES[key].schema)])) as Record<
  Written,
  Shape
>;

/**
 * A language's file from its content: the words alone, in the same nesting, each keyed list's items with their ids
 * (src/content/languages.ts). Words another language may leave as the default's (the venue's name) are left out.
 */
function wordsOf(shape: Shape, value: unknown): unknown {
  if (value === undefined || !hasWords(shape)) return undefined;
  switch (shape.kind) {
    case 'words':
      return shape.mayRepeat ? undefined : value;
    case 'list': {
      const items = value as unknown[];
      if (items.length === 0) return undefined;
      return items.map((item) => {
        const words = wordsOf(shape.item, item);
        return shape.keyed ? { [ITEM_ID]: (item as Record<string, unknown>)[ITEM_ID], ...(words as object) } : words;
      });
    }
    case 'group': {
      const fields = Object.entries(shape.fields).flatMap(([key, field]) => {
        const words = wordsOf(field, (value as Record<string, unknown>)[key]);
        return words === undefined ? [] : [[key, words] as const];
      });
      return fields.length > 0 ? Object.fromEntries(fields) : undefined;
    }
    case 'same':
      return undefined;
  }
}

/** Beside these fields of the default language's files, what their placeholder is. */
function notesFor(answers: Answers): Partial<Record<Written, [string[], string][]>> {
  const units = answers.units === 'imperial' ? 'feet' : 'metres';
  return {
    site: [
      [
        ['contact', 'phone'],
        `An example ${answers.country} number (libphonenumber's), not the venue's: write its own.`,
      ],
      [['contact', 'email'], "An address of no one's (example.com): write the venue's."],
      [
        ['address'],
        `The fields ${answers.country} addresses have, which the pages write in the country's order: write the venue's in place of each.`,
      ],
      [['hours'], "Hours to replace with the venue's, on the 24-hour clock."],
    ],
    venue: [
      [['spaces'], `A space to replace with the venue's own: its size is in ${units} (site.yaml's units).`],
      [['occasions'], 'The kinds of event the venue holds: the home page lists them, the enquiry offers them.'],
    ],
    prices: [
      [['packages'], `A package to replace with the venue's, its price in ${answers.currency}, or remove this file.`],
    ],
  };
}

/** What a file's first lines say: what its brackets are, and for another language's file, what it holds. */
const fileNote = (file: string, tag: string, defaultLanguage: string): string =>
  [
    ...(tag === defaultLanguage
      ? []
      : [` The ${languageName(tag)} words of ${file}, each where it is there (the rest is in ${file} alone).`]),
    ' Written by `npm run new-venue`. Each text in [brackets] is a placeholder naming its field: write the',
    " venue's words in its place. docs/content.md says what each file holds.",
  ].join('\n');

/** The YAML of a file: `note` at its head, `notes` above their fields, lists of names on a line. */
function yamlOf(data: unknown, note: string, notes: readonly [string[], string][] = []): string {
  const doc = new Document(data);
  doc.commentBefore = note;
  visit(doc, {
    Seq: (_, node) => {
      const names = node.items.every((item) => isScalar(item) && /^[\w-]+$/.test(String(item.value)));
      if (node.items.length > 0 && names) node.flow = true;
    },
    // A time in quotes, as a YAML 1.1 reader would take 09:00 for a number of minutes.
    Scalar: (_, node) => {
      if (typeof node.value === 'string' && /^\d{2}:\d{2}$/.test(node.value)) node.type = 'QUOTE_SINGLE';
    },
  });
  for (const [at, text] of notes) {
    const parent = at.length > 1 ? doc.getIn(at.slice(0, -1), true) : doc.contents;
    const pair = isMap(parent)
      ? parent.items.find((item) => isScalar(item.key) && item.key.value === at.at(-1))
      : undefined;
    if (!pair) throw new Error(`no field ${at.join('.')} to note`);
    (pair.key as Scalar).commentBefore = ` ${text}`;
  }
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false, singleQuote: true });
}

/** The placeholders' colours: a dark tint (the hero's words are set light on its photo), its cross, the file's name. */
const TINT = '#4f4a43';
const CROSS = '#655e55';
const INK = '#ece6db';

/** A photo to replace: the file's name on a plain tint, crossed out. */
function placeholderPhoto(file: string, width = 1600, height = 1067): string {
  const size = Math.round(width / 24);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${TINT}"/>`,
    `<path d="M0 0L${width} ${height}M${width} 0L0 ${height}" stroke="${CROSS}" stroke-width="${Math.round(size / 6)}"/>`,
    `<rect x="${width / 2 - size * 6}" y="${height / 2 - size}" width="${size * 12}" height="${size * 2}" fill="${TINT}"/>`,
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="${INK}">${file}</text>`,
    '</svg>',
  ].join('');
}

/** The tab's icon to replace: a plain square, crossed out. */
const PLACEHOLDER_ICON =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${TINT}"/>` +
  `<path d="M16 16L48 48M48 16L16 48" stroke="${INK}" stroke-width="6" stroke-linecap="round"/></svg>\n`;

/** The folder the answers make. */
export function newVenue(answers: Answers): NewVenue {
  const [defaultLanguage] = answers.languages;
  if (!defaultLanguage) throw new Error('a venue needs at least one language');
  const files = new Map<string, string>();
  const notes = notesFor(answers);
  for (const tag of answers.languages) {
    const content = contentIn(tag, answers);
    for (const key of WRITTEN) {
      const file = CONTENT_FILES[key].file;
      const isDefault = tag === defaultLanguage;
      files.set(
        isDefault ? file : languageFile(file, tag),
        yamlOf(content[key], fileNote(file, tag, defaultLanguage), isDefault ? notes[key] : []),
      );
    }
  }
  const wordsToWrite = answers.languages
    .filter((tag) => !shippedDictionaryFor(tag))
    .map((tag) => {
      const file = wordsFileName(tag, defaultLanguage);
      files.set(file, wordsTemplate(tag).text);
      return { file, language: languageName(tag) };
    });
  files.set('icon.svg', PLACEHOLDER_ICON);
  const photos = new Map([HERO, SPACE_PHOTO].map((file) => [file, placeholderPhoto(file)]));
  return { files, photos, wordsToWrite };
}
