import { escapeText } from 'entities';
import { ADMIN_PATH, BUNDLE_FILE } from './editor-bundle';
import { FIRST_RUN_SCRIPT, FIRST_RUN_STYLE, PANEL_ID } from './first-run/paths';
import { WORDS } from './first-run/words';

/**
 * /admin/: a page of its own, outside the site's document (none of the site's scripts, styles or policy). The editor
 * draws itself into `#nc-root`, the box Sveltia looks for; before it, the owner's first-run panel (promises §18,
 * first-run/), drawn by a script of this origin, hidden until it knows what to say and once staff are signed in.
 * `noindex` here and in its headers (integration/security-headers.mjs): staff find it, search engines do not.
 */
export function editorPage(venueName: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Editor · ${escapeText(venueName)}</title>`,
    // Named, so that the editor reads the same file at /admin and /admin/ (the dev server drops the slash).
    `<link rel="cms-config-url" href="${ADMIN_PATH}/config.yml" type="application/yaml">`,
    // Before the editor's script, which waits for it: the box the editor draws into is placed by it.
    `<link rel="stylesheet" href="${FIRST_RUN_STYLE}">`,
    `<script type="module" src="${FIRST_RUN_SCRIPT}"></script>`,
    '</head>',
    '<body>',
    `<section id="${PANEL_ID}" class="first-run" aria-labelledby="${PANEL_ID}-title" hidden>`,
    `<h2 id="${PANEL_ID}-title">${escapeText(WORDS.title)}</h2>`,
    '</section>',
    '<div id="nc-root"></div>',
    `<script src="${ADMIN_PATH}/${BUNDLE_FILE}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
