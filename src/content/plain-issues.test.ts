import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent } from './load';
import { CHECK_OPTIONS } from './plain-issues';
import { CONTENT_FILES } from './schema';

const demo = path.resolve(import.meta.dirname, '../../content');

/** zod's own words, which a venue's staff should never have to read. */
const ZOD_WORDS =
  /Invalid input|Invalid option|Invalid string|Too small|Too big|received|expected (string|object|array|number|boolean)\b/;

/** The messages of a schema's check of `data`, with the content's options. */
const messagesOf = (schema: z.ZodType, data: unknown) =>
  schema.safeParse(data, CHECK_OPTIONS).error?.issues.map((issue) => issue.message) ?? [];

describe('the schema’s complaints', () => {
  it('are never zod’s own words, whatever a file holds', () => {
    const wrongEverywhere = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Array.isArray(value)
          ? [42, true, { a: 1 }]
          : Object.fromEntries(Object.keys(value).map((key) => [key, 7]))
        : value;
    for (const { schema } of Object.values(CONTENT_FILES)) {
      for (const data of [{}, [], 'text', { seo: 3, hero: [], spaces: {}, events: 'soon', packages: [1] }]) {
        const messages = messagesOf(schema, wrongEverywhere(data));
        expect(messages.filter((message) => ZOD_WORDS.test(message))).toEqual([]);
      }
    }
  });

  it('say what to write for each kind of mistake', () => {
    const schema = z.strictObject({
      section: z.strictObject({ eyebrow: z.string(), title: z.string(), photos: z.array(z.string()).optional() }),
      title: z.string(),
      lines: z.array(z.string()).min(1),
      figure: z.union([z.string(), z.number()]),
      kind: z.enum(['terrace', 'garden']),
      open: z.boolean(),
      guests: z.number().max(40),
    });
    expect(
      messagesOf(schema, { title: 1928, lines: [], figure: [1], kind: '庭', open: 'はい', guests: '四十' }),
    ).toEqual([
      'expected a group of fields, indented under it: eyebrow and title (and, if you like, photos)',
      'expected text',
      'expected at least one item',
      'expected text, or a number',
      'expected one of terrace, garden',
      'expected true or false (without quotes)',
      'expected a number, written as digits alone (no quotes, units or words), like 12 or 8.5',
    ]);
    expect(messagesOf(schema.shape.lines, 'ようこそ')).toEqual([
      'expected a list, each item on a line of its own under it, starting with "- "',
    ]);
    expect(messagesOf(schema.shape.guests, 120)).toEqual(['expected 40 or less']);
  });

  it('leave a field’s own message as it is', () => {
    expect(messagesOf(CONTENT_FILES.venue.schema, { spaces: [{ capacity: { dinner: 'lots' } }] })).toContain(
      'expected a whole number',
    );
  });
});

describe('a content file with a mistake', () => {
  it('names the file, the field and the line, in plain words', () => {
    const dir = copyOf(demo, {
      'pages/home.yaml': (t) =>
        t
          .replace("title: '{site_name} · Victorian mill hall for weddings, launches and dinners'", 'title: 1928')
          .replace(
            'title: Weddings, launches and long evenings in a Victorian mill hall.',
            'title:\n    Kyoto: a machiya for twelve',
          ),
      'pages/news.yaml': (t) => t.replace(/^header:\n(?: {2}.*\n)+/m, ''),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/pages/home.yaml: seo.title: expected text, got 1928; YAML reads 1928 as a number: put it in quotes, "1928" (line 9)',
      'x/pages/home.yaml: hero.title: expected text, got a group of fields; YAML read the ": " in it as a name and a value: put the whole text in quotes, "Kyoto: a machiya for twelve" (line 17)',
      'x/pages/news.yaml: header: expected a group of fields, indented under it: eyebrow, title and lede (missing) (line 2)',
    ]);
  });
});

describe('the sections the docs call optional', () => {
  it('may be left out: the home page’s feed', () => {
    const dir = copyOf(demo, { 'pages/home.yaml': (t) => t.replace(/^feed:\n(?: {2}.*\n)+/m, '') });
    expect(loadContent(dir).home.feed).toBeUndefined();
  });

  it('may be left out: the suppliers’ section, where the venue lists none', () => {
    const dir = copyOf(demo, {
      'pages/home.yaml': (t) => t.replace(/^suppliers:\n(?: {2}.*\n)+/m, ''),
      'venue.yaml': (t) => t.replace(/^suppliers:\n(?: {2}.*\n)+/m, ''),
    });
    expect(loadContent(dir).home.suppliers).toBeUndefined();
    const listed = copyOf(demo, { 'pages/home.yaml': (t) => t.replace(/^suppliers:\n(?: {2}.*\n)+/m, '') });
    expect(problemsOf(listed, loadContent)).toEqual([
      'x/pages/home.yaml: suppliers: venue.yaml lists suppliers, so the home page needs the words of their section: suppliers: { title: …, label: … } (or remove the suppliers there) (line 8)',
    ]);
  });
});
