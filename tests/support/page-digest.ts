import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { builtSite, venue } from './venue';

/**
 * What a visitor reads on each built page, kept beside the tests (tests/pages/<venue>.json): its title, language and
 * direction, its headings, every link (its words and where it goes) and every run of text, in order. A change to the
 * code's layout (folders, routes, the content layer) must leave them as they were; a change a visitor should see
 * rewrites them on purpose: `UPDATE_PAGES=1` with the suite, then read the file's diff.
 */
export interface PageDigest {
  title: string;
  lang: string;
  dir: string;
  headings: string[];
  links: string[];
  text: string[];
}

/** Not pages a visitor reads: the editor, the venue's files, the stand-ins' files. */
const SKIPPED = /^(admin|files|venue-files|photos|vendor|_astro)\//;

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function htmlFiles(dir: string, base = ''): string[] {
  return fs
    .readdirSync(path.join(dir, base), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = base ? `${base}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return htmlFiles(dir, relative);
      return entry.name.endsWith('.html') ? [relative] : [];
    })
    .filter((file) => !SKIPPED.test(file))
    .sort();
}

/** The digest of one page's HTML. */
function digestOf(html: string): PageDigest {
  const { document } = new JSDOM(html).window;
  for (const node of document.querySelectorAll('script, style, template')) node.remove();
  const text: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const run = squash(node.textContent);
    if (run) text.push(run);
  }
  return {
    title: squash(document.title),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    headings: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
      (heading) => `${heading.tagName.toLowerCase()} ${squash(heading.textContent)}`,
    ),
    links: [...document.querySelectorAll('a[href]')].map(
      (link) => `${squash(link.textContent) || link.getAttribute('aria-label') || ''} → ${link.getAttribute('href')}`,
    ),
    text,
  };
}

/** Every page of a built site (`out/`), by file. */
const digestOfSite = (dir: string): Record<string, PageDigest> =>
  Object.fromEntries(htmlFiles(dir).map((file) => [file, digestOf(fs.readFileSync(path.join(dir, file), 'utf8'))]));

/**
 * One test (both suites, desktop only): every page of the build this suite made reads as its record says, page by
 * page; a page more or less fails too.
 */
export function everyPageReadsAsRecorded() {
  const record = path.join('tests', 'pages', `${path.basename(venue.dir)}.json`);
  test(`${venue.site.name}: every built page reads as ${record} records it`, () => {
    test.skip(
      !fs.existsSync(record) && !process.env.UPDATE_PAGES,
      `no record of this venue's pages: UPDATE_PAGES=1 writes ${record}`,
    );
    const pages = digestOfSite(builtSite);
    if (process.env.UPDATE_PAGES) {
      fs.mkdirSync(path.dirname(record), { recursive: true });
      fs.writeFileSync(record, `${JSON.stringify(pages, null, 1)}\n`);
    }
    const recorded = JSON.parse(fs.readFileSync(record, 'utf8')) as Record<string, PageDigest>;
    expect(Object.keys(pages), 'the built pages').toEqual(Object.keys(recorded));
    for (const [file, digest] of Object.entries(pages)) expect(digest, file).toEqual(recorded[file]);
  });
}
