import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputs, buildReason, writeStamp } from './build-if-needed.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const roots = [];

/** A project root with a complete out/ built at `builtAt` and the given files (path → text). */
function project(files, { env = {} } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-start-'));
  roots.push(root);
  const outDir = path.join(root, 'out');
  fs.mkdirSync(outDir);
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(outDir, '_headers'), '/*\n');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  // Stamped after every file and folder above was written, as a build that started after them.
  writeStamp({ outDir, env, startedAt: Date.now() + 1000 });
  return { root, outDir, env };
}

/** Edits a file after the build. */
function edit(root, file) {
  fs.appendFileSync(path.join(root, file), '\n# edited');
  const later = new Date(Date.now() + 10_000);
  fs.utimesSync(path.join(root, file), later, later);
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('npm start builds again when', () => {
  const files = {
    'server/stand-ins/sample-blog/posts.mjs': 'export const posts = [];',
    'content/venue.yaml': 'spaces: []',
    'examples/rooftop/venue.yaml': 'spaces: []',
    'src/app/page.tsx': 'export default 1;',
  };

  it('nothing changed: no build', () => {
    expect(buildReason(project(files))).toBeNull();
  });

  it('a sample blog post was edited', () => {
    const site = project(files);
    edit(site.root, 'server/stand-ins/sample-blog/posts.mjs');
    expect(buildReason(site)).toBe('server/stand-ins changed since out/ was built');
  });

  it('the venue content was edited, in the folder CONTENT_DIR names', () => {
    const demo = project(files);
    edit(demo.root, 'examples/rooftop/venue.yaml');
    expect(buildReason(demo)).toBeNull();
    edit(demo.root, 'content/venue.yaml');
    expect(buildReason(demo)).toBe('content changed since out/ was built');

    const rooftop = project(files, { env: { CONTENT_DIR: 'examples/rooftop' } });
    edit(rooftop.root, 'examples/rooftop/venue.yaml');
    expect(buildReason(rooftop)).toBe('examples/rooftop changed since out/ was built');
  });

  it('not for what the build itself wrote (the photos and their manifest)', () => {
    const site = project({ ...files, 'public/photos/hall-720.webp': 'x', 'src/generated/photos.json': '{}' });
    edit(site.root, 'public/photos/hall-720.webp');
    edit(site.root, 'src/generated/photos.json');
    expect(buildReason(site)).toBeNull();
  });

  it('a build setting changed, but not a server setting', () => {
    const site = project(files, { env: { SITE_NAME: 'A' } });
    expect(buildReason({ ...site, env: { SITE_NAME: 'A', PORT: '4000' } })).toBeNull();
    expect(buildReason({ ...site, env: { SITE_NAME: 'B' } })).toBe('the settings changed');
  });

  it('out/ is incomplete', () => {
    const site = project(files);
    fs.rmSync(path.join(site.outDir, '_headers'));
    expect(buildReason(site)).toBe('out/ has no _headers');
  });
});

describe('what the build reads', () => {
  it('names folders that exist in this repository, the sample blog and the content among them', () => {
    const inputs = buildInputs({});
    expect(inputs).toEqual(expect.arrayContaining(['src', 'content', 'server/stand-ins', 'next.config.ts']));
    for (const input of inputs.filter((i) => i !== 'public'))
      expect(fs.existsSync(path.join(repo, input)), input).toBe(true);
    // The sample blog's posts are what a local build renders: they must sit below one of the inputs.
    const posts = path.join(repo, 'server/stand-ins/sample-blog/posts.mjs');
    expect(fs.existsSync(posts)).toBe(true);
    expect(inputs.some((input) => posts.startsWith(path.join(repo, input) + path.sep))).toBe(true);
  });
});
