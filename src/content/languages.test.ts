import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { hasWords, languageFile, missingWords, shapeAt, shapeOf, withWords, type Shape } from './languages';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent, loadContents, type Content } from './load';
import { CONTENT_FILES, homePage, picture, siteFile, venueFile } from './schema';

const root = path.resolve(import.meta.dirname, '../..');
const demo = path.join(root, 'content');
const rooftop = path.join(root, 'examples/rooftop');

/** Every file of the rooftop example's other language (it replaces none of the site's words: no words.fr.yaml). */
const frenchFiles = Object.values(CONTENT_FILES)
  .map(({ file }) => languageFile(file, 'fr'))
  .filter((file) => fs.existsSync(path.join(rooftop, file)));

/** Every string of a value with its path: `[['hero.title', '…'], …]`. */
function stringsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, at ? `${at}.${key}` : key));
  return [];
}

/** The paths of a shape's words within some data: where a language's words must be. */
function wordsPaths(shape: Shape, value: unknown, at = ''): string[] {
  if (value === undefined || value === null) return [];
  if (shape.kind === 'words') return [at];
  if (shape.kind === 'list' && Array.isArray(value))
    return value.flatMap((item, index) => wordsPaths(shape.item, item, `${at}[${index}]`));
  if (shape.kind === 'group' && typeof value === 'object')
    return Object.entries(shape.fields).flatMap(([key, field]) =>
      wordsPaths(field, (value as Record<string, unknown>)[key], at ? `${at}.${key}` : key),
    );
  return [];
}

describe('the words in the schema', () => {
  it('are the venue’s texts, alt texts and labels, not its numbers, links, files or names', () => {
    const home = shapeOf(homePage);
    const venue = shapeOf(venueFile);
    const site = shapeOf(siteFile);
    const kind = (shape: Shape, ...at: (string | number)[]) =>
      at.reduce<Shape | undefined>(
        (here, key) =>
          here?.kind === 'group' ? here.fields[key as string] : here?.kind === 'list' ? here.item : undefined,
        shape,
      )?.kind;
    expect(kind(home, 'hero', 'title')).toBe('words');
    expect(kind(home, 'hero', 'primary', 'label')).toBe('words');
    expect(kind(home, 'hero', 'primary', 'href')).toBe('same');
    expect(kind(home, 'hero', 'photo', 'alt')).toBe('words');
    expect(kind(home, 'hero', 'photo', 'src')).toBe('same');
    expect(kind(home, 'seo', 'description')).toBe('words');
    expect(kind(home, 'intro', 'paragraphs', 0)).toBe('words');
    expect(kind(home, 'intro', 'facts', 0, 'value')).toBe('same');
    expect(kind(venue, 'spaces', 0, 'name')).toBe('words');
    expect(kind(venue, 'spaces', 0, 'dimensions', 'note')).toBe('words');
    expect(kind(venue, 'spaces', 0, 'id')).toBe('same');
    expect(kind(venue, 'spaces', 0, 'capacity')).toBe('group');
    expect(hasWords(shapeOf(venueFile.shape.spaces.element.shape.capacity))).toBe(false);
    expect(kind(venue, 'occasions', 0, 'name')).toBe('words');
    // A supplier's name and link are the same in every language; what it does is words.
    expect(kind(venue, 'suppliers', 0, 'name')).toBe('same');
    expect(kind(venue, 'suppliers', 0, 'url')).toBe('same');
    expect(kind(venue, 'suppliers', 0, 'kind')).toBe('words');
    expect(kind(site, 'shareImage', 'alt')).toBe('words');
    expect(hasWords(shapeOf(siteFile.shape.shareImage.shape.focus))).toBe(false);
    // The venue's name is words a language may give or leave as the default language's (promises §19).
    expect(shapeAt(shapeOf(siteFile), ['name'])).toMatchObject({ kind: 'words', mayRepeat: true });
    expect(hasWords(shapeOf(siteFile.shape.languages))).toBe(false);
    expect(kind(site, 'contact', 'phone')).toBe('same');
    expect(kind(site, 'hours', 0, 'days')).toBe('words');
    expect(kind(site, 'hours', 0, 'opens')).toBe('same');
    expect(kind(site, 'navigation', 'main', 0, 'children', 0, 'label')).toBe('words');
  });

  it('follow a field added to a schema with no second edit', () => {
    const added = z.strictObject({
      title: homePage.shape.hero.shape.title,
      seats: z.int().optional(),
      photo: picture.optional(),
    });
    const shape = shapeOf(added);
    expect(shape).toMatchObject({
      kind: 'group',
      fields: { title: { kind: 'words' }, seats: { kind: 'same' }, photo: { fields: { alt: { kind: 'words' } } } },
    });
  });

  it('lay a language’s words over the default’s data, list items in order', () => {
    const shape = shapeOf(z.strictObject({ items: z.array(picture) }));
    const base = {
      items: [
        { src: 'a.jpg', alt: 'A' },
        { src: 'b.jpg', alt: 'B' },
      ],
    };
    expect(withWords(shape, base, { items: [{ alt: 'Un' }, { alt: 'Deux' }] })).toEqual({
      items: [
        { src: 'a.jpg', alt: 'Un' },
        { src: 'b.jpg', alt: 'Deux' },
      ],
    });
    expect(missingWords(shape, base, { items: [{ alt: 'Un' }, {}] })).toEqual([
      { at: ['items', 1, 'alt'], problem: 'missing' },
    ]);
  });
});

describe('a one-language venue', () => {
  it('loads as before: the demo, in British English', () => {
    const all = loadContents(demo);
    expect([...all.keys()]).toEqual(['en-GB']);
    const content = loadContent(demo);
    expect(content.language).toBe('en-GB');
    expect(content.languages).toEqual(['en-GB']);
    expect(content.site.language).toBe('en-GB');
    expect(content.home.hero.lede).toMatch(/^Four rooms of brick/);
  });

  it('speaks the language it names, and British English when it names none', () => {
    const named = copyOf(demo, { 'site.yaml': (t) => t.replace(/^language: .*$/m, 'language: en-US') });
    expect(loadContent(named).site.language).toBe('en-US');
    // The blog's language is the venue's unless site.yaml names another.
    expect(loadContent(named).site.blogLanguage).toBe('en-US');
    const blog = copyOf(demo, { 'site.yaml': (t) => `${t}\nblogLanguage: fr\n` });
    expect(loadContent(blog).site.blogLanguage).toBe('fr');
    const unnamed = copyOf(demo, { 'site.yaml': (t) => t.replace(/^language: .*\n/m, '') });
    expect(loadContent(unnamed).languages).toEqual(['en-GB']);
  });

  it('is the rooftop example without its French: the English is the same', () => {
    const english = copyOf(rooftop, {
      'site.yaml': (t) => t.replace(/^languages: .*$/m, 'language: en-GB'),
      ...Object.fromEntries(frenchFiles.map((file) => [file, null])),
    });
    const one = loadContent(english);
    const two = loadContent(rooftop);
    expect(one.languages).toEqual(['en-GB']);
    expect({ ...one, dir: '', languages: [], site: { ...one.site, languages: [] } }).toEqual({
      ...two,
      dir: '',
      languages: [],
      site: { ...two.site, languages: [] },
    });
  });
});

describe('the rooftop example, in English and French', () => {
  const all = loadContents(rooftop);
  const english = all.get('en-GB')!;
  const french = all.get('fr')!;

  it('lists its languages, the default first, and gives each its content', () => {
    expect([...all.keys()]).toEqual(['en-GB', 'fr']);
    expect(english.languages).toEqual(['en-GB', 'fr']);
    expect(french.language).toBe('fr');
    expect(french.site.language).toBe('fr');
    expect(french.site.blogLanguage).toBe('en-GB');
    expect(loadContent(rooftop)).toEqual(english);
  });

  it('shares what is the same in every language, and works its figures out in French', () => {
    expect(french.totals).toEqual(english.totals);
    // The same number, which French readers (not in the venue's country) read in its international form.
    expect(french.site.contact).toEqual({ ...english.site.contact, phone: '+44 161 496 0721' });
    expect(french.venue.spaces.map((space) => space.capacity)).toEqual(
      english.venue.spaces.map((space) => space.capacity),
    );
    expect(french.events.map((event) => [event.id, event.start, event.tickets])).toEqual(
      english.events.map((event) => [event.id, event.start, event.tickets]),
    );
    expect(french.home.spaces.title).toBe('Trois espaces, un seul ascenseur');
    expect(french.venue.occasions[1]!.text).toBe(
      'Un écran dans le Bar pour 110 personnes, puis tout le toit pour la fête.',
    );
    expect(french.home.seo.title).toMatch(/^Halcyon Roof · /);
  });

  it('has every French word, in French: no prose copied from the English', () => {
    // As the pages read them: each French word laid on its own item (by id), figures filled in.
    const contents = loadContents(rooftop);
    const [english, french] = [contents.get('en-GB')!, contents.get('fr')!];
    const data = (content: Content, key: Exclude<keyof typeof CONTENT_FILES, 'words'>): unknown =>
      key === 'events' ? { events: content.events } : content[key];
    const copied: string[] = [];
    for (const [key, { file, schema }] of Object.entries(CONTENT_FILES) as [
      keyof typeof CONTENT_FILES,
      (typeof CONTENT_FILES)[keyof typeof CONTENT_FILES],
    ][]) {
      // The site's words each language writes for itself, replacing its own dictionary's: no translation to compare.
      if (key === 'words') continue;
      const englishWords = new Map(stringsOf(data(english, key)));
      const frenchWords = new Map(stringsOf(data(french, key)));
      const paths = wordsPaths(shapeOf(schema), data(english, key));
      expect(paths.length, file).toBeGreaterThan(0);
      for (const at of paths) {
        const words = frenchWords.get(at) ?? '';
        // Prose (five words or more) reads differently in French; a name ("Halcyon Nights") may not.
        if (words.split(/\s+/).length >= 5 && words === englishWords.get(at)) copied.push(`${file}: ${at}`);
      }
    }
    expect(copied).toEqual([]);
  });

  it('writes French as French is printed: curly apostrophes, a space before : ; ? !', () => {
    const texts = frenchFiles.flatMap((file) =>
      stringsOf(parse(fs.readFileSync(path.join(rooftop, file), 'utf8'))).map(([, text]) => text),
    );
    expect(texts.filter((text) => text.includes("'"))).toEqual([]);
    expect(texts.filter((text) => /\S[:;?!](\s|$)/.test(text))).toEqual([]);
  });
});

describe('a language’s files with mistakes', () => {
  it('names a missing file', () => {
    expect(problemsOf(copyOf(rooftop, { 'pages/news.fr.yaml': null }), loadContents)).toEqual([
      "x/pages/news.fr.yaml: missing: the French words of pages/news.yaml (site.yaml lists fr among the venue's languages)",
    ]);
  });

  it('names each missing translation, its field and its line', () => {
    const dir = copyOf(rooftop, {
      'pages/home.fr.yaml': (t) => t.replace(/^ {2}title: "Fêtes.*\n/m, ''),
      'venue.fr.yaml': (t) => t.replace(/^ {4}dimensions: \{ note: "insonorisé" }\n/m, ''),
    });
    expect(problemsOf(dir, loadContents)).toEqual([
      'x/venue.fr.yaml: spaces[0].dimensions: missing the French words of spaces[2].dimensions (venue.yaml, line 30) (line 3)',
      "x/pages/home.fr.yaml: hero.title: missing the French words (the default language's are in pages/home.yaml) (line 9)",
    ]);
  });

  it('says where a field that is the same in every language belongs', () => {
    const dir = copyOf(rooftop, {
      'pages/home.fr.yaml': (t) =>
        t.replace(
          'primary: { label: "Réserver le toit" }',
          'primary: { label: "Réserver le toit", href: /fr/contact }',
        ),
      'site.fr.yaml': (t) => `${t}timeZone: Europe/Paris\nsurprise: yes\n`,
    });
    expect(problemsOf(dir, loadContents)).toEqual([
      'x/site.fr.yaml: (the whole file): "timeZone" is the same in every language: it belongs in site.yaml only; unknown "surprise": expected only the French words of the fields of site.yaml (line 2)',
      'x/pages/home.fr.yaml: hero.primary: "href" is the same in every language: it belongs in pages/home.yaml only (line 14)',
    ]);
  });

  it('wants a list of texts of the same length, item for item', () => {
    const dir = copyOf(rooftop, {
      'pages/venue.fr.yaml': (t) => t.replace('gettingHere:\n', 'gettingHere:\n    - "Par la mer."\n'),
    });
    expect(problemsOf(dir, loadContents)).toEqual([
      expect.stringMatching(
        /^x\/pages\/venue\.fr\.yaml: visit\.gettingHere: expected 3 items, one for each in pages\/venue\.yaml and in the same order, got 4 \(line \d+\)$/,
      ),
    ]);
  });

  /** The French name of each space, by its id, as the French pages are built from them. */
  const frenchSpaces = (dir: string) =>
    Object.fromEntries(
      loadContents(dir)
        .get('fr')!
        .venue.spaces.map((space) => [space.id, space.name]),
    );
  const spacesIn = (yaml: string) => (parse(yaml) as { spaces: { id: string }[] }).spaces;

  it('follows each item by its id: reordered or removed in the default file, each keeps its own words', () => {
    const french = frenchSpaces(rooftop);
    expect(Object.keys(french)).toEqual(['terrace', 'bar', 'club-room']);
    // The Terrace and the Bar swapped and the Club Room removed, in venue.yaml alone (and the Club Room's French words).
    const dir = copyOf(rooftop, {
      // The packages name the spaces changed here: a problem of their own, tested with the prices.
      'prices.yaml': null,
      'prices.fr.yaml': null,
      'venue.yaml': (t) => {
        const start = t.indexOf('  - id: terrace');
        const end = t.indexOf('\noccasions:');
        const [terrace, bar] = t.slice(start, end).split(/(?=^ {2}- id: )/m);
        return `${t.slice(0, start)}${bar}${terrace}${t.slice(end)}`;
      },
      'venue.fr.yaml': (t) => t.replace(/^ {2}- id: club-room\n(?: {4}.*\n)+/m, ''),
    });
    const english = spacesIn(fs.readFileSync(path.join(dir, 'venue.yaml'), 'utf8'));
    expect(english.map((space) => space.id)).toEqual(['bar', 'terrace']);
    const loaded = loadContents(dir).get('fr')!.venue.spaces;
    expect(loaded.map((space) => [space.id, space.name])).toEqual([
      ['bar', french.bar],
      ['terrace', french.terrace],
    ]);
    expect(loaded.map((space) => space.name)).toEqual(['Le Bar', 'La Terrasse']);
  });

  it('names both files when a translation’s item is gone, or an item lacks its translation', () => {
    const dir = copyOf(rooftop, {
      // The packages name the spaces changed here: a problem of their own, tested with the prices.
      'prices.yaml': null,
      'prices.fr.yaml': null,
      'venue.yaml': (t) =>
        t.replace(/^ {2}- id: bar\n(?: {4}.*\n)+/m, '').replace('- id: terrace', '- id: roof-terrace'),
    });
    expect(problemsOf(dir, loadContents)).toEqual([
      expect.stringMatching(
        /^x\/venue\.fr\.yaml: spaces\[1\]: these French words are for the item with id "terrace", which venue\.yaml no longer has: remove them, or give them the id of the item they translate \(line \d+\)$/,
      ),
      expect.stringMatching(
        /^x\/venue\.fr\.yaml: spaces\[2\]: these French words are for the item with id "bar", which venue\.yaml no longer has/,
      ),
      expect.stringMatching(
        /^x\/venue\.fr\.yaml: spaces: missing the French words of spaces\[0\] "roof-terrace" \(venue\.yaml, line \d+\) \(line \d+\)$/,
      ),
    ]);
  });

  it('refuses one id on two items of the default file', () => {
    const dir = copyOf(rooftop, { 'pages/venue.yaml': (t) => t.replace('- id: how-late', '- id: rain') });
    expect(problemsOf(dir, loadContents)).toEqual([
      expect.stringMatching(
        /^x\/pages\/venue\.yaml: faq\.questions\[1\]: "rain" is already the id of another item of this list; each item needs its own, or its words in French could be on either \(line \d+\)$/,
      ),
      expect.stringMatching(
        /^x\/pages\/venue\.fr\.yaml: faq\.questions\[\d\]: these French words are for the item with id "how-late"/,
      ),
    ]);
  });

  it('asks for an id where a translated list’s item has none, in either file', () => {
    const dir = copyOf(rooftop, {
      'pages/venue.yaml': (t) => t.replace('- id: rain\n      q:', '- q:'),
      'pages/venue.fr.yaml': (t) => t.replace('- id: how-late\n      q:', '- q:'),
    });
    expect(problemsOf(dir, loadContents)).toEqual([
      expect.stringMatching(
        /^x\/pages\/venue\.yaml: faq\.questions\[0\]: needs an id, so that its words in French \(pages\/venue\.fr\.yaml\) follow it when the list changes \(the editor fills one in\) \(line \d+\)$/,
      ),
      expect.stringMatching(
        /^x\/pages\/venue\.fr\.yaml: faq\.questions\[0\]: these French words are for the item with id "rain", which pages\/venue\.yaml no longer has/,
      ),
      expect.stringMatching(
        /^x\/pages\/venue\.fr\.yaml: faq\.questions\[1\]: expected the id of the item of pages\/venue\.yaml these words are for \(in the same place there: id: how-late\) \(line \d+\)$/,
      ),
    ]);
  });

  it('checks the words as the default’s are checked, figures included', () => {
    const empty = copyOf(rooftop, {
      'pages/news.fr.yaml': (t) => t.replace('title: "Des nouvelles du toit"', 'title: ""'),
    });
    expect(problemsOf(empty, loadContents)).toEqual([
      'x/pages/news.fr.yaml: header.title: expected text, not an empty one, got "" (line 8)',
    ]);
    // A figure is the French file's mistake, not the English one's.
    const figure = copyOf(rooftop, {
      'pages/whats-on.fr.yaml': (t) => t.replace('{site_name}', '{nom_du_lieu}'),
    });
    expect(problemsOf(figure, loadContents)).toEqual([
      expect.stringMatching(
        /^x\/pages\/whats-on\.fr\.yaml: seo\.description: no figure is called \{nom_du_lieu} .*\(line 4\)$/,
      ),
    ]);
  });

  it('refuses words for what the default language leaves out', () => {
    const dir = copyOf(rooftop, {
      'pages/home.yaml': (t) => t.replace(/^testimonials:\n(?: {2}.*\n)+/m, 'testimonials: []\n'),
    });
    expect(problemsOf(dir, loadContents)).toEqual([
      'x/pages/home.fr.yaml: testimonials: pages/home.yaml has nothing here, so there is nothing to translate: leave it out here too (line 43)',
    ]);
  });

  it('refuses language and languages both, and a language listed twice or not as a tag', () => {
    expect(problemsOf(copyOf(rooftop, { 'site.yaml': (t) => `language: en-GB\n${t}` }), loadContents)).toEqual([
      expect.stringMatching(/^x\/site\.yaml: languages: give the languages once: .* \(line \d+\)$/),
    ]);
    expect(
      problemsOf(
        copyOf(rooftop, { 'site.yaml': (t) => t.replace('languages: [en-GB, fr]', 'languages: [en-GB, fr, french]') }),
        loadContents,
      ),
    ).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: languages\[2]: expected a language tag like en-GB, fr or pt-BR, got "french"/,
      ),
    ]);
    expect(
      problemsOf(
        copyOf(rooftop, { 'site.yaml': (t) => t.replace('languages: [en-GB, fr]', 'languages: [en-GB, fr, fr]') }),
        loadContents,
      ),
    ).toEqual([expect.stringMatching(/^x\/site\.yaml: languages: expected each language once/)]);
  });

  it('refuses a language’s file the venue does not list, and one for the default language', () => {
    const dir = copyOf(rooftop, {
      'pages/news.de.yaml': () => 'seo: { title: Neuigkeiten }\n',
      'venue.en-gb.yaml': () => 'spaces: []\n',
    });
    expect(problemsOf(dir, loadContents)).toEqual([
      'x/venue.en-gb.yaml: en-GB is the default language, whose words are in venue.yaml: move them there and remove this file',
      "x/pages/news.de.yaml: site.yaml does not list de among the venue's languages (en-GB, fr): add it there, or remove this file",
    ]);
    expect(
      problemsOf(copyOf(demo, { 'pages/home.fr.yaml': () => 'hero: { title: Bonjour }\n' }), loadContents),
    ).toEqual([
      "x/pages/home.fr.yaml: site.yaml does not list fr among the venue's languages (en-GB): add it there, or remove this file",
    ]);
  });

  it('names a language by its code in lower case in the files’ names', () => {
    expect(languageFile('pages/home.yaml', 'pt-BR')).toBe('pages/home.pt-br.yaml');
    const dir = copyOf(rooftop, {
      'site.yaml': (t) => t.replace('languages: [en-GB, fr]', 'languages: [en-GB, fr, pt-BR]'),
    });
    expect(problemsOf(dir, loadContents)).toContain(
      "x/site.pt-br.yaml: missing: the Brazilian Portuguese words of site.yaml (site.yaml lists pt-BR among the venue's languages)",
    );
  });
});

describe('a time of day in the words', () => {
  const timeline = [
    'timeline:',
    '  title: A night on the roof',
    '  moments:',
    "    - { id: doors, time: '18:00', text: Doors open on the terrace. }",
    "    - { id: dinner, time: '19:30', text: Dinner in the Glasshouse. }",
    '    - { id: late, time: Late, text: The club until three. }',
    '',
  ].join('\n');
  /** The rooftop example with a timeline, and its French words as `french` gives them. */
  const withTimeline = (french: string) =>
    copyOf(rooftop, {
      'pages/venue.yaml': (t) => t.replace(/^faq:/m, `${timeline}\nfaq:`),
      'pages/venue.fr.yaml': (t) => t.replace(/^faq:/m, `timeline:\n  title: Une nuit sur le toit\n${french}\nfaq:`),
    });

  it('is data: written once, in the default language’s file, and said by each page in its way', () => {
    const dir = withTimeline(
      [
        '  moments:',
        '    - { id: doors, text: Ouverture sur la terrasse. }',
        '    - { id: dinner, text: Dîner dans la Serre. }',
        '    - { id: late, time: Tard, text: Le club jusqu’à trois heures. }',
      ].join('\n'),
    );
    const moments = loadContents(dir).get('fr')!.venuePage.timeline!.moments;
    expect(moments.map((moment) => [moment.time, moment.text])).toEqual([
      ['18:00', 'Ouverture sur la terrasse.'],
      ['19:30', 'Dîner dans la Serre.'],
      ['Tard', 'Le club jusqu’à trois heures.'],
    ]);
  });

  it('may be written again as it is (the editor copies it), but not as another', () => {
    const same = withTimeline(
      [
        '  moments:',
        "    - { id: doors, time: '18:00', text: Ouverture sur la terrasse. }",
        "    - { id: dinner, time: '19:30', text: Dîner dans la Serre. }",
        '    - { id: late, time: Tard, text: Le club jusqu’à trois heures. }',
      ].join('\n'),
    );
    expect(loadContents(same).get('fr')!.venuePage.timeline!.moments[1]!.time).toBe('19:30');
    const other = withTimeline(
      [
        '  moments:',
        '    - { id: doors, text: Ouverture sur la terrasse. }',
        '    - { id: dinner, time: 19 h 30, text: Dîner dans la Serre. }',
        '    - { id: late, time: Tard, text: Le club jusqu’à trois heures. }',
      ].join('\n'),
    );
    expect(problemsOf(other, loadContents)).toEqual([
      expect.stringMatching(
        /^x\/pages\/venue\.fr\.yaml: timeline\.moments\[1]\.time: 19:30 is a time, the same in every language: pages\/venue\.yaml gives it once, and each language's page says it in its own way; leave it out here \(line \d+\)$/,
      ),
    ]);
  });

  it('is no time when it is words: those are asked of every language', () => {
    const dir = withTimeline(
      [
        '  moments:',
        '    - { id: doors, text: Ouverture sur la terrasse. }',
        '    - { id: dinner, text: Dîner dans la Serre. }',
        '    - { id: late, text: Le club jusqu’à trois heures. }',
      ].join('\n'),
    );
    expect(problemsOf(dir, loadContents)).toEqual([
      expect.stringMatching(
        /^x\/pages\/venue\.fr\.yaml: timeline\.moments\[2]\.time: missing the French words \(the default language's are in pages\/venue\.yaml\) \(line \d+\)$/,
      ),
    ]);
  });

  it('is asked of no language, Japanese included: a day in Kyoto in two languages', () => {
    const shape = shapeOf(CONTENT_FILES.venuePage.schema);
    const english = parse(
      [
        'timeline:',
        '  title: A day at the machiya',
        '  moments:',
        "    - { id: tea, time: '10:00', text: Tea in the tokonoma room. }",
        "    - { id: garden, time: '9:30', text: The garden from the engawa. }",
      ].join('\n'),
    ) as unknown;
    const japanese = parse(
      [
        'timeline:',
        '  title: 町家の一日',
        '  moments:',
        '    - { id: tea, text: 床の間の座敷でお茶。 }',
        '    - { id: garden, text: 縁側から庭を眺める。 }',
      ].join('\n'),
    ) as unknown;
    expect(missingWords(shape, english, japanese)).toEqual([]);
    const merged = withWords(shape, english, japanese) as { timeline: { moments: { time: string; text: string }[] } };
    expect(merged.timeline.moments).toEqual([
      { id: 'tea', time: '10:00', text: '床の間の座敷でお茶。' },
      { id: 'garden', time: '9:30', text: '縁側から庭を眺める。' },
    ]);
  });
});
