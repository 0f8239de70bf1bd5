import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { copyOf, problemsOf } from './folders.test-support';
import { linksOutOf, pictureKind, publishedFileProblem } from './folder-safety';
import { loadContent } from './load';

const demo = path.resolve(import.meta.dirname, '../../content');
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-safety-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('a picture, judged by its bytes', () => {
  it('knows the formats a venue uses by their signatures, whatever the name', () => {
    expect(pictureKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(pictureKind(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(pictureKind(bytes('GIF89a'))).toBe('gif');
    expect(pictureKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(pictureKind(bytes([0, 0, 0, 28], 'ftypavif'))).toBe('avif');
  });

  it('takes an SVG whose first element is <svg>, after a declaration, comments and a doctype', () => {
    expect(pictureKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(
      pictureKind(
        bytes('\uFEFF<?xml version="1.0"?>\n<!-- plan -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN">\n<svg>'),
      ),
    ).toBe('svg');
  });

  it('refuses what is no picture: a feed, YAML, HTML holding an SVG, a script, nothing', () => {
    expect(pictureKind(bytes('BEGIN:VCALENDAR\r\nVERSION:2.0'))).toBeNull();
    expect(pictureKind(bytes('spaces:\n  - id: hall'))).toBeNull();
    expect(pictureKind(bytes('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(pictureKind(bytes('alert(document.cookie)'))).toBeNull();
    expect(pictureKind(bytes('root:x:0:0:root:/root:/bin/bash'))).toBeNull();
    expect(pictureKind(new Uint8Array())).toBeNull();
  });
});

describe('links out of the content folder', () => {
  it('finds a link to a folder or a file outside, and one to nothing; not one that stays inside', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'photos'));
    fs.mkdirSync(path.join(dir, 'files'));
    fs.writeFileSync(path.join(dir, 'photos', 'hall.svg'), '<svg/>');
    fs.symlinkSync('/etc', path.join(dir, 'files', 'etc'));
    fs.symlinkSync('/etc/passwd', path.join(dir, 'photos', 'pw.svg'));
    fs.symlinkSync(path.join(dir, 'gone'), path.join(dir, 'photos', 'gone.jpg'));
    fs.symlinkSync(path.join(dir, 'photos', 'hall.svg'), path.join(dir, 'files', 'plan.svg'));
    fs.symlinkSync('../photos', path.join(dir, 'files', 'pictures'));
    expect(linksOutOf(dir)).toEqual([
      { file: 'files/etc', target: '/etc' },
      { file: 'photos/gone.jpg', target: null },
      { file: 'photos/pw.svg', target: '/etc/passwd' },
    ]);
  });
});

describe('what files/ publishes', () => {
  it('documents and pictures; nothing a browser runs, nor the feed or the YAML; a picture that is one', () => {
    const dir = tempDir();
    const file = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), text);
      return publishedFileProblem(name, path.join(dir, name));
    };
    expect(file('menu.pdf', '%PDF-1.7')).toBeNull();
    expect(file('terms.txt', 'Terms')).toBeNull();
    expect(file('map.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
    for (const name of ['inline.html', 'page.htm', 'evil.js', 'x.xml', 'calendar.ics', 'venue.yaml', 'README'])
      expect(file(name, 'x'), name).toMatch(/is not published: files\/ takes documents and pictures/);
    expect(file('photo.png', '<svg/>')).toMatch(/holds SVG, which its name does not say/);
    expect(file('photo.jpg', 'text')).toMatch(/is not a picture/);
  });
});

describe('the content folder, as the build reads it (promises §15)', () => {
  it('stops at a link out of the folder, naming it and where it leads, before reading anything', () => {
    const dir = copyOf(demo);
    fs.symlinkSync('/etc', path.join(dir, 'files', 'etc'));
    fs.symlinkSync('/etc/passwd', path.join(dir, 'photos', 'pw.svg'));
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/files/etc: a link to /etc, outside the content folder: the build reads and publishes only what is inside it. Put the file itself in the folder, or remove the link',
      'x/photos/pw.svg: a link to /etc/passwd, outside the content folder: the build reads and publishes only what is inside it. Put the file itself in the folder, or remove the link',
    ]);
  });

  it('takes a drawing and a plan only when they are pictures, naming the field and its line', () => {
    const dir = copyOf(demo, {
      'photos/fake-plan.svg': () => 'not a drawing',
      'venue.yaml': (t) =>
        t
          .replace('plan: { src: photos/engine-house-plan.svg', 'plan: { src: photos/fake-plan.svg')
          .replace(
            '    plan: { src: photos/loom-loft-plan.svg',
            '    art: calendar.ics\n    plan: { src: photos/loom-loft-plan.svg',
          ),
    });
    const problems = problemsOf(dir, loadContent);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[1\]\.plan\.src: photos\/fake-plan\.svg is not a picture: .* \(line \d+\)$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^x\/venue\.yaml: spaces\[2\]\.art: calendar\.ics is not a picture: .* \(line \d+\)$/),
    );
  });

  it('publishes no page or program from files/', () => {
    const dir = copyOf(demo, { 'files/inline.html': () => '<script>alert(1)</script>' });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/files\/inline\.html: a \.html file is not published: .*Save it as a PDF, or remove it$/,
      ),
    ]);
  });

  it('says an alias bomb in its words, naming the file, without running out of memory', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
      .concat(
        ['b', 'c', 'd', 'e', 'f'].map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcde'[i]}`).join(',')}]`),
      )
      .join('\n');
    const dir = copyOf(demo, { 'venue.yaml': (t) => `${t}\n${bomb}\n` });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/venue\.yaml: its aliases \(\*name\) repeat too much to be read .*: write the words out where they are needed instead$/,
      ),
    ]);
  });
});
