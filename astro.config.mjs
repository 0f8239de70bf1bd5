// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { foyer } from './integration/astro-foyer.mjs';

/**
 * Foyer is a static site (out/, for any host): every page HTML from the build, React only in the islands that need
 * the browser. integration/astro-foyer.mjs does the rest (settings, content, photos, headers).
 */
export default defineConfig({
  output: 'static',
  outDir: './out',
  // `/venue` is out/venue.html, as hosts serve clean URLs.
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  integrations: [react(), foyer()],
});
