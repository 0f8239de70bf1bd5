import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOf } from '../content/folders.test-support';
import { buildTimeValues } from './build-settings';

const rooftop = path.resolve(import.meta.dirname, '../../examples/rooftop');

describe('buildTimeValues', () => {
  it('stops the build for a language of the venue the site has no words for, naming them and where they go', () => {
    const dir = copyOf(rooftop, {
      'site.yaml': (text) => text.replace('languages: [en-GB, fr]', 'languages: [en-GB, fr, cy]'),
    });
    // The venue's own words in a third language are there (the French ones stand in): what is missing is the site's.
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.fr.yaml')))
      fs.copyFileSync(path.join(dir, file), path.join(dir, file.replace(/\.fr\.yaml$/, '.cy.yaml')));
    // The site's words are the content's to give (words.cy.yaml, promises §14): the build names that file and them.
    expect(() => buildTimeValues({ CONTENT_DIR: dir })).toThrow(
      /words\.cy\.yaml: missing: the site has no Welsh words of its own .*: site\.skipLink, .*forms\./,
    );
  });

  it('builds a venue whose languages all have the site’s words', () => {
    expect(() => buildTimeValues({ CONTENT_DIR: rooftop })).not.toThrow();
  });

  it("defines for the browser only the settings that say it may have them, with the venue's name", () => {
    const defined = JSON.parse(buildTimeValues({ CONTENT_DIR: rooftop }).FOYER_PUBLIC_SETTINGS);
    expect(defined.siteName).toBe('Halcyon Roof');
    expect(JSON.stringify(defined)).not.toContain('rooftop');
  });
});
