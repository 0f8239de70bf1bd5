/**
 * The staff's editor (Sveltia CMS, promises §12), served from the site's own origin: its npm bundle, read from
 * node_modules at build and rewritten so that it reaches no other origin by itself. Each rewrite must find exactly
 * what it expects in the bundle; an upgrade that moves any of it stops the build here, naming the rewrite, rather
 * than shipping an editor that calls a CDN (and is blocked by its policy, or not).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the editor's files are served, under /admin/. */
export const ADMIN_PATH = '/admin';
export const BUNDLE_FILE = 'sveltia-cms.js';

/** The three fonts the bundle asks a font CDN for, as the same files of the same families on npm. */
export const EDITOR_FONTS = [
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: 'source-sans-3-latin-wght-normal.woff2',
    from: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@[\d.]+\/latin-400-normal\.woff2/g,
    file: 'noto-mono-latin-400-normal.woff2',
    from: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    // The icon font: without it every icon shows as its name in words ("article", "expand_more").
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: 'material-symbols-outlined-latin-wght-normal.woff2',
    from: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
] as const;

interface Rewrite {
  why: string;
  /** How many times the bundle holds it: more or fewer means the bundle changed under the rewrite. */
  count: number;
  apply: (code: string) => { code: string; found: number };
}

const replaceAll = (pattern: RegExp, by: string | ((...match: string[]) => string)) => (code: string) => {
  let found = 0;
  const out = code.replace(pattern, (...match: string[]) => {
    found += 1;
    return typeof by === 'string' ? by : by(...match);
  });
  return { code: out, found };
};

const REWRITES: readonly Rewrite[] = [
  ...EDITOR_FONTS.map(({ cdn, file }) => ({
    why: `the font ${file} from the site, not a font CDN`,
    count: 1,
    apply: replaceAll(cdn, `${ADMIN_PATH}/fonts/${file}`),
  })),
  {
    // The editor's own words in the staff's browser language (en-GB, fr…) are JSON files of the same package.
    why: "the editor's translations from the site, not a package CDN",
    count: 1,
    apply: replaceAll(
      /([\w$]+)=`\$\{[\w$]+\}@\$\{[\w$]+\}\/locales`/g,
      (_, name) => `${name}=\`${ADMIN_PATH}/locales\``,
    ),
  },
  {
    // An hourly look at the package CDN for a newer release. The version is pinned in package-lock.json, and the
    // request would be refused by the policy (a violation in the console): the check fails at once, as offline.
    why: 'no check for a newer release on a package CDN',
    count: 1,
    apply: (code) => {
      const name = /([\w$]+)=`\$\{[\w$]+\}\/package\.json`/.exec(code)?.[1];
      if (!name) return { code, found: 0 };
      const escaped = name.replace(/\$/g, '\\$');
      return replaceAll(new RegExp(`fetch\\(${escaped}\\)`, 'g'), 'Promise.reject(new Error("pinned"))')(code);
    },
  },
  {
    // GitHub's and GitLab's status pages, polled every five minutes: an origin that is not the backend's API.
    why: "no poll of the host's status page",
    count: 2,
    apply: replaceAll(/checkStatus:[\w$]+,/g, ''),
  },
];

/** The bundle as the site serves it; throws naming each rewrite that did not find what it expects. */
export function rewriteEditorBundle(code: string): string {
  const problems: string[] = [];
  let out = code;
  for (const rewrite of REWRITES) {
    const { code: next, found } = rewrite.apply(out);
    if (found !== rewrite.count) problems.push(`${rewrite.why}: expected ${rewrite.count}, found ${found}`);
    out = next;
  }
  if (problems.length > 0)
    throw new Error(
      `The editor's bundle (@sveltia/cms) changed where Foyer rewrites it; check docs/editor.md, "Serving the editor":\n  ${problems.join('\n  ')}`,
    );
  return out;
}

/** The build runs in the project's root, where npm installed the editor. */
export const modulePath = (file: string) => path.join(process.cwd(), 'node_modules', file);

export async function editorBundle(): Promise<string> {
  return rewriteEditorBundle(await readFile(modulePath(`@sveltia/cms/dist/${BUNDLE_FILE}`), 'utf8'));
}

/** The translations of the editor's own words, one JSON file per language (`en-GB.json`). */
export const LOCALES_DIR = '@sveltia/cms/locales';
