import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { de } from '@/i18n/de';
import { en } from '@/i18n/en';
import { es } from '@/i18n/es';
import { writeVenue } from '../../scripts/new-venue.mjs';
import { problemsOf } from './folders.test-support';
import { loadContent, loadContents } from './load';
import { otherVenuesWords, wordsIn } from './other-venues.test-support';
import { ANSWERS_FILE, newVenue, readAnswer, timeZonesOf, unitsIn, type Answers } from './new-venue';
import { HAUS_AM_SEE } from './new-venue.test-support';

const root = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The folder the command writes for `answers`, in a new temporary folder. */
async function folderFor(answers: Answers): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-new-venue-'));
  made.push(dir);
  await writeVenue(dir, answers);
  return dir;
}

/** Every text file of a folder, by its path in it. */
const textsOf = (dir: string): Map<string, string> =>
  new Map(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ya?ml|svg|md|txt)$/.test(file))
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );

/** Every text a value holds, with its place. */
function textsIn(value: unknown, at: (string | number)[] = []): [at: (string | number)[], text: string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, [...at, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, field]) => textsIn(field, [...at, key]));
  return [];
}

const demoWords = otherVenuesWords(root);
const leaks = (text: string) => wordsIn(demoWords, text);

describe('the demo and the example venues’ words', () => {
  // The test below could not fail with nothing to look for.
  it('are found in their own files', () => {
    expect(demoWords.size).toBeGreaterThan(300);
    for (const word of [
      'The Hollin Hall',
      'The Weaving Hall',
      'Hollin Mill, 12 Wharf Lane',
      'Kinderhook Barn',
      '松葉屋',
    ])
      expect(demoWords).toContain(word);
    expect(leaks(fs.readFileSync(path.join(root, 'content/pages/home.yaml'), 'utf8')).length).toBeGreaterThan(5);
    expect(leaks(fs.readFileSync(path.join(root, 'examples/barn/venue.yaml'), 'utf8')).length).toBeGreaterThan(5);
  });
});

const venues: { answers: Answers; region: boolean; countryNames: Record<string, string> }[] = [
  {
    answers: HAUS_AM_SEE,
    // German addresses write no Land.
    region: false,
    countryNames: { de: 'Deutschland', en: 'Germany' },
  },
  {
    answers: {
      name: 'Prairie Lantern Hall',
      languages: ['en-US', 'es'],
      country: 'US',
      timeZone: 'America/Chicago',
      currency: 'USD',
      units: 'imperial',
    },
    // "Chicago, IL 60601": the state.
    region: true,
    countryNames: { 'en-US': 'United States', es: 'Estados Unidos' },
  },
];

describe.each(venues)('a new venue: $answers.name', ({ answers, region, countryNames }) => {
  const folder = folderFor(answers);

  it('passes the build’s own check of the folder, in every language', async () => {
    const contents = loadContents(await folder);
    expect([...contents.keys()]).toEqual(answers.languages);
    for (const content of contents.values()) {
      expect(content.site.name).toBe(answers.name);
      expect(content.site.timeZone).toBe(answers.timeZone);
      expect(content.prices?.currency).toBe(answers.currency);
    }
  });

  it('says not a word of the demo venue or the examples', async () => {
    const texts = textsOf(await folder);
    expect([...texts.keys()]).toEqual(expect.arrayContaining(['site.yaml', 'pages/home.yaml', 'icon.svg']));
    for (const [file, text] of texts) expect(leaks(text), file).toEqual([]);
    // The photos' drawings too: what the JPEGs show.
    for (const [file, svg] of newVenue(answers).photos) expect(leaks(svg), file).toEqual([]);
  });

  it('measures the spaces in the venue’s unit', async () => {
    const content = loadContent(await folder);
    const units = answers.units === 'imperial' ? 'feet' : 'metres';
    expect(content.site.units).toBe(units);
    // A round figure in that unit, not one converted from the other.
    expect(content.venue.spaces[0]!.dimensions).toEqual(
      units === 'feet' ? { length: 60, width: 30 } : { length: 20, width: 10 },
    );
    expect(fs.readFileSync(path.join(await folder, 'venue.yaml'), 'utf8')).toContain(`its size is in ${units}`);
  });

  it('has the country’s address fields, its name in each language', async () => {
    const contents = loadContents(await folder);
    for (const [tag, content] of contents) {
      const { address } = content.site;
      expect(address.country).toBe(answers.country);
      expect(address.countryName).toBe(countryNames[tag]);
      expect(address.region !== undefined).toBe(region);
    }
    // The phone is one of the country's (the check passed), said to be an example beside it.
    expect(fs.readFileSync(path.join(await folder, 'site.yaml'), 'utf8')).toMatch(
      /# An example [A-Z]{2} number \(libphonenumber's\), not the venue's: write its own.\n {2}phone: /,
    );
  });

  it('marks each text to write with its field’s name, and takes the rest from the site’s dictionary', async () => {
    const dir = await folder;
    const [first, second] = answers.languages;
    for (const file of ['site.yaml', 'venue.yaml', 'pages/home.yaml', 'pages/venue.yaml', 'pages/contact.yaml'])
      for (const [at, text] of textsIn(parse(fs.readFileSync(path.join(dir, file), 'utf8'))))
        if (text.startsWith('['))
          expect(text).toBe(
            `[${at.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join('')}]`,
          );
    const contents = loadContents(dir);
    const words = { de, en, es } as const;
    for (const tag of [first!, second!]) {
      const dictionary = words[tag.slice(0, 2) as keyof typeof words];
      const content = contents.get(tag)!;
      expect(content.home.hero.title).toBe('[hero.title]');
      expect(content.venue.spaces[0]!.photo!.alt).toBe('[spaces[0].photo.alt]');
      expect(content.contact.aside.title).toBe(dictionary.forms.otherWays);
      expect(content.site.navigation.main.at(-1)!.label).toBe(dictionary.forms.enquiry.label);
      // The figure the build fills in.
      expect(content.home.seo.title).toBe(answers.name);
    }
  });

  it('leaves out what a venue may leave out', async () => {
    const content = loadContent(await folder);
    expect(content.events).toEqual([]);
    expect(content.venue.suppliers).toEqual([]);
    expect(content.home.testimonials).toEqual([]);
    expect(content.home.feed).toBeUndefined();
    expect(content.venuePage.timeline).toBeUndefined();
    expect(content.venue.spaces[0]!.plan).toBeUndefined();
    expect(fs.existsSync(path.join(await folder, 'words.yaml'))).toBe(false);
  });
});

describe('a venue written first in another script', () => {
  it.each([
    { name: '松風荘', languages: ['ja', 'en'], country: 'JP', timeZone: 'Asia/Tokyo' },
    { name: 'دار النخيل', languages: ['ar', 'fr'], country: 'MA', timeZone: 'Africa/Casablanca' },
  ])('passes the check too: $languages', async ({ name, languages, country, timeZone }) => {
    const dir = await folderFor({ name, languages, country, timeZone, currency: 'EUR', units: 'metric' });
    const contents = loadContents(dir);
    expect([...contents.keys()]).toEqual(languages);
    expect(contents.get(languages[0]!)!.site.name).toBe(name);
    // A name in another script has no letters for an address: the email's is a word of the schema's.
    expect(contents.get(languages[0]!)!.site.contact.email).toBe('venue@example.com');
    for (const [file, text] of textsOf(dir)) expect(leaks(text), file).toEqual([]);
  });
});

describe('a language the site has no words of its own for', () => {
  it('gets its words file to write, each entry with its English beside it, and the build names each', async () => {
    const dir = await folderFor({ ...venues[0]!.answers, languages: ['de', 'pl'] });
    const words = fs.readFileSync(path.join(dir, 'words.pl.yaml'), 'utf8');
    expect(words).toMatch(/^ {2}skipLink: # Skip to content$/m);
    const problems = problemsOf(dir, loadContents);
    expect(problems.length).toBeGreaterThan(100);
    // Nothing else of the folder is wrong.
    expect(problems.filter((problem) => !problem.startsWith('x/words.pl.yaml: '))).toEqual([]);
    // Its pages' words are placeholders, as another language's (no dictionary to take them from).
    expect(parse(fs.readFileSync(path.join(dir, 'pages/contact.pl.yaml'), 'utf8')).aside.title).toBe('[aside.title]');
  });
});

describe('the answers', () => {
  it('are read as the schema reads them, each problem in words', () => {
    expect(readAnswer('languages', 'de, EN-gb')).toEqual({ value: ['de', 'en-GB'] });
    expect(readAnswer('languages', 'de de')).toEqual({ problem: 'expected each language once' });
    expect(readAnswer('languages', 'english')).toHaveProperty('problem');
    expect(readAnswer('country', 'de')).toEqual({ value: 'DE' });
    expect(readAnswer('country', 'ZZ')).toHaveProperty('problem');
    expect(readAnswer('country', 'Germany')).toEqual({
      problem: 'expected a two-letter country code, like DE, GB or US',
    });
    expect(readAnswer('timeZone', 'Europe/Berlin')).toEqual({ value: 'Europe/Berlin' });
    expect(readAnswer('timeZone', 'Europe/Nowhere')).toHaveProperty('problem');
    expect(readAnswer('currency', 'usd')).toEqual({ value: 'USD' });
    expect(readAnswer('currency', 'XYZ')).toHaveProperty('problem');
    expect(readAnswer('units', 'Imperial')).toEqual({ value: 'imperial' });
    expect(readAnswer('units', 'feet')).toHaveProperty('problem');
    expect(readAnswer('name', '  ')).toHaveProperty('problem');
  });

  it('default from the country where they can: its units, its time zones', () => {
    expect(unitsIn('US')).toBe('imperial');
    expect(unitsIn('DE')).toBe('metric');
    expect(unitsIn('GB')).toBe('metric');
    expect(timeZonesOf('US')).toContain('America/Chicago');
    expect(timeZonesOf('JP')).toEqual(['Asia/Tokyo']);
  });
});

describe('npm run new-venue without a terminal', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/new-venue.mjs'), ...args], { encoding: 'utf8' });
  const flags = ['--name', 'Haus am See', '--languages', 'de,en', '--country', 'DE', '--currency', 'EUR'];

  it('names the answers it lacks, and writes nothing', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-new-venue-')), 'venue');
    made.push(path.dirname(dir));
    const result = run(...flags, '--folder', dir, '--yes');
    expect(result.status).toBe(1);
    // Germany has two time zones (Europe/Busingen too); the units follow the country.
    expect(result.stderr).toContain('give --time-zone.');
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('writes the folder from its flags and says what to do next', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-new-venue-')), 'venue');
    made.push(path.dirname(dir));
    const result = run(...flags, '--time-zone', 'Europe/Berlin', '--folder', dir, '--yes');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`CONTENT_DIR=${dir} npm run dev`);
    expect(result.stdout).toMatch(/Replace the photos \(photos\/hero\.jpg, photos\/space-1\.jpg\)/);
    expect(loadContent(dir).site.units).toBe('metres');
  });

  it('refuses a folder that holds anything', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-new-venue-'));
    made.push(dir);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const result = run(...flags, '--time-zone', 'Europe/Berlin', '--folder', dir, '--yes');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/already holds files.*Nothing written\./);
    expect(fs.readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('refuses an answer the build would refuse, naming its flag', () => {
    const result = run(...flags, '--time-zone', 'Berlin', '--folder', '/nowhere', '--yes');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--time-zone Berlin: expected a time zone name');
  });
});

describe("the demo's owner's answers, saved in the editor (promises §18)", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-demo-'));
  made.push(folder);
  fs.cpSync(path.join(root, 'content'), folder, { recursive: true });
  const demo = filesIn(folder);
  const answersAt = path.join(folder, ANSWERS_FILE);
  /** The command as the repository's workflow runs it, on the copy of the demo. */
  const replace = () =>
    spawnSync(process.execPath, [path.join(root, 'scripts/new-venue.mjs'), '--answers', answersAt, '--replace'], {
      encoding: 'utf8',
    });

  it('do nothing while unanswered, as the demo ships them, nor when an answer is wrong, saying which', () => {
    const unanswered = replace();
    expect(unanswered.status, unanswered.stderr).toBe(0);
    expect(unanswered.stdout).toContain('nothing written');
    expect(filesIn(folder)).toEqual(demo);

    fs.writeFileSync(answersAt, stringify({ ...HAUS_AM_SEE, country: 'XX', timeZone: 'Europe/Bonn' }));
    const wrong = replace();
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/new-venue\.yaml: country: no country has the code XX/);
    expect(wrong.stderr).toMatch(/new-venue\.yaml: timeZone: expected a time zone name/);
    expect(filesIn(folder)).toEqual(demo);
  });

  it("put the venue's own folder in the demo's place, nothing of the demo left beside it", () => {
    fs.writeFileSync(answersAt, stringify(HAUS_AM_SEE));
    const written = replace();
    expect(written.status, written.stderr).toBe(0);
    const venue = newVenue(HAUS_AM_SEE);
    // What `npm run new-venue` writes for the same answers, and no other file: the demo's photos, feed, answers gone.
    expect(filesIn(folder)).toEqual([...venue.files.keys(), ...venue.photos.keys()].sort());
    for (const [file, text] of venue.files) expect(fs.readFileSync(path.join(folder, file), 'utf8'), file).toBe(text);
    expect(loadContent(folder).site.name).toBe('Haus am See');
  });

  it('is what the repository runs when the answers are saved, and it may save what it writes', () => {
    const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/new-venue.yml'), 'utf8'));
    expect(workflow.on.push.paths).toEqual([`content/${ANSWERS_FILE}`]);
    expect(workflow.permissions).toEqual({ contents: 'write' });
    const steps: { uses?: string; with?: Record<string, string>; run?: string }[] = workflow.jobs['new-venue'].steps;
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with?.['node-version-file']).toBe(
      '.nvmrc',
    );
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs).toContain(`node scripts/new-venue.mjs --answers content/${ANSWERS_FILE} --replace`);
    expect(runs.at(-1)).toMatch(/git add --all content[\s\S]*git commit[\s\S]*git push/);
  });
});

/** Every file below `dir`, by its path there. */
function filesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
