// @ts-check
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ANSWERS_FILE, newVenue } from '../src/content/new-venue';

const root = path.resolve(import.meta.dirname, '..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-demo-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Every file below `dir`, by its path there. @param {string} dir */
const filesIn = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** The command as the repository's workflow runs it, on the copy of the demo. */
const replace = () =>
  spawnSync(process.execPath, ['scripts/new-venue.mjs', '--answers', path.join(folder, ANSWERS_FILE), '--replace'], {
    cwd: root,
    encoding: 'utf8',
  });

const ANSWERS = {
  name: 'Haus am See',
  languages: ['de', 'en'],
  country: 'DE',
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  units: 'metric',
};

describe("the demo's owner's answers, saved in the editor (promises §18)", () => {
  fs.cpSync(path.join(root, 'content'), folder, { recursive: true });
  const demo = filesIn(folder);

  it('do nothing while unanswered, as the demo ships them, nor when an answer is wrong, saying which', () => {
    const unanswered = replace();
    expect(unanswered.status, unanswered.stderr).toBe(0);
    expect(unanswered.stdout).toContain('nothing written');
    expect(filesIn(folder)).toEqual(demo);

    fs.writeFileSync(
      path.join(folder, ANSWERS_FILE),
      stringify({ ...ANSWERS, country: 'XX', timeZone: 'Europe/Bonn' }),
    );
    const wrong = replace();
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/new-venue\.yaml: country: no country has the code XX/);
    expect(wrong.stderr).toMatch(/new-venue\.yaml: timeZone: expected a time zone name/);
    expect(filesIn(folder)).toEqual(demo);
  });

  it("put the venue's own folder in the demo's place, nothing of the demo left beside it", () => {
    fs.writeFileSync(path.join(folder, ANSWERS_FILE), stringify(ANSWERS));
    const written = replace();
    expect(written.status, written.stderr).toBe(0);
    const venue = newVenue(/** @type {import('../src/content/new-venue').Answers} */ (ANSWERS));
    // What `npm run new-venue` writes for the same answers, and no other file: the demo's photos, feed, answers gone.
    expect(filesIn(folder)).toEqual([...venue.files.keys(), ...venue.photos.keys()].sort());
    for (const [file, text] of venue.files) expect(fs.readFileSync(path.join(folder, file), 'utf8'), file).toBe(text);
    expect(fs.readFileSync(path.join(folder, 'site.yaml'), 'utf8')).toContain('Haus am See');
  });

  it('is what the repository runs when the answers are saved, and it may save what it writes', () => {
    const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/new-venue.yml'), 'utf8'));
    expect(workflow.on.push.paths).toEqual([`content/${ANSWERS_FILE}`]);
    expect(workflow.permissions).toEqual({ contents: 'write' });
    /** @type {{ uses?: string, with?: Record<string, string>, run?: string }[]} */
    const steps = workflow.jobs['new-venue'].steps;
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with?.['node-version-file']).toBe(
      '.nvmrc',
    );
    const runs = steps.map((step) => step.run).filter(Boolean);
    expect(runs).toContain(`node scripts/new-venue.mjs --answers content/${ANSWERS_FILE} --replace`);
    expect(runs.at(-1)).toMatch(/git add --all content[\s\S]*git commit[\s\S]*git push/);
  });
});
