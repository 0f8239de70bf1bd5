// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadContents } from '@/content/load';
import { LAYOUTS } from '@/content/schema';
import { scriptOfLanguage } from '@/content/typefaces';
import { formatNumber } from '@/i18n';
import { formatMoney } from '@/shared/prices/money';
import { fromPrice } from '@/shared/prices/packages';
import { includedGuestsText } from '@/shared/prices/words';
import { formatBytes } from '@/lib/format-bytes.mjs';
import { brochureFile, brochurePath, encodePrint } from './brochure.server';
import { brochureSize } from './size';

vi.mock('server-only', () => ({}));

const SITE_URL = 'https://venue.example';
/** The venues in other scripts: Japanese (its faces, lines between phrases) and Arabic (right to left). */
const SCRIPT_FOLDERS = ['examples/kyoto', 'examples/riad'];
const FOLDERS = ['content', 'examples/rooftop', ...SCRIPT_FOLDERS];
const MAX_BYTES = 5 * 1024 * 1024;

/** Poppler's tools read the PDF as a reader's software does; CI installs them (.ci/run: poppler-utils). */
function poppler(tool: 'pdftotext' | 'pdffonts', ...args: string[]): string {
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `${tool} is missing: the brochure's test reads the PDF with Poppler (apt-get install poppler-utils)`,
    );
  }
  if (run.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

/** Any run of spaces (a narrow no-break space in "1 200", a line's end) as one space, and none in Japanese. */
const words = (text: string): string =>
  text
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    // A line's end inside Japanese, which has no spaces, is none (nor the ideographic space Poppler reads as one).
    .replace(
      /(?<=[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]) (?=[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}])/gu,
      '',
    )
    .trim();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-brochure-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the venue's brochure: a PDF per language, made from its content", () => {
  for (const folder of FOLDERS) {
    const contents = loadContents(path.resolve(folder));
    for (const [tag, content] of contents) {
      it(`${folder}, ${tag}: names the venue, every space with its capacities, every package with its price`, async () => {
        const bytes = await brochureFile(content, SITE_URL);
        expect(bytes.byteLength).toBeLessThanOrEqual(MAX_BYTES);
        const file = path.join(dir, `${path.basename(folder)}-${tag}.pdf`);
        fs.writeFileSync(file, bytes);

        const read = poppler('pdftotext', '-enc', 'UTF-8', file, '-');
        // Right to left, Poppler orders a line's runs around its marks and figures by its own guess, and sees a gap
        // where Amiri's cursive attachment moves a letter ("ال رياض"): there, the names, read without spaces and
        // marks of direction (the PDF's own text has neither gap nor mark).
        if (['Arab', 'Hebr'].includes(scriptOfLanguage(tag) ?? '')) {
          const bare = (text: string) => text.replace(/[\s\u00a0\u200e\u200f\u061c\u202a-\u202e]+/g, '');
          const names = [
            content.site.name,
            ...content.venue.spaces.map((space) => space.name),
            ...(content.prices?.packages ?? []).map((pack) => pack.name),
          ];
          const unread = names.filter((name) => !bare(read).includes(bare(name)));
          expect(unread, `not in the PDF's text: ${unread.join(' | ')}`).toEqual([]);
        }
        const text = words(read);
        const expected = [
          content.site.name,
          // The story and a question: the language's letters and marks (é, ’, the space before « ? »), read back.
          ...content.home.intro.paragraphs,
          content.venuePage.faq.questions[0]!.q,
          ...content.venue.spaces.flatMap((space) => [
            space.name,
            ...LAYOUTS.flatMap((layout) =>
              space.capacity[layout] === undefined ? [] : [formatNumber(space.capacity[layout], tag)],
            ),
          ]),
          ...(content.prices?.packages ?? []).flatMap((pack) => [
            pack.name,
            formatMoney(fromPrice(pack), content.prices!.currency, tag),
            // The guests a price includes and each extra guest's price (the roof's whole roof), "" for the others.
            includedGuestsText(pack, content.prices!.currency, content.dictionary.prices, tag),
          ]),
        ];
        // The example roof's whole roof includes guests: its brochure says so in each language.
        const guests = (content.prices?.packages ?? []).filter((pack) => pack.includedGuests !== undefined);
        if (!SCRIPT_FOLDERS.includes(folder)) expect(guests.length).toBe(folder === 'examples/rooftop' ? 1 : 0);
        const missing = expected.filter((word) => !text.includes(words(word)));
        if (!['Arab', 'Hebr'].includes(scriptOfLanguage(tag) ?? ''))
          expect(missing, `not in the PDF's text: ${missing.join(' | ')}`).toEqual([]);

        // A space's table as its language reads: each capacity after its layout's name, so right of it, or left of it
        // right to left. Its rows: a capacity of the first space with a short name beside it, on the page with most.
        const first = content.venue.spaces[0]!;
        const figures = new Set(
          LAYOUTS.flatMap((layout) =>
            first.capacity[layout] === undefined ? [] : [formatNumber(first.capacity[layout], tag)],
          ),
        );
        const tables = poppler('pdftotext', '-enc', 'UTF-8', '-bbox', file, '-')
          .split('<page ')
          .slice(1)
          .map((page) => {
            const boxes = [
              ...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]+)<\/word>/g),
            ].map(([, x, top, bottom, word]) => ({ x: Number(x), y: (Number(top) + Number(bottom)) / 2, word: word! }));
            return boxes
              .filter((box) => figures.has(box.word))
              .map((figure) => ({
                figure,
                name: boxes.filter(
                  (box) =>
                    box !== figure &&
                    Math.abs(box.y - figure.y) < 4 &&
                    Math.abs(box.x - figure.x) < 250 &&
                    !/\d/.test(box.word),
                ),
              }))
              .filter((row) => row.name.length > 0 && row.name.length <= 4);
          });
        const rows = tables.reduce((most, rowsOfPage) => (rowsOfPage.length > most.length ? rowsOfPage : most), []);
        expect(rows.length).toBeGreaterThan(1);
        const rtl = ['Arab', 'Hebr'].includes(scriptOfLanguage(tag) ?? '');
        for (const { figure, name } of rows)
          for (const word of name) expect(figure.x < word.x, `${figure.word} beside ${word.word}`).toBe(rtl);

        // Every font embedded, and subset (a six-letter tag before its name: "ABCDEF+Inter-Regular").
        const fonts = poppler('pdffonts', file)
          .split('\n')
          .slice(2)
          .filter((line) => line.trim() !== '');
        expect(fonts.length).toBeGreaterThan(0);
        for (const line of fonts) {
          expect(line, 'subset').toMatch(/^[A-Z]{6}\+\S+/);
          expect(line.slice(line.search(/ (yes|no) +(yes|no) +(yes|no) /)), 'embedded and subset').toMatch(
            /^ yes +yes /,
          );
        }
        // A script's faces are cut and merged the first time a brochure needs them: seconds on a busy machine.
      }, 30_000);
    }
  }

  // A venue in Japanese, one in Arabic: the second venue's French made over in memory, its names and story in the
  // script (the build's own venues in these languages are examples of their own).
  const rooftop = [...loadContents(path.resolve('examples/rooftop')).values()][1]!;
  const madeOver = (tag: string, words: { name: string; story: string; spaces: string[]; packages: string[] }) => ({
    ...rooftop,
    language: tag,
    languages: ['en-GB', tag],
    site: { ...rooftop.site, name: words.name },
    home: { ...rooftop.home, intro: { ...rooftop.home.intro, paragraphs: [words.story] } },
    venue: {
      ...rooftop.venue,
      spaces: rooftop.venue.spaces.map((space, index) => ({ ...space, name: words.spaces[index] ?? space.name })),
    },
    prices: rooftop.prices && {
      ...rooftop.prices,
      packages: rooftop.prices.packages.map((pack, index) => ({ ...pack, name: words.packages[index] ?? pack.name })),
    },
  });
  const SCRIPTS = {
    ja: {
      name: '松葉屋',
      story:
        '京都・北区　大正十三年創建の京町家で、少人数の結婚式を。奥座敷から坪庭と縁側を眺め、蔵で季節の料理をお楽しみください。',
      spaces: ['奥座敷', '坪庭と縁側', '蔵'],
      packages: ['少人数の結婚式', '蔵でのお食事会', '町家を貸し切りで'],
    },
    ar: {
      name: 'رياض الياسمين',
      story: 'رياض في قلب المدينة القديمة، بين الأزقة والأسواق: ثلاث قاعات وسطح يطل على جبال الأطلس.',
      spaces: ['الصالون', 'السطح', 'الفناء'],
      packages: ['عرس في الرياض', 'عشاء على السطح', 'الرياض كله'],
    },
  };
  for (const [tag, words] of Object.entries(SCRIPTS)) {
    it(`${tag}: embeds the script's faces, and reads back the venue, its story, every space's and package's name`, async () => {
      const content = madeOver(tag, words);
      const bytes = await brochureFile(content, SITE_URL);
      const file = path.join(dir, `script-${tag}.pdf`);
      fs.writeFileSync(file, bytes);
      // Poppler marks the runs of a right-to-left page (U+202A–U+202E) and sees a gap where Amiri's cursive
      // attachment moves a letter ("ال رياض"): compared without them. The PDF's own text has neither.
      const read = (text: string) => text.replace(/[\s\u00a0\u200e\u200f\u202a-\u202e]+/g, '');
      const text = read(poppler('pdftotext', '-enc', 'UTF-8', file, '-'));
      // The story word by word: Poppler orders a line's runs around its marks (، :) by the page's direction.
      const expected = [
        words.name,
        ...words.story.split(/[\s،:.]+/).filter(Boolean),
        ...words.spaces,
        ...words.packages,
      ];
      const missing = expected.filter((word) => !text.includes(read(word)));
      expect(missing, `not in the PDF's text: ${missing.join(' | ')}`).toEqual([]);
      const fonts = poppler('pdffonts', file)
        .split('\n')
        .slice(2)
        .filter((line) => line.trim() !== '');
      for (const line of fonts)
        expect(line.slice(line.search(/ (yes|no) +(yes|no) +(yes|no) /)), line).toMatch(/^ yes +yes /);
      expect(fonts.some((line) => (tag === 'ja' ? /NotoSerifJP/ : /Amiri/).test(line))).toBe(true);
      // One embedded font per slice and weight, never one per text.
      expect(fonts.length).toBeLessThan(200);
      expect(bytes.byteLength).toBeLessThanOrEqual(MAX_BYTES);
    }, 30_000);
  }

  it('stops at a letter no face draws, naming its script', async () => {
    const content = madeOver('ja', { ...SCRIPTS.ja, story: 'ร้านอาหารริมแม่น้ำ' });
    await expect(brochureFile(content, 'https://thai.example')).rejects.toThrow(/no face draws: Thai \(/);
  });

  it('renders a language once, however many pages ask for it', async () => {
    const content = loadContents(path.resolve('content')).values().next().value!;
    expect(brochureFile(content, SITE_URL)).toBe(brochureFile(content, SITE_URL));
  });
});

describe("a drawing's words in the brochure", () => {
  it("are printed in the site's faces, whatever fonts the build machine has", async () => {
    const drawing = (family: string) =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120" viewBox="0 0 600 120">' +
          `<rect width="600" height="120" fill="#fff"/><text x="20" y="75" font-family="${family}" font-size="48">` +
          'Stage · Bar · 34 m</text></svg>',
      );
    const printed = async (family: string) => {
      const { data, format } = await encodePrint('plan.svg', drawing(family));
      expect(format).toBe('png');
      return createHash('sha256').update(data).digest('hex');
    };
    // A plan as the demo's are drawn (`Inter, Arial, sans-serif`), as a venue may draw one (`Arial`, `sans-serif`,
    // `Helvetica`): Inter each time, which no build machine has of its own; the serif families in Fraunces.
    const inter = await printed('Inter');
    for (const family of ['Inter, Arial, sans-serif', 'Arial', 'sans-serif', 'Helvetica'])
      expect(await printed(family), family).toBe(inter);
    const fraunces = await printed('Fraunces');
    expect(await printed('Georgia, serif')).toBe(fraunces);
    // Two faces, so letters and not a box for each (a machine without fonts draws the same box in every family).
    expect(fraunces).not.toBe(inter);
  });
});

describe('brochurePath', () => {
  it('puts the default language at /brochure.pdf and each other under its code', () => {
    const languages = ['en-GB', 'fr', 'pt-BR'];
    expect(brochurePath('en-GB', languages)).toBe('/brochure.pdf');
    expect(brochurePath('fr', languages)).toBe('/fr/brochure.pdf');
    expect(brochurePath('pt-BR', languages)).toBe('/pt-br/brochure.pdf');
  });
});

describe('brochureSize', () => {
  it('says the size as format-bytes does, in the language’s own words', () => {
    for (const bytes of [2_000_000, 1024 * 1024, 5 * 1024 * 1024 - 1]) {
      expect(brochureSize(bytes, 'en-GB')).toBe(formatBytes(bytes));
    }
    expect(brochureSize(new Uint8Array(2_000_000), 'en-GB')).toBe('1.9 MB');
    expect(words(brochureSize(2_000_000, 'fr'))).toBe('1,9 Mo');
  });
});
