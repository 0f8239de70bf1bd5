import 'server-only';
import { settings } from '@/config/public-settings';
import { contentIn } from '@/content';
import { fill } from '@/i18n';
import { brochureFile, brochurePath } from './brochure.server';
import { brochureSize } from './size';

/**
 * The brochure's link in language `tag`: its address and words with its size, "Brochure (PDF, 1.9 MB)": the words
 * (`template`, "Brochure (PDF, {size})") and the size apart too, so that a right-to-left page isolates the size
 * (promises §19).
 */
export interface BrochureLink {
  href: string;
  text: string;
  template: string;
  size: string;
  tag: string;
}

/**
 * Under `npm run dev`, each language's last known size, kept across the reloads a saved content file causes (a
 * module's own state goes with it): the page then shows at once, with the size of the brochure before the save,
 * while the new one renders beside it. A build always waits for the file it writes.
 */
const devSizes: Map<string, number> = ((
  globalThis as { __foyerBrochureSizes?: Map<string, number> }
).__foyerBrochureSizes ??= new Map());

const DEV_RENDER_DELAY_MS = 1500;

/** The link to language `tag`'s brochure, its size read from the very file the build writes. */
export async function brochureLink(tag: string): Promise<BrochureLink> {
  const here = contentIn(tag);
  const key = `${here.dir}\0${tag}`;
  const render = () => brochureFile(here, settings.siteUrl);
  let size = import.meta.env.DEV ? devSizes.get(key) : undefined;
  if (size === undefined) size = (await render()).byteLength;
  // Once the page has gone out, so that the new render does not slow it: the next page says the new size.
  if (import.meta.env.DEV)
    setTimeout(
      () =>
        void render().then(
          (bytes) => devSizes.set(key, bytes.byteLength),
          () => undefined,
        ),
      DEV_RENDER_DELAY_MS,
    );
  const template = here.dictionary.prices.brochure;
  const said = brochureSize(size, tag);
  return { href: brochurePath(tag, here.languages), text: fill(template, { size: said }), template, size: said, tag };
}
