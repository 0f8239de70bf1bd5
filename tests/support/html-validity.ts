import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkHtml, formatError } from '../../scripts/check-html.mjs';
import { builtSite as OUT, venue, venuePages as pages } from './venue';

/** The file of the build a page's path is written to (`/` → index.html, `/venue` → venue.html). */
const fileOf = (pagePath: string) => path.join(OUT, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);

/**
 * One test that runs W3C's Nu HTML Checker once over every page of the build this suite's web server made (the
 * checker builds nothing), and fails listing each error as file:line:column: message. Defined by both suites, so
 * `npm test` checks the pages of both venues; desktop project only (the HTML does not depend on the screen).
 */
export function everyPageIsValidHtml() {
  test(`${venue.site.name}: every built page is valid HTML (W3C Nu HTML Checker)`, async () => {
    test.setTimeout(120_000); // one JVM for all pages: a few seconds, longer on a busy machine
    const { files, errors } = await checkHtml(OUT);
    for (const target of pages) expect(files, `${target.name} page checked`).toContain(fileOf(target.path));
    expect(errors.map(formatError), `errors in the ${files.length} page(s) of ${OUT}/`).toEqual([]);
  });
}
