import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from './load';

const demo = path.resolve(import.meta.dirname, '../../content');
const folders: string[] = [];

/** A copy of the demo venue's folder, with `edit` applied to the text of the named files. */
function venueWith(edits: Record<string, (text: string) => string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-content-'));
  folders.push(dir);
  fs.cpSync(demo, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    fs.writeFileSync(full, edit(fs.readFileSync(full, 'utf8')));
  }
  return dir;
}

/** The problems a folder has, one string each, with the temporary folder's path shown as `x/`. */
function problemsOf(dir: string): string[] {
  try {
    loadContent(dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const shown = path.relative(process.cwd(), dir);
    return error.problems.map((problem) => problem.replaceAll(`${shown}/`, 'x/'));
  }
  throw new Error('the folder loaded without a problem');
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the demo venue', () => {
  const content = loadContent(demo);

  it('works every total out from the spaces', () => {
    expect(content.totals.mostGuests).toBe(350);
    expect(content.totals.most.dinner).toBe(220);
    expect(content.totals.fewestGuests).toBe(60);
    expect(content.totals.layouts).toEqual(['theatre', 'dinner', 'reception', 'cabaret', 'classroom', 'boardroom']);
  });

  it('fills the figures the copy quotes', () => {
    expect(content.home.hero.lede).toBe(
      'Four rooms of brick, iron and oak on the canal, for 350 guests standing or 220 at one long dinner.',
    );
    expect(content.home.intro.facts.map((fact) => fact.value)).toEqual(['350', '220', '4', '9 m']);
    expect(content.venuePage.faq.questions[0]!.a).toMatch(
      /^The Weaving Hall seats 220 for dinner and takes 350 standing or 300 in theatre rows/,
    );
    expect(content.home.seo.title).toBe('The Hollin Hall · Victorian mill hall for weddings, launches and dinners');
  });

  it('follows the capacities when they change', () => {
    const dir = venueWith({
      'venue.yaml': (t) =>
        t.replace(
          'capacity: { theatre: 300, dinner: 220, reception: 350, cabaret: 180 }',
          'capacity: { theatre: 300, dinner: 260, reception: 410 }',
        ),
    });
    const changed = loadContent(dir);
    expect(changed.home.hero.lede).toContain('for 410 guests standing or 260 at one long dinner');
    expect(changed.totals.most.cabaret).toBeUndefined();
  });

  it('lets SITE_NAME win over the content’s name', () => {
    const renamed = loadContent(demo, { siteName: 'Corn Exchange' });
    expect(renamed.site.name).toBe('Corn Exchange');
    expect(renamed.home.seo.title).toMatch(/^Corn Exchange · /);
  });
});

describe('a folder with mistakes', () => {
  it('names the file, the field, what was expected and what it got', () => {
    const dir = venueWith({ 'venue.yaml': (t) => t.replace('dinner: 80,', 'dinner: lots,') });
    expect(problemsOf(dir)).toEqual([
      'x/venue.yaml: spaces[1].capacity.dinner: expected a whole number, got "lots" (line 22)',
    ]);
  });

  it('names a missing field', () => {
    const dir = venueWith({ 'site.yaml': (t) => t.replace(/^ {2}email: .*\n/m, '') });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^x\/site\.yaml: contact\.email: expected an email address \(missing\) \(line \d+\)$/),
    ]);
  });

  it('gives every problem at once, across files', () => {
    const dir = venueWith({
      'venue.yaml': (t) => t.replace('dinner: 80,', 'dinner: 2.5,').replace('length: 18', 'length: -1'),
      'pages/news.yaml': (t) => t.replace(/^ {2}title: From the hall\n/m, ''),
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^x\/venue\.yaml: spaces\[1]\.capacity\.dinner: expected a whole number, got 2\.5/),
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[2]\.dimensions\.length: expected a number of metres above 0, got -1/,
      ),
      expect.stringMatching(/^x\/pages\/news\.yaml: header\.title: expected text \(missing\)/),
    ]);
  });

  it('gives the line of a YAML syntax error', () => {
    const dir = venueWith({
      'pages/contact.yaml': (t) => t.replace('  title: Send an enquiry', '  title: "Send an enquiry'),
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^x\/pages\/contact\.yaml: line \d+: YAML cannot be read here: /),
    ]);
  });

  it('refuses an id used twice', () => {
    const dir = venueWith({ 'venue.yaml': (t) => t.replace('id: loom-loft', 'id: engine-house') });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[2]\.id: "engine-house" is already the id of spaces\[1]; each id must be different \(line \d+\)$/,
      ),
    ]);
  });

  it('refuses a picture that is not there', () => {
    const dir = venueWith({
      'venue.yaml': (t) => t.replace('src: photos/loom-loft.jpg', 'src: photos/missing.jpg'),
      'pages/gallery.yaml': (t) => t.replace('src: photos/hero.jpg', 'src: photos/gone.jpg'),
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^x\/venue\.yaml: spaces\[2]\.photo\.src: no file photos\/missing\.jpg in /),
      expect.stringMatching(/^x\/pages\/gallery\.yaml: photos\[0]\.src: no file photos\/gone\.jpg in /),
    ]);
  });

  it('refuses an icon that is not there, or is not an SVG drawing', () => {
    expect(problemsOf(venueWith({ 'site.yaml': (t) => t.replace('icon: icon.svg', 'icon: tab.svg') }))).toEqual([
      expect.stringMatching(/^x\/site\.yaml: icon: no file tab\.svg in .* \(line \d+\)$/),
    ]);
    expect(problemsOf(venueWith({ 'site.yaml': (t) => t.replace('icon: icon.svg', 'icon: site.yaml') }))).toEqual([
      'x/site.yaml: icon: expected the name of an SVG file in the folder, like icon.svg, got "site.yaml" (line 13)',
    ]);
    expect(problemsOf(venueWith({ 'site.yaml': (t) => t.replace('icon: icon.svg', 'icon: ../icon.svg') }))).toEqual([
      'x/site.yaml: icon: expected a path inside the content folder, like photos/hall.jpg, got "../icon.svg" (line 13)',
    ]);
    expect(problemsOf(venueWith({ 'icon.svg': () => 'GIF89a' }))).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: icon: icon\.svg is not an SVG drawing \(expected it to start with <svg>\)/,
      ),
    ]);
  });

  it('refuses a photo without alt text', () => {
    const dir = venueWith({
      'site.yaml': (t) => t.replace('  alt: The Hollin Hall at dusk, its mill windows lit', "  alt: ''"),
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: shareImage\.alt: a photo needs alt text that says what it shows, got "" \(line \d+\)$/,
      ),
    ]);
  });

  it('refuses a layout it does not know and a script link', () => {
    const dir = venueWith({
      'venue.yaml': (t) =>
        t.replace('capacity: { dinner: 120, reception: 200 }', 'capacity: { dinner: 120, banquet: 200 }'),
      'site.yaml': (t) => t.replace('href: /news', 'href: javascript:alert(1)'),
    });
    const problems = problemsOf(dir);
    expect(problems).toContainEqual(
      expect.stringMatching(/^x\/site\.yaml: navigation\.main\[3]\.href: expected a link starting with/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[3]\.capacity: unknown "banquet": expected only the layouts theatre, dinner, reception, cabaret, classroom, boardroom/,
      ),
    );
  });

  it('names a figure the copy quotes that does not exist', () => {
    const dir = venueWith({
      'pages/home.yaml': (t) => t.replace('{most_dinner} at one long dinner', '{most_banquet} at one long dinner'),
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^x\/pages\/home\.yaml: hero\.lede: no figure is called \{most_banquet} .*\(line \d+\)$/),
    ]);
  });

  it('names a missing file and a missing folder', () => {
    const dir = venueWith({});
    fs.rmSync(path.join(dir, 'pages/news.yaml'));
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/^x\/pages\/news\.yaml: missing/)]);
    expect(() => loadContent(path.join(dir, 'nope'))).toThrow(/no content folder here/);
  });
});
