import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITOR_FONTS, modulePath, rewriteEditorBundle } from './editor-bundle';

const installed = fs.readFileSync(modulePath('@sveltia/cms/dist/sveltia-cms.js'), 'utf8');

describe('the editor’s bundle as the site serves it', () => {
  const served = rewriteEditorBundle(installed);

  it('takes its fonts from the site, the icon font included, each a file of its npm package', () => {
    expect(served).not.toContain('cdn.jsdelivr.net');
    for (const font of EDITOR_FONTS) {
      expect(served).toContain(`url(/admin/fonts/${font.file})`);
      expect(fs.existsSync(modulePath(font.from)), font.from).toBe(true);
    }
  });

  it('asks no package CDN for its translations nor for a newer version', () => {
    expect(served).toMatch(/=`\/admin\/locales`/);
    expect(served).not.toMatch(/fetch\([\w$]+\);if\(!e\.ok\)return;let\{version/);
    expect(fs.existsSync(modulePath('@sveltia/cms/locales/en-GB.json'))).toBe(true);
  });

  it('polls no host’s status page', () => {
    expect(installed).toContain('githubstatus.com/api');
    expect(served).not.toMatch(/checkStatus:[\w$]+/);
  });

  it('stops the build, naming the rewrite, when the bundle changes where it rewrites', () => {
    const moved = installed.replaceAll('cdn.jsdelivr.net/fontsource/fonts/noto-mono@', 'fonts.example/noto-mono@');
    expect(() => rewriteEditorBundle(moved)).toThrow(
      /the font noto-mono-latin-400-normal\.woff2 .*expected 1, found 0/,
    );
    expect(() => rewriteEditorBundle('')).toThrow(/status page: expected 2, found 0/);
  });
});
