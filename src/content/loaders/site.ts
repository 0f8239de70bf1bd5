/**
 * site.yaml, once read (src/content/loaders/files.ts): its icon and share image, the venue's languages, and site.yaml
 * as the pages read it in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FILES, type SiteFile } from '../schema';
import { languageCode } from '../languages';
import { internationalNumber, phoneAsRead } from '../phone';
import { SHARE_IMAGE_FOLDER, shareImageName } from '../share-image.mjs';
import type { Files } from './files';
import type { Reader } from './reading';

/** site.yaml as the pages read it: `language` is the language this content speaks. */
export type ContentSite = Omit<SiteFile, 'language' | 'languages' | 'blogLanguage' | 'contact' | 'shareImage'> & {
  /**
   * The picture a shared link shows: `url` is the path of the 1200 × 630 JPEG the photo step cuts from the photo
   * (`/photos/hero-share-1a2b3c4d.jpg`, src/content/share-image.mjs).
   */
  shareImage: SiteFile['shareImage'] & { url: string };
  /**
   * How to reach the venue. `phone` is as the venue writes it; `phoneInternational` is always there, the number in
   * E.164 (`+441134960418`) for `tel:` links and search engines, worked out from `phone` (src/content/phone.ts).
   */
  contact: SiteFile['contact'] & { phoneInternational: string };
  /** The tag of the language of this content, as the venue lists it (`en-GB`, `fr`). */
  language: string;
  /** The venue's languages, the default first. */
  languages: readonly string[];
  /** The tag of the blog's language: site.yaml's `blogLanguage`, else the venue's default language. */
  blogLanguage: string;
};

/** A venue that names no language speaks British English, as the content format always assumed. */
export const DEFAULT_LANGUAGE = 'en-GB';

/** The side a phone's home screen draws the icon at (apple-touch-icon): a PNG icon is at least this wide. */
const ICON_MIN_PX = 180;

/**
 * What is wrong with the tab's icon (`file` as site.yaml names it, `bytes` its file), or undefined: an SVG must be a
 * drawing; a PNG a square of at least ICON_MIN_PX, read from its header (the build draws the smaller sizes from it).
 */
export function iconProblem(file: string, bytes: Buffer): string | undefined {
  if (/\.svg$/i.test(file)) {
    return /^\s*(<\?xml[^>]*>\s*)?(<!--[^]*?-->\s*)*<svg[\s>]/.test(bytes.toString('utf8'))
      ? undefined
      : `${file} is not an SVG drawing (expected it to start with <svg>)`;
  }
  // The signature, then the first chunk, IHDR, whose first fields are the width and the height.
  const png = bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR';
  if (!png) return `${file} is not a PNG picture (expected a .png file as an image editor saves it)`;
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  if (width !== height)
    return `${file} is ${width} × ${height} px: expected a square picture, as wide as it is high (the tab and a phone's home screen show it square)`;
  if (width < ICON_MIN_PX)
    return `${file} is ${width} × ${height} px: expected at least ${ICON_MIN_PX} × ${ICON_MIN_PX} px (a phone's home screen shows it at ${ICON_MIN_PX} px)`;
  return undefined;
}

/** The tab's icon and the share image: files of the folder, the icon fit for a tab and a home screen. */
export function checkSite({ folder, shown }: Reader, { parsed: { site }, problemAt }: Files): void {
  if (site) {
    const icon = path.join(folder, site.icon);
    const problem = fs.existsSync(icon)
      ? iconProblem(site.icon, fs.readFileSync(icon))
      : `no file ${site.icon} in ${shown('')}`;
    if (problem) problemAt('site')(['icon'], problem);
  }
  if (site && !fs.existsSync(path.join(folder, site.shareImage.src))) {
    problemAt('site')(['shareImage', 'src'], `no file ${site.shareImage.src} in ${shown('')}`);
  }
}

/**
 * The venue's languages, the default first; one unless site.yaml lists several. A language's file the venue does not
 * list (or the default language's own, `site.en-GB.yaml`) is a problem: someone's work the site would silently leave
 * out.
 */
export function venueLanguages({ folder, problems, shown }: Reader, { parsed: { site }, problemAt }: Files): string[] {
  if (site?.language !== undefined && site.languages !== undefined)
    problemAt('site')(
      ['languages'],
      'give the languages once: languages lists them all, the default first, so leave out language (which names the one language of a one-language venue)',
    );
  const languages = site?.languages ?? [site?.language ?? DEFAULT_LANGUAGE];
  const [defaultLanguage = DEFAULT_LANGUAGE] = languages;

  if (site) {
    const codes = new Map(languages.map((tag) => [languageCode(tag), tag]));
    for (const { file } of Object.values(CONTENT_FILES)) {
      const dir = path.join(folder, path.dirname(file));
      const own = new RegExp(`^${path.basename(file, '.yaml').replace(/[.-]/g, '\\$&')}\\.([a-z0-9-]+)\\.yaml$`);
      for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        const code = own.exec(entry)?.[1];
        if (code === undefined || (codes.has(code) && codes.get(code) !== defaultLanguage)) continue;
        const shownFile = path.join(path.dirname(file), entry);
        problems.push(
          codes.get(code) === defaultLanguage
            ? `${shown(shownFile)}: ${defaultLanguage} is the default language, whose words are in ${file}: move them there and remove this file`
            : `${shown(shownFile)}: site.yaml does not list ${code} among the venue's languages (${languages.join(', ')}): add it there, or remove this file`,
        );
      }
    }
  }
  return languages;
}

/** The path of the share image the photo step cuts (the same in every language: written once, in site.yaml). */
export const shareImageUrl = (folder: string, site: SiteFile): string =>
  `${SHARE_IMAGE_FOLDER}${shareImageName(
    site.shareImage.src,
    fs.readFileSync(path.join(folder, site.shareImage.src)),
    site.shareImage.focus,
  )}`;

/** site.yaml as the pages read it in language `tag` (its words laid over and its figures filled in already). */
export function siteIn(
  site: SiteFile,
  tag: string,
  { languages, siteName, shareImage }: { languages: readonly string[]; siteName: string; shareImage: string },
): ContentSite {
  const [defaultLanguage] = languages;
  return {
    ...site,
    contact: {
      ...site.contact,
      phone: phoneAsRead(site.contact.phone, site.address.country, tag, tag === defaultLanguage),
      phoneInternational: internationalNumber(site.contact.phone, site.address.country),
    },
    name: siteName,
    language: tag,
    languages,
    blogLanguage: site.blogLanguage ?? defaultLanguage!,
    shareImage: { ...site.shareImage, url: shareImage },
  };
}
