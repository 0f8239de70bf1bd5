import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_ID_FILE, buildInputs, buildReason, inputsHash } from './build-if-needed.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const roots = [];

/** Writes files (path → text) below root. */
function write(root, files) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

/** A project root with the given files and a complete out/ built from them, as a build stamps it (integration/site-files.mjs). */
function project(files, { env = {} } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-start-'));
  roots.push(root);
  const outDir = path.join(root, 'out');
  write(root, files);
  write(outDir, { 'index.html': '<!doctype html>', _headers: '/*\n' });
  fs.writeFileSync(path.join(outDir, BUILD_ID_FILE), `${inputsHash({ root, env })}\n`);
  return { root, outDir, env };
}

const edit = (root, file) => fs.appendFileSync(path.join(root, file), '\n# edited');

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const CHANGED = 'the code, the content or the settings changed since out/ was built';

describe('npm start builds again when', () => {
  const files = {
    'server/stand-ins/sample-blog/posts.mjs': 'export const posts = [];',
    'content/venue.yaml': 'spaces: []',
    'examples/rooftop/venue.yaml': 'spaces: []',
    'src/app/page.tsx': 'export default 1;',
    'src/app/page.test.tsx': 'test',
  };

  it('nothing changed: no build (so `npm run build` then `npm start` builds once)', () => {
    expect(buildReason(project(files))).toBeNull();
  });

  it('a file was written again with the same bytes: no build (times do not count, bytes do)', () => {
    const site = project(files);
    write(site.root, { 'src/app/page.tsx': 'export default 1;' });
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(site.root, 'src/app/page.tsx'), later, later);
    expect(buildReason(site)).toBeNull();
  });

  it('a sample blog post was edited', () => {
    const site = project(files);
    edit(site.root, 'server/stand-ins/sample-blog/posts.mjs');
    expect(buildReason(site)).toBe(CHANGED);
  });

  it('the venue content was edited, in the folder CONTENT_DIR names', () => {
    const demo = project(files);
    edit(demo.root, 'examples/rooftop/venue.yaml');
    expect(buildReason(demo)).toBeNull();
    edit(demo.root, 'content/venue.yaml');
    expect(buildReason(demo)).toBe(CHANGED);

    const rooftop = project(files, { env: { CONTENT_DIR: 'examples/rooftop' } });
    edit(rooftop.root, 'examples/rooftop/venue.yaml');
    expect(buildReason(rooftop)).toBe(CHANGED);
  });

  it('a file was added or renamed', () => {
    const site = project(files);
    write(site.root, { 'content/pages/new.yaml': 'x: 1' });
    expect(buildReason(site)).toBe(CHANGED);
  });

  it('not for tests, nor for what the build itself wrote (the photos and their manifest)', () => {
    const site = project({ ...files, 'public/photos/hall-720.webp': 'x', 'src/generated/photos.json': '{}' });
    edit(site.root, 'public/photos/hall-720.webp');
    edit(site.root, 'src/generated/photos.json');
    edit(site.root, 'src/app/page.test.tsx');
    expect(buildReason(site)).toBeNull();
  });

  it('a build setting changed, but not a server setting', () => {
    const site = project(files, { env: { SITE_NAME: 'A' } });
    expect(buildReason({ ...site, env: { SITE_NAME: 'A', PORT: '4000' } })).toBeNull();
    expect(buildReason({ ...site, env: { SITE_NAME: 'B' } })).toBe(CHANGED);
  });

  it("the build's fixed now changed (FOYER_NOW, the tests'), or was set or unset", () => {
    const site = project(files, { env: { FOYER_NOW: '2026-12-01T12:00:00Z' } });
    expect(buildReason(site)).toBeNull();
    expect(buildReason({ ...site, env: { FOYER_NOW: '2030-06-01T12:00:00Z' } })).toBe(CHANGED);
    expect(buildReason({ ...site, env: {} })).toBe(CHANGED);
  });

  it('out/ is missing or incomplete', () => {
    const site = project(files);
    fs.rmSync(path.join(site.outDir, '_headers'));
    expect(buildReason(site)).toBe('out/ has no _headers');
    fs.rmSync(site.outDir, { recursive: true });
    expect(buildReason(site)).toBe('out/ is missing');
  });
});

describe('the inputs hash (the build id)', () => {
  it('is the same for the same files in another place', () => {
    const a = project({ 'src/a.ts': 'a', 'content/site.yaml': 'name: A' });
    const b = project({ 'src/a.ts': 'a', 'content/site.yaml': 'name: A' });
    expect(a.root).not.toBe(b.root);
    expect(inputsHash(a)).toBe(inputsHash(b));
  });
});

describe('what the build reads', () => {
  it('names folders that exist in this repository, the sample blog and the content among them', () => {
    const inputs = buildInputs({});
    expect(inputs).toEqual(expect.arrayContaining(['src', 'content', 'server/stand-ins', 'astro.config.mjs']));
    for (const input of inputs.filter((i) => i !== 'public'))
      expect(fs.existsSync(path.join(repo, input)), input).toBe(true);
    // The sample blog's posts are what a local build renders: they must sit below one of the inputs.
    const posts = path.join(repo, 'server/stand-ins/sample-blog/posts.mjs');
    expect(fs.existsSync(posts)).toBe(true);
    expect(inputs.some((input) => posts.startsWith(path.join(repo, input) + path.sep))).toBe(true);
  });

  it('counts a calendar feed given as a file among the inputs, never one given as an address', () => {
    expect(buildInputs({ AVAILABILITY_ICS: 'private/bookings.ics' })).toContain('private/bookings.ics');
    const remote = buildInputs({ AVAILABILITY_ICS: 'https://calendar.google.com/calendar/ical/x/private-y/basic.ics' });
    expect(remote.some((input) => input.includes('calendar.google.com'))).toBe(false);
  });
});
