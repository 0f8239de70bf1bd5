// @ts-check
/**
 * Foyer's Astro integration: what a build and the dev server need beyond Astro's own work.
 *
 * - Before anything renders: the settings are checked (a build meant for deployment names every missing one) and
 *   the venue's content folder is read and checked (src/config/build-settings.ts); then the venue's photos are made
 *   (integration/photos.mjs), whose manifest the pages read, and the fonts are cut to what the venue writes in its
 *   languages (integration/subset-fonts.mjs), the faces the layout declares and preloads.
 * - Astro's `site` is the site's URL, and its i18n routing the venue's languages (src/shared/routes.ts): the default
 *   language without a prefix, every other under its code; the pages read their language as `Astro.currentLocale`.
 * - The settings the browser may know are defined for server and browser code alike (`process.env.FOYER_PUBLIC_SETTINGS`);
 *   the venue's content reaches the browser only as the props of the islands that need it.
 * - `import 'server-only'` marks a module that reads the build machine (the content folder, the calendar feed):
 *   on the server it is nothing, in the browser's bundle it stops the build, naming the importer.
 * - `client:tap`, an island that hydrates on its first use, `client:replay`, the same that makes a first click on a
 *   link again once awake, and `client:near`, one that hydrates as its section nears the screen (integration/directives/).
 * - The content reaches the pages through Astro's content layer (src/content.config.ts), filled by our loader.
 * - In `astro dev`: the local stand-ins' paths go to where scripts/dev.mjs serves them, and a saved content file
 *   runs the loader again and reloads the page with the new words (the server starts again only when what the
 *   browser is given changes).
 * - After the build: files beside the pages (integration/site-files.mjs); no page or script Astro wrote is touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs, contentPath } from '../src/config/build-settings.ts';
import { HAND_OFFS, resolveSettings } from '../src/config/settings.mjs';
import { CONTENT_LOADER, readings } from '../src/content/collections.ts';
import { MOTION_ENTRY } from '../src/shared/early/motion-entry.mjs';
import { i18nRouting } from '../src/shared/routes.ts';
import { inputsHash } from '../scripts/build-if-needed.mjs';
import { buildPhotos } from './photos.mjs';
import { buildFonts } from './subset-fonts.mjs';
import { writeSiteFiles } from './site-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A file the dev server watches to start again (Astro's own restart, which runs this integration anew): written when a
 * saved content file changes what the build defines for the browser (the venue's name) or gives Astro (the languages).
 */
const DEFINED = path.join(root, '.astro', 'foyer-defined.json');

/**
 * Runs the content's loader again (`refreshContent`, Astro's), once Astro will: while it reloads
 * src/content.config.ts, which it does on any save of a YAML or Markdown file, `refreshContent` returns at once.
 * Asks again until the loader has read the folder, for up to ten seconds.
 * @param {((options: { loaders: string[] }) => Promise<void>) | undefined} refreshContent
 */
async function loadContentAgain(refreshContent) {
  const before = readings();
  for (let tries = 0; refreshContent && readings() === before && tries < 200; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await refreshContent({ loaders: [CONTENT_LOADER] });
  }
}

/** The paths the local stand-ins (server/stand-ins) and the enquiry relay answer, as the real services' are. */
const STAND_IN_PATHS = [
  '/wp-json',
  '/wp-content',
  '/blog',
  '/api/v1.0',
  '/api/altcha',
  '/api/auth',
  '/api/github',
  '/outbox',
];

/** @returns {import('vite').Plugin} */
export function serverOnly() {
  const id = '\0foyer:server-only';
  let building = false;
  return {
    name: 'foyer:server-only',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (source !== 'server-only') return null;
      const where = importer ? path.relative(root, importer) : 'a module';
      const why = `${where} is server-only (it reads the build machine) and was imported by code that runs in the browser.`;
      if (this.environment?.name !== 'client') return id;
      // A build stops. The dev server's dependency scan reads every module as the browser's, so there the module only
      // says it, should the browser ever run it.
      if (building) this.error(why);
      return `${id}?${encodeURIComponent(why)}`;
    },
    load(source) {
      if (source === id) return 'export {};';
      if (source.startsWith(`${id}?`))
        return `throw new Error(${JSON.stringify(decodeURIComponent(source.slice(id.length + 1)))});`;
      return null;
    },
  };
}

/** The scroll motion's entry module (src/features/motion/entry.ts). */
const MOTION_SOURCE = path.join(root, 'src/features/motion/entry.ts');

/**
 * The scroll motion's entry as a chunk of the browser's build, at a fixed name (src/shared/early/motion-entry.mjs says
 * why): emitted beside the pages' own, by Rolldown, with its imports content-hashed under /_astro/.
 * @returns {import('vite').Plugin}
 */
function motionEntry() {
  let building = false;
  return {
    name: 'foyer:motion-entry',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building || this.environment?.name !== 'client') return;
      this.emitFile({ type: 'chunk', id: MOTION_SOURCE, fileName: MOTION_ENTRY.slice(1) });
    },
  };
}

/**
 * @param {string} standIns the stand-ins' origin (scripts/dev.mjs)
 * @returns {Record<string, import('vite').ProxyOptions>}
 */
function standInProxy(standIns) {
  return {
    ...Object.fromEntries(STAND_IN_PATHS.map((prefix) => [`^${prefix}(/|$)`, { target: standIns }])),
    // A blog with plain permalinks answers at `/?rest_route=…` (SAMPLE_BLOG_MODE=plain).
    '^/\\?rest_route=': { target: standIns },
  };
}

/**
 * The settings and the venue's content, read and checked (src/config/build-settings.ts). A mistake in the content is
 * the venue's: it is said in its own words (file, field, line, what to do) and the build stops, with no stack trace
 * or location of our code, which would only hide it (promises §15). Anything else thrown is ours, and keeps its trace.
 * @param {import('astro').AstroIntegrationLogger} logger
 */
function readInputs(logger) {
  try {
    return buildInputs(process.env);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ContentError') throw error;
    logger.error(error.message);
    process.exit(1);
  }
}

/** @returns {import('astro').AstroIntegration} */
export function foyer() {
  return {
    name: 'foyer',
    hooks: {
      async 'astro:config:setup'({ command, updateConfig, addClientDirective, addWatchFile, logger }) {
        const { values, writing, siteUrl, languages } = readInputs(logger);
        if (command === 'dev') {
          fs.mkdirSync(path.dirname(DEFINED), { recursive: true });
          const defined = JSON.stringify({ ...values, languages });
          if (!fs.existsSync(DEFINED) || fs.readFileSync(DEFINED, 'utf8') !== defined)
            fs.writeFileSync(DEFINED, defined);
          addWatchFile(DEFINED);
        }
        if ((command === 'build' || command === 'dev') && !process.env[HAND_OFFS.FOYER_PHOTOS_DONE]) {
          await buildPhotos();
          process.env[HAND_OFFS.FOYER_PHOTOS_DONE] = '1';
        }
        if (command === 'build' || command === 'dev')
          await buildFonts(writing, { log: (line) => logger.info(line), warn: (line) => logger.warn(line) });
        const standIns = (process.env[HAND_OFFS.FOYER_STAND_INS_URL] ?? '').trim();
        updateConfig({
          // Where the pages are: the absolute addresses (Astro.site) and each language's prefix, which the pages
          // read back as Astro.currentLocale (src/shared/routes.ts, promises §10).
          site: siteUrl || undefined,
          i18n: i18nRouting(languages),
          vite: {
            define: {
              'process.env.FOYER_PUBLIC_SETTINGS': JSON.stringify(values.FOYER_PUBLIC_SETTINGS),
            },
            plugins: [serverOnly(), motionEntry()],
            // A small font face (a venue's few Polish letters) would be written into the stylesheet as a data: URL,
            // which the site's policy (`font-src 'self'`) refuses: every face stays a file of its own.
            build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) },
            ...(command === 'dev' && standIns ? { server: { proxy: standInProxy(standIns) } } : {}),
          },
        });
        addClientDirective({ name: 'tap', entrypoint: path.join(root, 'integration/directives/on-first-use.ts') });
        addClientDirective({ name: 'replay', entrypoint: path.join(root, 'integration/directives/replay.ts') });
        addClientDirective({ name: 'near', entrypoint: path.join(root, 'integration/directives/near.ts') });
      },

      'astro:server:setup'({ server, logger, refreshContent }) {
        // The staff's editor is the file admin/index.html, which static hosts serve at /admin/ (and /admin).
        server.middlewares.use((req, res, next) => {
          if (req.url === '/admin' || req.url === '/admin/') req.url = '/admin/index.html';
          // The motion's entry, which a build emits as a file: here the dev server's own module.
          if (req.url === MOTION_ENTRY) {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.end(`import ${JSON.stringify(`/@fs${MOTION_SOURCE}`)};`);
            return;
          }
          next();
        });
        // A save in the folder: the photos made again when it needs them, the folder checked, the fonts cut again,
        // and our loader run again on Astro's content layer (src/content/collections.ts); then the page reloads, or
        // the server starts again when what the browser or the routing is given changed. This watcher, not the
        // content layer's: Astro keeps the first server's watcher in the content layer across its restarts.
        const contentDir = contentPath(resolveSettings(process.env));
        server.watcher.add(contentDir);
        const changed = async (/** @type {string} */ file) => {
          if (!file.startsWith(contentDir + path.sep)) return;
          // A photo, or what the share image is cut from and where (site.yaml; a picture outside photos/).
          const photos = file.startsWith(path.join(contentDir, 'photos') + path.sep);
          if (photos || file === path.join(contentDir, 'site.yaml') || /\.(jpe?g|png|webp)$/i.test(file)) {
            await buildPhotos().catch((error) => logger.error(String(error?.message ?? error)));
          }
          let values;
          let writing;
          let languages;
          try {
            ({ values, writing, languages } = buildInputs(process.env));
          } catch (error) {
            // The checker's message names file, field and line; the page stays as it was until the next save.
            logger.error(error instanceof Error ? error.message : String(error));
            return;
          }
          // New words may hold a letter the preloaded faces lack: they are cut again (at once when cached).
          await buildFonts(writing, {
            log: (line) => logger.debug(line),
            warn: (line) => logger.warn(line),
          }).catch((error) => logger.error(String(error?.message ?? error)));
          await loadContentAgain(refreshContent);
          // What the browser's code or Astro's routing was given changed: the server starts again with the new values
          // (a second or two).
          const defined = JSON.stringify({ ...values, languages });
          if (fs.readFileSync(DEFINED, 'utf8') !== defined) {
            logger.info(
              `${path.relative(root, file)} changed what the browser or the routing is given: starting again`,
            );
            fs.writeFileSync(DEFINED, defined);
            return;
          }
          // The modules that read the content once (src/content/index.ts and those that work from it) and the
          // photos' manifest are read again.
          for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
          server.ws.send({ type: 'full-reload' });
          logger.info(`${path.relative(root, file)} changed: the page reloads`);
        };
        server.watcher.on('change', changed);
        server.watcher.on('add', changed);
        server.watcher.on('unlink', changed);
      },

      async 'astro:build:done'({ dir, logger }) {
        const outDir = fileURLToPath(dir);
        await writeSiteFiles({
          outDir,
          buildId: inputsHash({ env: process.env }),
          log: (line) => logger.info(line),
        });
      },
    },
  };
}
