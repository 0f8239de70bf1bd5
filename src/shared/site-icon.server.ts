/**
 * The venue's icon (site.yaml's `icon`, an SVG or a square PNG of at least 180 px: src/content/load.ts checks it) in
 * the forms browsers ask for: the tab's icon inside every page, and the home screen's icon of iPhones and iPads at
 * `/apple-touch-icon.png` (src/pages/apple-touch-icon.png.ts). `/favicon.ico` is drawn from the tab's icon after the
 * build (integration/site-files.mjs).
 *
 * The tab's icon travels inside each page as a `data:` URL. As a file of its own (185 bytes with ~2.5 KB of response
 * headers) it was a request that started before the hero's title had painted, and on a slow phone Lighthouse counted
 * it on the title's path: the second venue's home page went from 1.51 to 1.37 s without it.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Content } from '@/content/load';

/** The tab's icon as `<link rel="icon">` writes it. */
export interface SiteIcon {
  href: string;
  type: 'image/svg+xml' | 'image/png';
}

/** A PNG icon's size in the tab: a tab shows 16 CSS px, 32 on a 2× screen. */
export const TAB_ICON_PX = 32;

/** The home screen's icon of iPhones and iPads: its size, and its address, where iOS also looks without a link. */
export const TOUCH_ICON = { px: 180, path: '/apple-touch-icon.png' } as const;

const isSvg = (file: string) => /\.svg$/i.test(file);

/**
 * The tab's icon: an SVG as it is (percent-encoded, which is shorter than base64 for text), a PNG drawn at
 * TAB_ICON_PX with at most 256 colours (a few hundred bytes for a logo).
 * @param file the icon's name (`icon.svg`, `icon.png`), which says what it is
 */
export async function tabIcon(file: string, bytes: Buffer): Promise<SiteIcon> {
  if (isSvg(file))
    return { href: `data:image/svg+xml,${encodeURIComponent(bytes.toString('utf8').trim())}`, type: 'image/svg+xml' };
  const png = await sharp(bytes)
    .resize(TAB_ICON_PX, TAB_ICON_PX)
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  return { href: `data:image/png;base64,${png.toString('base64')}`, type: 'image/png' };
}

/**
 * The home screen's icon: TOUCH_ICON.px square and opaque on `background` (the venue's theme colour), since iOS
 * paints what is transparent black. An SVG is drawn at the density that makes it that size, not scaled as a bitmap.
 */
export async function touchIcon(file: string, bytes: Buffer, background: string): Promise<Buffer> {
  let density: number | undefined;
  if (isSvg(file)) {
    const { width = 64, height = 64 } = await sharp(bytes).metadata();
    density = (72 * TOUCH_ICON.px) / Math.max(width, height);
  }
  return sharp(bytes, density ? { density } : {})
    .resize(TOUCH_ICON.px, TOUCH_ICON.px, { fit: 'contain', background })
    .flatten({ background })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The tab's icon of a venue's content, made once per folder and icon (every page links the same). */
const tabIcons = new Map<string, Promise<SiteIcon>>();
export function siteTabIcon(content: Content): Promise<SiteIcon> {
  const file = path.join(content.dir, content.site.icon);
  let icon = tabIcons.get(file);
  if (!icon) {
    icon = tabIcon(file, fs.readFileSync(file));
    tabIcons.set(file, icon);
    // A failure is tried again by the next page, not remembered.
    icon.catch(() => tabIcons.delete(file));
  }
  return icon;
}

/** The home screen's icon of a venue's content, on its theme colour. */
export function siteTouchIcon(content: Content): Promise<Buffer> {
  const file = path.join(content.dir, content.site.icon);
  return touchIcon(file, fs.readFileSync(file), content.site.themeColor);
}
