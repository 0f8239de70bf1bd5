// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { foyer } from './integration/astro-foyer.mjs';
import { settingValue } from './src/config/settings.mjs';

/**
 * Foyer is a static site (out/, for any host): every page HTML from the build, React only in the islands that need
 * the browser. integration/astro-foyer.mjs does the rest (settings, content, photos, headers).
 */
export default defineConfig({
  output: 'static',
  // out/ unless OUT_DIR says otherwise: the example tests build each venue into its own, beside the demo's.
  outDir: settingValue(process.env, 'OUT_DIR'),
  // `/venue` is out/venue.html, as hosts serve clean URLs.
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  integrations: [react(), foyer()],
});
