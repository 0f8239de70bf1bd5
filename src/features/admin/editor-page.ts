import { escapeText } from 'entities';
import { ADMIN_PATH, BUNDLE_FILE } from './editor-bundle';

/**
 * /admin/: a page of its own, outside the site's document (none of the site's scripts, styles or policy). The editor
 * draws itself into the body. `noindex` here and in its headers (integration/security-headers.mjs): staff find it,
 * search engines do not.
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
    '</head>',
    '<body>',
    `<script src="${ADMIN_PATH}/${BUNDLE_FILE}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
