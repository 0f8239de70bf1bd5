import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, parse, parseDocument, visit } from 'yaml';
import { entries } from '@/i18n';
import { ar } from '@/i18n/ar';
import { en } from '@/i18n/en';
import { fr } from '@/i18n/fr';
import { ja } from '@/i18n/ja';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContents } from './load';
import { wordsFileName, wordsTemplate } from './words-template';

const root = path.resolve(__dirname, '../..');
const rooftop = path.join(root, 'examples/rooftop');

/** The rooftop venue speaking `tag` too, its content words copied from the French; its words file as `words` says. */
function rooftopIn(tag: string, words?: string): string {
  const dir = copyOf(rooftop, {
    'site.yaml': (text) => text.replace('languages: [en-GB, fr]', `languages: [en-GB, fr, ${tag}]`),
  });
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.fr.yaml')))
    fs.copyFileSync(path.join(dir, file), path.join(dir, file.replace(/\.fr\.yaml$/, `.${tag}.yaml`)));
  if (words !== undefined) fs.writeFileSync(path.join(dir, `words.${tag}.yaml`), words);
  return dir;
}

/** The line of `text` that holds the entry at dotted `at`, by its last key: 1-based. */
const lineOf = (text: string, at: string): number => {
  const doc = parseDocument(text);
  const node = doc.getIn(at.split('.'), true) as { range?: [number, number, number] } | undefined;
  return text.slice(0, node!.range![0]).split('\n').length;
};

describe('a words file written for a language', () => {
  it('gives every entry the site ships in that language, and reads back as those very words', () => {
    const { text, added, kept } = wordsTemplate('ja');
    expect(kept).toBe(0);
    // Every entry, each plural one with Japanese's one form.
    expect(added).toEqual(
      entries(en).flatMap(([at, english]) => (typeof english === 'string' ? [at] : [`${at}.other`])),
    );
    const contents = loadContents(rooftopIn('ja', text));
    expect(contents.get('ja')!.dictionary).toEqual(ja);
    // Nothing else's words changed.
    expect(contents.get('fr')!.dictionary).toBe(fr);
  });

  it('writes each entry’s English beside it, and what an entry is for above it where that is not plain', () => {
    const { text } = wordsTemplate('ar');
    const lines = text.split('\n');
    const line = (start: string) => lines.find((l) => l.trimStart().startsWith(start))!;
    expect(line('skipLink:')).toBe('  skipLink: الانتقال إلى المحتوى # Skip to content');
    expect(line('submit: إرسال الاستفسار')).toMatch(/# Send enquiry$/);
    // A separator's English is quoted, its spaces seen.
    expect(line('capacitySeparator:')).toMatch(/# “ · ”$/);
    const homeLink = lines.findIndex((l) => l.trimStart().startsWith('homeLink:'));
    expect(lines[homeLink - 1]).toBe("  # The logo's link, for assistive technology: {name} is the venue's name.");
    // A text that depends on a count: Arabic's six forms, each with English's form beside it.
    const files = lines.findIndex((l) => l.trimStart().startsWith('files:'));
    expect(lines[files - 1]).toContain('A form for each count Arabic tells apart: zero, one, two, few, many, other.');
    expect(lines.slice(files + 1, files + 7).map((l) => l.trim().replace(/: .* #/, ': … #'))).toEqual([
      'zero: … # {count} files',
      'one: … # {count} file',
      'two: … # {count} files',
      'few: … # {count} files',
      'many: … # {count} files',
      'other: … # {count} files',
    ]);
    expect(parse(text).attachments.announce.files).toEqual(ar.attachments.announce.files);
    expect(text).toMatch(/^# The site's own words in Arabic for this venue/);
    expect(text).toContain('`npm run words -- ar`');
  });

  it('leaves every entry empty for a language the site has no words of, which the build then names at its line', () => {
    const { text } = wordsTemplate('cy');
    expect(text).toContain('# The site has no Welsh words of its own: write every empty entry');
    expect(text.split('\n').find((l) => l.trimStart().startsWith('submit:'))).toBe('    submit: # Send enquiry');
    const problems = problemsOf(rooftopIn('cy', text), loadContents);
    // One a text, and one a text that depends on a count, all of its forms to write.
    expect(problems).toHaveLength(entries(en).length);
    expect(problems).toContain(
      `x/words.cy.yaml: forms.enquiry.submit: missing: the site has no Welsh words of its own, so this file gives every entry (in English: “Send enquiry”) (line ${lineOf(text, 'forms.enquiry.submit')})`,
    );
    // Once every entry is written, the file is the language's words.
    const doc = parseDocument(text);
    visit(doc, {
      Scalar: (key, node) => (key === 'value' && node.value === null ? doc.createNode('[cy]') : undefined),
    });
    const welsh = loadContents(rooftopIn('cy', doc.toString())).get('cy')!.dictionary;
    expect(welsh.forms.enquiry.submit).toBe('[cy]');
    expect(welsh.prices.estimate.guests).toEqual({
      zero: '[cy]',
      one: '[cy]',
      two: '[cy]',
      few: '[cy]',
      many: '[cy]',
      other: '[cy]',
    });
  });

  it('keeps every entry a file has, its comments too, and adds only the missing ones', () => {
    const existing = [
      '# Our own words.',
      'forms:',
      '  enquiry:',
      '    submit: Envoyer ma demande # ours',
      'attachments:',
      '  announce:',
      '    files:',
      '      other: "{count} pièces jointes"',
      '',
    ].join('\n');
    const { text, added, kept } = wordsTemplate('fr', existing);
    expect(kept).toBe(2);
    expect(added).not.toContain('forms.enquiry.submit');
    expect(added).not.toContain('attachments.announce.files.other');
    expect(added).toContain('attachments.announce.files.one');
    expect(added).toContain('attachments.announce.files.many');
    expect(text).toMatch(/^# Our own words\.\nforms:\n {2}enquiry:\n {4}submit: Envoyer ma demande # ours\n/);
    const french = loadContents(copyOf(rooftop, { 'words.fr.yaml': () => text })).get('fr')!.dictionary;
    expect(french.forms.enquiry.submit).toBe('Envoyer ma demande');
    expect(french.attachments.announce.files).toEqual({
      ...fr.attachments.announce.files,
      other: '{count} pièces jointes',
    });
    expect(french.site).toEqual(fr.site);
    // A second run has nothing to add.
    expect(wordsTemplate('fr', text)).toEqual({ text, added: [], kept: added.length + kept });
  });

  it('fills a group or an entry left empty, and refuses a text where a group goes, naming it', () => {
    const filled = wordsTemplate('fr', 'forms:\nsite:\n  skipLink:\n');
    expect(isMap(parseDocument(filled.text).getIn(['forms', 'enquiry']))).toBe(true);
    // An empty entry is an entry: kept, for whoever writes the words.
    const skip = parseDocument(filled.text).getIn(['site', 'skipLink'], true);
    expect(isScalar(skip) && skip.value).toBe(null);
    expect(() => wordsTemplate('fr', 'forms: Envoyer\n')).toThrow(/^forms: expected a group of the site's words/);
    expect(() => wordsTemplate('fr', '- a list\n')).toThrow(/expected a map of groups of words/);
    expect(() => wordsTemplate('fr', 'forms: [\n')).toThrow(/not YAML the site can read/);
  });

  it('is the default language’s words.yaml, and words.<tag>.yaml for another', () => {
    expect(wordsFileName('en-GB', 'en-GB')).toBe('words.yaml');
    expect(wordsFileName('ja', 'en-GB')).toBe('words.ja.yaml');
    expect(wordsFileName('pt-BR', 'en-GB')).toBe('words.pt-br.yaml');
  });
});

describe('npm run words', () => {
  const run = (dir: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/words.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: dir },
      encoding: 'utf8',
    });

  it('writes the words file of a language the venue lists, then adds only what is missing', () => {
    const dir = rooftopIn('ja');
    const first = run(dir, 'ja');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Wrote .*words\.ja\.yaml: \d+ entries, each with its English beside it\.\n$/);
    const written = fs.readFileSync(path.join(dir, 'words.ja.yaml'), 'utf8');
    expect(written).toBe(wordsTemplate('ja').text);
    expect(loadContents(dir).get('ja')!.dictionary).toEqual(ja);

    fs.writeFileSync(path.join(dir, 'words.ja.yaml'), 'forms:\n  enquiry:\n    submit: 送信する\n');
    const again = run(dir, 'ja');
    expect(again.stdout).toMatch(/words\.ja\.yaml: kept its 1 entries as they were, added the \d+ missing\.\n$/);
    expect(loadContents(dir).get('ja')!.dictionary.forms.enquiry.submit).toBe('送信する');
    expect(run(dir, 'ja').stdout).toMatch(/has every entry already \(\d+\): nothing to add, the file is left as it is/);
  });

  it('refuses a language the venue does not list, and a file it cannot read, writing nothing', () => {
    const dir = copyOf(rooftop);
    const unlisted = run(dir, 'ja');
    expect(unlisted.status).toBe(1);
    expect(unlisted.stderr).toMatch(/site\.yaml does not list ja among the venue's languages \(en-GB, fr\)/);
    expect(fs.existsSync(path.join(dir, 'words.ja.yaml'))).toBe(false);
    fs.writeFileSync(path.join(dir, 'words.fr.yaml'), 'forms: Envoyer\n');
    const broken = run(dir, 'fr');
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/words\.fr\.yaml: forms: expected a group .*; the file is left as it is\./);
    expect(fs.readFileSync(path.join(dir, 'words.fr.yaml'), 'utf8')).toBe('forms: Envoyer\n');
    expect(run(dir).stderr).toMatch(/^Usage: npm run words -- <language>/);
  });
});
