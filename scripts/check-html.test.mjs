import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtml, formatError, NO_JAVA } from './check-html.mjs';

/** A page around `body` (and `head`), valid as it stands. */
const page = (body, head = '') =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>t</title>\n${head}</head>\n<body>\n${body}\n</body>\n</html>\n`;

describe('check-html: the Nu HTML Checker over a built folder', () => {
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-html-'));
    fs.mkdirSync(path.join(dir, 'fr'));
    // Container queries and scroll-driven animations: valid CSS the checker's parser does not know, and nothing else.
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      page(
        '<p>ok</p>',
        '<style>.a{container-type:inline-size}@container (width > 30em){.a p{color:red}}' +
          ':root{timeline-scope:--h}.h{view-timeline:--h block}' +
          '.a{animation-name:x;animation-timeline:--h;animation-range:exit-crossing}</style>\n',
      ),
    );
    // Line 10: a nav trigger that is a popover's invoker and carries aria-expanded. Line 11: a misspelt property.
    fs.writeFileSync(
      path.join(dir, 'fr', 'menu.html'),
      page(
        '<div id="m" popover>m</div>\n<button type="button" popovertarget="m" aria-expanded="false">Menu</button>',
        '<style>p{colr:red}</style>\n',
      ),
    );
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a page');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('checks every .html below the folder at once and lists each error with its file, line and message', async () => {
    const { files, errors } = await checkHtml(dir);
    expect(files).toEqual([path.join(dir, 'fr', 'menu.html'), path.join(dir, 'index.html')]);
    const lines = errors.map(formatError);
    expect(lines).toEqual([
      expect.stringMatching(/fr\/menu\.html:6:\d+: CSS: “colr”: Property “colr” doesn't exist\./),
      expect.stringMatching(
        /fr\/menu\.html:10:\d+: The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute\./,
      ),
    ]);
  }, 60_000);

  it('says what to install when there is no Java', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-java-'));
    try {
      await expect(checkHtml(dir, { env: { PATH: empty } })).rejects.toThrow(NO_JAVA);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
    expect(NO_JAVA).toBe('The Nu HTML Checker needs Java: apt-get install -y default-jre-headless');
  });

  it('refuses a folder with no page in it (nothing was built)', async () => {
    await expect(checkHtml(path.join(dir, 'nowhere'))).rejects.toThrow(/No \.html file under .*nowhere/);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-pages-'));
    try {
      await expect(checkHtml(empty)).rejects.toThrow(/No \.html file/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
