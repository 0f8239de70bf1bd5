import type { KnipConfig } from 'knip';

/**
 * Knip (`npm run lint`): no file, dependency or export that nothing uses. Its plugins already find what Astro, Vitest,
 * Playwright, ESLint and the npm scripts start (src/pages/**, astro.config.mjs, the test files, the configs, every
 * file a package.json script runs). Below, each thing it cannot see, and why it is used all the same.
 */
const config: KnipConfig = {
  entry: [
    // Started by a path, not an import: integration/astro-foyer.mjs emits it as the browser's motion chunk at a fixed
    // name (MOTION_SOURCE) and the dev server imports it by /@fs/ path.
    'src/features/motion/entry.ts',
    // Started by a path, not an import: src/features/admin/first-run/files.ts bundles it with esbuild at build as
    // /admin/first-run.js, the owner's first-run panel (promises §18).
    'src/features/admin/first-run/panel.ts',
    // The client directives client:tap, client:replay and client:near: integration/astro-foyer.mjs registers each by
    // its path (addClientDirective), and Astro bundles it.
    'integration/directives/on-first-use.ts',
    'integration/directives/replay.ts',
    'integration/directives/near.ts',
    // `astro:content` for the unit tests: vitest.config.ts aliases the module to it by its path.
    'src/content/astro-content.test-support.ts',
    // Started by a path, not an import: the brochure's encodePrint runs it as a process of its own for each drawing.
    'src/features/brochure/draw-drawing.mjs',
    // Run by .ci/run after `npm test`: the one-line summary of the test reports.
    'scripts/test-summary.mjs',
    // Tools run by hand and documented, not by any npm script: docs/staff.md's screenshots of the editor (README,
    // CREDITS.md), a page's JavaScript in bytes (bench/README.md), the example venues' photographs (CREDITS.md,
    // README).
    'scripts/editor-screenshots.mjs',
    // The enquiry relay as a Netlify Function: Netlify finds it in netlify.toml's functions directory.
    'netlify/functions/relay.ts',
    'bench/scripts-loaded.mjs',
    'examples/tools/make-photos.mjs',
  ],
  ignoreDependencies: [
    // Not a package: a module id that integration/astro-foyer.mjs's Vite plugin (serverOnly) answers, empty on the
    // server and an error in the browser's bundle.
    'server-only',
    // Read from node_modules by path, never imported: the fonts cut at build by integration/subset-fonts.mjs (FAMILIES'
    // `pkg`), the static faces the brochure's PDF embeds (src/features/brochure/brochure.server.ts, FONT_FILES), and
    // the editor's fonts and bundle copied to /admin/ (src/features/admin/editor-bundle.ts).
    '@fontsource-variable/fraunces',
    '@fontsource-variable/inter',
    '@fontsource/fraunces',
    '@fontsource/inter',
    '@fontsource-variable/source-sans-3',
    '@fontsource/noto-mono',
    '@fontsource-variable/material-symbols-outlined',
    // The default faces of the scripts beyond Latin (src/content/typefaces.ts, DEFAULT_TYPEFACES), read by
    // src/content/font-files.ts for the pages' cuts and the brochure.
    '@fontsource/noto-serif-jp',
    '@fontsource/noto-sans-jp',
    '@fontsource/amiri',
    '@fontsource/noto-serif-hebrew',
    '@fontsource/noto-sans-hebrew',
    '@sveltia/cms',
    // Read by a computed path: the CLDR delimiters of each language (integration/subset-fonts.mjs,
    // src/i18n/dictionary.test.ts, `require(\`cldr-misc-full/main/${code}/…\`)`).
    'cldr-misc-full',
    // Its jar is resolved by path and run by Java (scripts/check-html.mjs, VNU_JAR).
    'vnu-jar',
  ],
  ignoreBinaries: [
    // Programs of the machine, not of npm: scripts/check-tools.mjs names how to install each, .ci/run installs them.
    'java',
    'pdftotext',
    'nginx',
  ],
};

export default config;
