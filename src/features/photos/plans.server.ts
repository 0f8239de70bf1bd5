import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { contentFileUrl } from '@/content/present';
import type { Content } from '@/content/load';
import type { Space } from '@/content/schema';
import type { ViewerPhoto } from './GalleryViewer';
import { photoEntry } from './manifest.server';

const srcSet = (list: readonly { url: string; width: number }[]) => list.map((c) => `${c.url} ${c.width}w`).join(', ');
const isDrawing = (src: string) => /\.svg$/i.test(src);

/**
 * An SVG's own size, from its root's width and height (or its viewBox): what the page reserves for it. A plan
 * drawn without either is shown as a 3:2 box.
 */
function drawingSize(file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(fs.readFileSync(file, 'utf8'))?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(root)?.[1];
  const width = Number.parseFloat(attribute('width') ?? '');
  const height = Number.parseFloat(attribute('height') ?? '');
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = (attribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (box.length === 4 && box[2]! > 0 && box[3]! > 0)
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return { width: 1200, height: 800 };
}

/** A space's floor plan as the venue page shows it and the viewer opens it. */
export interface PlanView extends ViewerPhoto {
  /** Where the link goes without the viewer: the drawing itself, or the largest WebP. */
  href: string;
  /** The thumbnail beside the space's words. */
  thumb: { src: string; srcSet?: string; sizes?: string };
}

/** The spaces' plans in the order of the spaces; a raster plan is a processed photo, an SVG one the file itself. */
export function spacePlans(content: Content): { space: Space; plan: PlanView }[] {
  return content.venue.spaces.flatMap((space) => {
    if (!space.plan) return [];
    const { src, alt } = space.plan;
    if (isDrawing(src)) {
      const url = contentFileUrl(src);
      const size = drawingSize(path.join(content.dir, src));
      return [{ space, plan: { alt, webp: '', jpeg: '', fallback: url, ...size, href: url, thumb: { src: url } } }];
    }
    const { landscape } = photoEntry(src);
    const largest = landscape.jpeg.at(-1)?.url ?? '';
    return [
      {
        space,
        plan: {
          alt,
          webp: srcSet(landscape.webp),
          jpeg: srcSet(landscape.jpeg),
          fallback: largest,
          width: landscape.width,
          height: landscape.height,
          href: landscape.webp.at(-1)?.url ?? largest,
          thumb: { src: largest, srcSet: srcSet(landscape.jpeg), sizes: '(min-width: 56rem) 22rem, 90vw' },
        },
      },
    ];
  });
}
