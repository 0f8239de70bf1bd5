import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import {
  editorConfig,
  editorConfigYaml,
  fieldsOf,
  keyInWords,
  nodeOf,
  type EditorConfig,
  type EditorField,
} from './editor-config';
import { entries } from '@/i18n';
import { en } from '@/i18n/en';
import { languageFile, shapeOf, type Shape } from './languages';
import { ANSWERS_FILE, answersFile, unanswered } from './new-venue';
import { HAUS_AM_SEE } from './new-venue.test-support';
import { loadContent, loadContents } from './load';
import { CONTENT_FILES, DAYS, LAYOUTS, OPTIONAL_FILES } from './schema';

type Key = keyof typeof CONTENT_FILES;
const KEYS = Object.keys(CONTENT_FILES) as Key[];
/** The two venues in the repository, by their folder from its root. */
const VENUES = ['content', 'examples/rooftop'];
const root = path.resolve(import.meta.dirname, '../..');

const filesOf = (config: EditorConfig) => config.collections[0]!.files;
const fieldsFor = (config: EditorConfig, key: Key): EditorField[] => {
  const entry = filesOf(config).find((file) => file.name === key);
  if (!entry) throw new Error(`no file ${key} in the config`);
  return entry.fields;
};
/** The field at a path of names (`['spaces', 'capacity', 'dinner']`, lists by their item's fields). */
function fieldAt(fields: EditorField[], names: string[]): EditorField | undefined {
  let field: EditorField | undefined;
  let within = fields;
  for (const name of names) {
    field = within.find((candidate) => candidate.name === name);
    if (!field) return undefined;
    within = field.fields ?? [];
  }
  return field;
}
const readData = (venue: string, key: Key): unknown =>
  parse(fs.readFileSync(path.join(root, venue, CONTENT_FILES[key].file), 'utf8'));
const present = (venue: string, key: Key) => fs.existsSync(path.join(root, venue, CONTENT_FILES[key].file));

/** Every key path in a file's data that the config has no field for. */
function uncovered(fields: EditorField[], data: unknown, at: string): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const missing: string[] = [];
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const where = at ? `${at}.${name}` : name;
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      missing.push(where);
      continue;
    }
    if (field.widget === 'object') missing.push(...uncovered(field.fields ?? [], value, where));
    else if (field.widget === 'list' && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (field.fields) missing.push(...uncovered(field.fields, item, `${where}[${index}]`));
        else if (item && typeof item === 'object')
          missing.push(`${where}[${index}] (a group where the config has one value)`);
      });
    } else if (value && typeof value === 'object' && !(field.widget === 'select' && field.multiple)) {
      missing.push(`${where} (a group where the config has one value)`);
    }
  }
  return missing;
}

/**
 * What Sveltia CMS writes for an entry, from the config alone: the fields in the config's order, each value as its
 * widget holds it (text as text, numbers as numbers), and, with `omit_empty_optional_fields`, nothing for an optional
 * field left empty. Keys the config does not name are lost, as they would be in the editor.
 */
function saved(fields: EditorField[], data: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = savedValue(field, data?.[field.name]);
    if (field.required === false && isEmpty(value)) continue;
    out[field.name] = value ?? '';
  }
  return out;
}
function savedValue(field: EditorField, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  switch (field.widget) {
    case 'object':
      return saved(field.fields ?? [], value as Record<string, unknown>);
    case 'list':
      return (value as unknown[]).map((item) =>
        field.fields ? saved(field.fields, item as Record<string, unknown>) : savedValue(field.field!, item),
      );
    case 'select':
      return field.multiple ? (value as unknown[]).map(String) : String(value);
    case 'number':
      return Number(value);
    case 'boolean':
      return Boolean(value);
    default:
      // string, text, image, datetime: the editor holds text.
      return String(value);
  }
}
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}
/** The data as the editor holds it before a save: every optional text or list the file leaves out, empty. */
function withEmptyOptionals(fields: EditorField[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = data[field.name];
    if (value === undefined && field.required === false) {
      if (field.widget === 'list' || (field.widget === 'select' && field.multiple)) out[field.name] = [];
      else if (['string', 'text', 'image', 'datetime'].includes(field.widget)) out[field.name] = '';
    } else if (field.widget === 'object' && value && typeof value === 'object') {
      out[field.name] = withEmptyOptionals(field.fields ?? [], value as Record<string, unknown>);
    } else if (field.widget === 'list' && field.fields && Array.isArray(value)) {
      out[field.name] = value.map((item) => withEmptyOptionals(field.fields!, item as Record<string, unknown>));
    }
  }
  return out;
}

function everyField(fields: EditorField[], at = ''): [string, EditorField][] {
  return fields.flatMap((field) => {
    const where = at ? `${at}.${field.name}` : field.name;
    return [[where, field] as [string, EditorField], ...everyField(field.fields ?? [], where)];
  });
}

describe('the editor config', () => {
  const config = editorConfig({ contentPath: 'content' });

  it('names every content file by its path in the repository, for the folder CONTENT_DIR names', () => {
    for (const contentPath of VENUES) {
      const files = filesOf(editorConfig({ contentPath }));
      expect(files.map((file) => file.file)).toEqual(KEYS.map((key) => `${contentPath}/${CONTENT_FILES[key].file}`));
    }
    expect(filesOf(editorConfig({ contentPath: './examples/rooftop/' }))[2]!.file).toBe(
      'examples/rooftop/pages/home.yaml',
    );
    // The files a folder may leave out are listed too: the editor creates them.
    for (const key of OPTIONAL_FILES) expect(filesOf(config).map((file) => file.name)).toContain(key);
  });

  it('writes no empty optional field, and puts uploads in the content folder’s photos/', () => {
    expect(config.output).toEqual({ omit_empty_optional_fields: true });
    const rooftop = editorConfig({ contentPath: 'examples/rooftop' });
    expect(rooftop.media_folder).toBe('examples/rooftop/photos');
    expect(rooftop.public_folder).toBe('/photos');
    const src = fieldAt(fieldsFor(rooftop, 'gallery'), ['photos', 'src'])!;
    expect(src).toMatchObject({ widget: 'image', media_folder: '/examples/rooftop/photos', public_folder: 'photos' });
    expect(fieldAt(fieldsFor(rooftop, 'venue'), ['spaces', 'photo', 'src'])?.widget).toBe('image');
    expect(fieldAt(fieldsFor(rooftop, 'site'), ['icon'])?.widget).toBe('image');
  });

  it('offers only files of the site for a picture: no link to one elsewhere, no stock photo service', () => {
    expect(config.media_libraries).toEqual({ stock_assets: false });
    const images = everyField(filesOf(config).flatMap((file) => file.fields)).filter(([, f]) => f.widget === 'image');
    expect(images.length).toBeGreaterThan(3);
    for (const [at, field] of images) expect(field.choose_url, at).toBe(false);
  });

  it('takes the backend it is given', () => {
    const backend = { name: 'gitea', repo: 'hall/site', base_url: 'https://git.example' };
    expect(editorConfig({ contentPath: 'content', backend }).backend).toEqual(backend);
  });

  it('serialises to the YAML the editor reads, the same as the object', () => {
    const text = editorConfigYaml({ contentPath: 'examples/rooftop' });
    expect(parse(text)).toEqual(JSON.parse(JSON.stringify(editorConfig({ contentPath: 'examples/rooftop' }))));
    expect(text).toContain('file: examples/rooftop/pages/home.yaml');
  });

  it('gives every field a label and a hint from the schema', () => {
    const missing = KEYS.flatMap((key) =>
      everyField(fieldsFor(config, key))
        .filter(([, field]) => !field.hint?.trim() || !field.label.trim())
        .map(([where]) => `${key}: ${where}`),
    );
    expect(missing).toEqual([]);
  });

  it('has only patterns a browser can read', () => {
    for (const key of KEYS) {
      for (const [where, field] of everyField(fieldsFor(config, key))) {
        if (field.pattern) expect(() => new RegExp(field.pattern![0], 'u'), `${key}: ${where}`).not.toThrow();
      }
    }
  });

  describe.each(VENUES)('covers every field of %s', (venue) => {
    const venueConfig = editorConfig({ contentPath: venue });
    it.each(KEYS.filter((key) => present(venue, key)))('%s', (key) => {
      expect(uncovered(fieldsFor(venueConfig, key), readData(venue, key), '')).toEqual([]);
    });
  });

  it('carries the schema’s limits over', () => {
    const venue = fieldsFor(config, 'venue');
    expect(fieldAt(venue, ['spaces', 'capacity', 'dinner'])).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: false,
    });
    expect(fieldAt(venue, ['spaces', 'capacity', 'dinner'])).not.toHaveProperty('max');
    expect(fieldAt(venue, ['spaces', 'dimensions', 'length'])).toMatchObject({ widget: 'number', value_type: 'float' });
    expect(fieldAt(venue, ['spaces', 'dimensions', 'length'])!.min).toBeGreaterThan(0);
    expect(fieldAt(venue, ['spaces'])).toMatchObject({ widget: 'list', min: 1 });
    expect(fieldAt(venue, ['spaces'])).not.toHaveProperty('required');
    expect(fieldAt(venue, ['spaces', 'capacity'])!.fields!.map((field) => field.name)).toEqual([...LAYOUTS]);
    // A required text is required; a defaulted one is not, and says its default.
    expect(fieldAt(venue, ['spaces', 'name'])).not.toHaveProperty('required');
    expect(fieldAt(venue, ['suppliers'])).toMatchObject({ widget: 'list', required: false, default: [] });
    const site = fieldsFor(config, 'site');
    expect(fieldAt(site, ['language'])).toMatchObject({ required: false });
    // No default the editor would write beside `languages` (the loader's is en-GB).
    expect(fieldAt(site, ['language'])).not.toHaveProperty('default');
    expect(fieldAt(site, ['address', 'country'])).toMatchObject({
      pattern: ['^[A-Z]{2}$', 'expected a two-letter country code like GB'],
    });
    expect(fieldAt(site, ['hours', 'schemaDays'])).toMatchObject({
      widget: 'select',
      multiple: true,
      options: [...DAYS],
      min: 1,
    });
    expect(fieldAt(site, ['footer', 'legal'])).toMatchObject({ widget: 'string', required: false });
    // The guests a package's price includes, under the names staff read (promises §13).
    const prices = fieldsFor(config, 'prices');
    expect(fieldAt(prices, ['packages', 'includedGuests'])).toMatchObject({
      label: 'Guests included',
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: false,
    });
    expect(fieldAt(prices, ['packages', 'extraGuestPrice'])).toMatchObject({
      label: 'Price per extra guest',
      widget: 'number',
      min: 0,
      required: false,
    });
    const events = fieldsFor(config, 'events');
    expect(fieldAt(events, ['events', 'repeat', 'until'])).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(fieldAt(events, ['events', 'repeat', 'except'])?.field).toMatchObject({ widget: 'datetime' });
    expect(fieldAt(events, ['events', 'enquire'])).toMatchObject({ widget: 'boolean', required: false });
    const tickets = fieldAt(events, ['events', 'tickets'])!;
    expect(tickets.required).toBe(false);
    expect(new RegExp(tickets.pattern![0]).test('https://tickets.example/a')).toBe(true);
    expect(new RegExp(tickets.pattern![0]).test('http://tickets.example/a')).toBe(false);
    const start = new RegExp(fieldAt(events, ['events', 'start'])!.pattern![0]);
    expect(['2026-12-05T21:00', '2027-01-10'].map((text) => start.test(text))).toEqual([true, true]);
    expect(start.test('5 December')).toBe(false);
    // Several patterns make one that asks for all of them.
    const icon = nodeOf(
      z.strictObject({
        icon: z
          .string()
          .regex(/^[\w.]+$/)
          .regex(/\.svg$/),
      }),
    );
    const [pattern] = fieldsOf(icon, { mediaFolder: 'content/photos' })[0]!.pattern!;
    expect(['icon.svg', 'icon.png', 'a b.svg'].map((text) => new RegExp(pattern).test(text))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('follows a field added to a schema with no second edit', () => {
    const schema = z.strictObject({
      title: z.string().min(1).describe('The title.'),
      seats: z.int().min(2).max(40).optional().describe('How many sit.'),
      mood: z.enum(['calm', 'loud']).default('calm').meta({ label: 'Feel', description: 'How it feels.' }),
      rooms: z.array(z.strictObject({ roomName: z.string(), open: z.boolean() })),
    });
    const fields = fieldsOf(nodeOf(schema), { mediaFolder: 'content/photos' });
    expect(fields).toEqual([
      { name: 'title', label: 'Title', widget: 'string', hint: 'The title.' },
      {
        name: 'seats',
        label: 'Seats',
        widget: 'number',
        hint: 'How many sit.',
        required: false,
        value_type: 'int',
        min: 2,
        max: 40,
      },
      {
        name: 'mood',
        label: 'Feel',
        widget: 'select',
        hint: 'How it feels.',
        required: false,
        default: 'calm',
        options: ['calm', 'loud'],
      },
      {
        name: 'rooms',
        label: 'Rooms',
        widget: 'list',
        fields: [
          { name: 'roomName', label: 'Room name', widget: 'string' },
          { name: 'open', label: 'Open', widget: 'boolean' },
        ],
      },
    ]);
    expect(keyInWords('phoneInternational')).toBe('Phone international');
    // What no field can hold is refused by name, not shown as a text box.
    const groups = z.strictObject({ either: z.union([z.strictObject({ a: z.string() }), z.array(z.string())]) });
    expect(() => fieldsOf(nodeOf(groups), { mediaFolder: 'content/photos' })).toThrow(/"either" is a choice/);
  });

  describe('for a venue of several languages', () => {
    const config = editorConfig({ contentPath: 'examples/rooftop', languages: ['en-GB', 'fr', 'pt-BR'] });
    /** The dotted names of the fields that hold words (`hero.title`, `spaces.name`), lists by their items. */
    const translated = (fields: EditorField[], at = ''): string[] =>
      fields.flatMap((field) => {
        const name = at ? `${at}.${field.name}` : field.name;
        if (!field.i18n) return [];
        const inner = field.fields ?? (field.field?.fields ? field.field.fields : undefined);
        return inner ? translated(inner, name) : [name];
      });
    const words = (shape: Shape, at = ''): string[] => {
      if (shape.kind === 'words') return [at];
      // A keyed list's items carry their id in every language's file, as the editor copies it there.
      if (shape.kind === 'list') return [...words(shape.item, at), ...(shape.keyed ? [`${at}.id`] : [])];
      if (shape.kind === 'group')
        return Object.entries(shape.fields).flatMap(([key, field]) => words(field, at ? `${at}.${key}` : key));
      return [];
    };

    it('names each file with its locale, the default language’s without, as the loader reads them', () => {
      expect(config).toMatchObject({
        i18n: {
          structure: 'multiple_files',
          locales: ['en-gb', 'fr', 'pt-br'],
          default_locale: 'en-gb',
          omit_default_locale_from_file_path: true,
        },
      });
      expect(config.collections[0]).toMatchObject({ i18n: true });
      expect(filesOf(config).map((file) => [file.file, file.i18n])).toContainEqual([
        'examples/rooftop/pages/home.{{locale}}.yaml',
        true,
      ]);
    });

    it('translates exactly the fields the schema marks as words, and no other', () => {
      for (const key of KEYS) {
        expect(translated(fieldsFor(config, key)).sort(), key).toEqual(
          words(shapeOf(CONTENT_FILES[key].schema)).sort(),
        );
      }
      expect(fieldAt(fieldsFor(config, 'home'), ['hero', 'primary', 'href'])).toMatchObject({ i18n: false });
      expect(fieldAt(fieldsFor(config, 'home'), ['hero', 'primary', 'label'])).toMatchObject({ i18n: true });
      expect(fieldAt(fieldsFor(config, 'venue'), ['spaces'])).toMatchObject({ i18n: true });
      expect(fieldAt(fieldsFor(config, 'venue'), ['spaces', 'capacity'])).toMatchObject({ i18n: false });
      // The venue's name: its own in each language if the staff give one, required in the default language alone.
      expect(fieldAt(fieldsFor(config, 'site'), ['name'])).toMatchObject({ i18n: true, required: ['en-gb'] });
      // An item's id goes with its words into each language's file, copied there, never typed there.
      expect(fieldAt(fieldsFor(config, 'venue'), ['spaces', 'id'])).toMatchObject({ i18n: 'duplicate' });
      expect(fieldAt(fieldsFor(config, 'venuePage'), ['faq', 'questions', 'id'])).toMatchObject({
        i18n: 'duplicate',
        widget: 'uuid',
      });
      // A time of the timeline is data: typed once, copied into each language's file, which the build takes as none.
      expect(fieldAt(fieldsFor(config, 'venuePage'), ['timeline', 'moments', 'time'])).toMatchObject({
        i18n: 'duplicate',
      });
    });

    it('leaves a one-language venue’s config as it was: no i18n anywhere', () => {
      for (const languages of [undefined, ['en-GB']]) {
        expect(JSON.stringify(editorConfig({ contentPath: 'content', languages }))).not.toContain('i18n');
      }
    });

    it('writes language files the build reads: only the words, field by field', () => {
      /** What the editor writes in a language's file: the translated fields alone. */
      const wordsOnly = (fields: EditorField[], data: unknown): unknown => {
        if (!data || typeof data !== 'object') return data;
        const out: Record<string, unknown> = {};
        for (const field of fields.filter((candidate) => candidate.i18n)) {
          const value = (data as Record<string, unknown>)[field.name];
          if (value === undefined) continue;
          out[field.name] = field.fields
            ? Array.isArray(value)
              ? value.map((item) => wordsOnly(field.fields!, item))
              : wordsOnly(field.fields, value)
            : value;
        }
        return out;
      };
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-editor-'));
      try {
        fs.cpSync(path.join(root, 'examples/rooftop'), folder, { recursive: true });
        const two = editorConfig({ contentPath: 'examples/rooftop', languages: ['en-GB', 'fr'] });
        for (const key of KEYS) {
          const file = languageFile(CONTENT_FILES[key].file, 'fr');
          // A file the example leaves out in French (its words.fr.yaml: the site's own French words stand).
          if (!fs.existsSync(path.join(folder, file))) continue;
          const data = parse(fs.readFileSync(path.join(folder, file), 'utf8')) as unknown;
          fs.writeFileSync(path.join(folder, file), stringify(wordsOnly(fieldsFor(two, key), data)));
        }
        const written = loadContents(folder).get('fr')!;
        expect({ ...written, dir: '' }).toEqual({
          ...loadContents(path.join(root, 'examples/rooftop')).get('fr')!,
          dir: '',
        });
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    });
  });

  describe('for the site’s words (words.yaml)', () => {
    const fields = fieldsFor(config, 'words');

    it('has a field for every entry of the dictionary, with its English words as the hint', () => {
      for (const [at, english] of entries(en)) {
        const field = fieldAt(fields, at.split('.'));
        expect(field, at).toMatchObject({ required: false });
        if (typeof english === 'string') expect(field!.hint, at).toContain(`“${english}”`);
        else {
          // A plural entry: a form for each CLDR category, English's with its words.
          expect(
            field!.fields!.map((form) => form.name),
            at,
          ).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
          expect(fieldAt(fields, [...at.split('.'), 'other'])!.hint, at).toContain(`“${english.other}”`);
        }
      }
      expect(fieldAt(fields, ['forms', 'enquiry', 'submit'])).toMatchObject({
        widget: 'string',
        hint: 'In English: “Send enquiry”',
      });
      // What an entry is for, where its English does not say it, before its English (src/i18n/descriptions.ts).
      expect(fieldAt(fields, ['site', 'separator'])!.hint).toBe(
        "Between the items of a list the site writes: a space's size (34 × 14 m, 476 m²), its packages. In English: “, ”",
      );
      // A long text gets a box of several lines.
      expect(fieldAt(fields, ['heldDates', 'note'])!.widget).toBe('text');
      expect(filesOf(config).find((file) => file.name === 'words')!.file).toBe('content/words.yaml');
    });

    it('is one file per language, every entry of it the language’s own', () => {
      const several = editorConfig({ contentPath: 'examples/rooftop', languages: ['en-GB', 'cy'] });
      expect(filesOf(several).find((file) => file.name === 'words')!.file).toBe(
        'examples/rooftop/words.{{locale}}.yaml',
      );
      const words = everyField(fieldsFor(several, 'words'));
      expect(words.filter(([, field]) => field.i18n !== true).map(([at]) => at)).toEqual([]);
    });

    it('covers a file with every entry, and saves it as the build reads it', () => {
      // Every entry replaced with the English words: the site's words as they were.
      const every = JSON.parse(JSON.stringify(en)) as Record<string, unknown>;
      expect(uncovered(fields, every, '')).toEqual([]);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-editor-'));
      try {
        fs.cpSync(path.join(root, 'content'), folder, { recursive: true });
        fs.writeFileSync(path.join(folder, 'words.yaml'), stringify(saved(fields, every)));
        expect(loadContent(folder).dictionary).toEqual(en);
        fs.writeFileSync(path.join(folder, 'words.yaml'), stringify(saved(fields, withEmptyOptionals(fields, {}))));
        expect(loadContent(folder).dictionary).toBe(en);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    });
  });

  describe.each(VENUES)('saves that build: %s', (venue) => {
    const venueConfig = editorConfig({ contentPath: venue });
    const folders: string[] = [];
    afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
    const copy = () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-editor-'));
      folders.push(folder);
      fs.cpSync(path.join(root, venue), folder, { recursive: true });
      return folder;
    };

    it.each([
      ['as the files hold it', false],
      ['with every optional field the files leave out emptied in the editor', true],
    ])('loads every file saved by the editor, %s', (_, empty) => {
      const folder = copy();
      for (const key of KEYS.filter((candidate) => present(venue, candidate))) {
        const fields = fieldsFor(venueConfig, key);
        const data = readData(venue, key) as Record<string, unknown>;
        const text = stringify(saved(fields, empty ? withEmptyOptionals(fields, data) : data));
        expect(text).not.toMatch(/: (''|""|null|\[\]|\{\})$/m);
        fs.writeFileSync(path.join(folder, CONTENT_FILES[key].file), text);
      }
      expect(() => loadContent(folder)).not.toThrow();
    });

    it('loses no value in the save', () => {
      for (const key of KEYS.filter((candidate) => present(venue, candidate))) {
        const data = readData(venue, key) as Record<string, unknown>;
        // Numbers in a text field (a fact's 350) come back as text, which the schema reads the same.
        const same = (value: unknown): unknown =>
          JSON.parse(JSON.stringify(value), (_, item: unknown) => (typeof item === 'number' ? String(item) : item));
        expect(same(saved(fieldsFor(venueConfig, key), data)), key).toEqual(same(data));
      }
    });
  });
});

describe('the news collection (news/, promises §14)', () => {
  const newsOf = (config: EditorConfig) => config.collections[1];
  const news = newsOf(editorConfig({ contentPath: 'examples/rooftop' }));
  /** A post as staff write it: every field of the front matter, and its Markdown. */
  const post = {
    title: 'Spring on the roof',
    date: '2026-04-05',
    photo: { src: 'photos/terrace.jpg', alt: 'The terrace at noon' },
    summary: 'The terrace opens.',
  };

  it('is the folder news/ of the content folder, a Markdown file a post with its front matter', () => {
    expect(news).toMatchObject({
      name: 'news',
      folder: 'examples/rooftop/news',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      media_folder: '/examples/rooftop/photos',
      public_folder: 'photos',
    });
    expect(news.fields.map((field) => field.name)).toEqual(['title', 'date', 'photo', 'summary', 'body']);
    expect(fieldAt(news.fields, ['body'])).toMatchObject({ widget: 'markdown' });
    expect(fieldAt(news.fields, ['date'])).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(fieldAt(news.fields, ['photo'])).toMatchObject({ widget: 'object', required: false });
    expect(fieldAt(news.fields, ['photo', 'src'])).toMatchObject({ widget: 'image', choose_url: false });
  });

  it('names each file as the loader reads it: a slug of lower-case letters, digits and hyphens', () => {
    expect(editorConfig({ contentPath: 'content' }).slug).toEqual({ encoding: 'ascii', clean_accents: true });
    const pattern = new RegExp(news.slug.pattern[0]);
    expect(['spring-open-evening', '2027-dates'].map((slug) => pattern.test(slug))).toEqual([true, true]);
    expect(['Spring', 'spring_evening', 'spring-'].map((slug) => pattern.test(slug))).toEqual([false, false, false]);
  });

  it('gives every field a label and a hint', () => {
    const missing = everyField(news.fields)
      .filter(([, field]) => !field.hint?.trim() || !field.label.trim())
      .map(([where]) => where);
    expect(missing).toEqual([]);
  });

  it('covers every field of a post', () => {
    expect(uncovered(news.fields, post, '')).toEqual([]);
  });

  it('translates a post’s words, and lets a post be left untranslated', () => {
    const two = newsOf(editorConfig({ contentPath: 'examples/rooftop', languages: ['en-GB', 'fr'] }));
    expect(two.i18n).toEqual({ initial_locales: 'all' });
    const translated = everyField(two.fields)
      .filter(([, field]) => field.i18n === true && !field.fields)
      .map(([where]) => where);
    expect(translated.sort()).toEqual(['body', 'photo.alt', 'summary', 'title']);
    expect(fieldAt(two.fields, ['date'])).toMatchObject({ i18n: false });
    expect(JSON.stringify(news)).not.toContain('i18n');
  });

  it('saves posts that build, with or without their optional fields', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-editor-news-'));
    try {
      fs.cpSync(path.join(root, 'content'), folder, { recursive: true });
      fs.mkdirSync(path.join(folder, 'news'));
      const asSaved = (data: Record<string, unknown>, empty: boolean) => {
        const fields = news.fields.filter((field) => field.name !== 'body');
        const front = stringify(saved(fields, empty ? withEmptyOptionals(fields, data) : data));
        expect(front).not.toMatch(/: (''|""|null|\[\]|\{\})$/m);
        return `---\n${front}---\n\nThe **terrace** opens.\n`;
      };
      const photo = { src: 'photos/hero.jpg', alt: 'The mill at dusk' };
      fs.writeFileSync(path.join(folder, 'news/spring.md'), asSaved({ ...post, photo }, false));
      fs.writeFileSync(path.join(folder, 'news/short.md'), asSaved({ title: 'Short', date: '2026-01-02' }, true));
      const posts = loadContent(folder).newsPosts!;
      expect(posts.map((p) => [p.slug, p.title, p.date, p.photo?.src])).toEqual([
        ['spring', 'Spring on the roof', '2026-04-05', 'photos/hero.jpg'],
        ['short', 'Short', '2026-01-02', undefined],
      ]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the demo's question: your venue's own site (promises §18)", () => {
  const demo = editorConfig({ contentPath: 'content', offersNewVenue: true });
  const question = demo.collections[2]!;
  const fields = question.files[0]!.fields;

  it('is offered where the folder holds the answers file, the demo’s alone, and nowhere else', () => {
    expect(editorConfig({ contentPath: 'examples/rooftop' }).collections).toHaveLength(2);
    expect(question.files[0]!.file).toBe(`content/${ANSWERS_FILE}`);
    expect(fs.existsSync(path.join(root, 'content', ANSWERS_FILE))).toBe(true);
    for (const venue of VENUES.filter((folder) => folder !== 'content'))
      expect(fs.existsSync(path.join(root, venue, ANSWERS_FILE)), venue).toBe(false);
  });

  it('asks what `npm run new-venue` asks, each with its hint, the units as a choice', () => {
    expect(fields.map((field) => field.name)).toEqual([
      'name',
      'languages',
      'country',
      'timeZone',
      'currency',
      'units',
    ]);
    for (const field of fields) expect(field.hint, field.name).toBeTruthy();
    expect(fieldAt(fields, ['units'])).toMatchObject({ widget: 'select', options: ['metric', 'imperial'] });
    expect(fieldAt(fields, ['languages'])?.widget).toBe('list');
    expect(JSON.stringify(question)).not.toContain('i18n');
  });

  it('saves answers the command reads, and the command names what is wrong in the rest', () => {
    const answers: Record<string, unknown> = { ...HAUS_AM_SEE };
    expect(answersFile.parse(parse(stringify(saved(fields, answers))))).toEqual(answers);
    const wrong = answersFile.safeParse(saved(fields, { ...answers, country: 'XX', currency: 'euro' }));
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['country', 'currency']);
    // As the demo ships it: nothing answered, nothing to do.
    expect(unanswered(parse(fs.readFileSync(path.join(root, 'content', ANSWERS_FILE), 'utf8')))).toBe(true);
    expect(unanswered(answers)).toBe(false);
  });
});
