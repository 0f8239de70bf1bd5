import 'server-only';
import { settings } from '@/config/site';
import { contentIn } from '@/content';
import { dictionaryFor, fill } from '@/i18n';
import { brochureFile, brochurePath } from './brochure.server';
import { brochureSize } from './size';

/** The brochure's link in language `tag`: its address and words with its size, "Brochure (PDF, 1.9 MB)". */
export interface BrochureLink {
  href: string;
  text: string;
}

/** The link to language `tag`'s brochure, its size read from the very file the build writes. */
export async function brochureLink(tag: string): Promise<BrochureLink> {
  const here = contentIn(tag);
  const bytes = await brochureFile(here, settings.siteUrl);
  return {
    href: brochurePath(tag, here.languages),
    text: fill(dictionaryFor(tag).prices.brochure, { size: brochureSize(bytes, tag) }),
  };
}
