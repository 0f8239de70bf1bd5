// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { photoEntry } from './manifest.server';
import { PhotoView } from './Photo';
import type { PhotoEntry, PhotoManifest } from './types';

const candidates = (name: string, widths: number[], ext: string) =>
  widths.map((width) => ({ width, url: `/photos/${name}-0123abcd-${width}.${ext}` }));

const hall: PhotoEntry = {
  src: 'photos/hall.jpg',
  width: 4000,
  height: 2667,
  colour: '#6a3b2a',
  landscape: {
    webp: candidates('hall', [320, 720, 1600], 'webp'),
    jpeg: candidates('hall', [720, 1600], 'jpg'),
    width: 2400,
    height: 1600,
  },
};
const hero: PhotoEntry = {
  ...hall,
  src: 'photos/hero.jpg',
  portrait: {
    webp: candidates('hero-portrait', [480, 1080], 'webp'),
    jpeg: candidates('hero-portrait', [1080], 'jpg'),
    width: 1080,
    height: 1920,
  },
};

function render(element: React.ReactElement) {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return host;
}

describe('PhotoView', () => {
  it('writes srcset, sizes and the box size, lazy by default, with the dominant colour behind it and no style attribute', () => {
    const html = render(<PhotoView entry={hall} alt="The hall" sizes="50vw" />);
    const img = html.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/photos/hall-0123abcd-720.jpg 720w, /photos/hall-0123abcd-1600.jpg 1600w');
    expect(img.getAttribute('src')).toBe('/photos/hall-0123abcd-1600.jpg');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2400', '1600']);
    expect(img.getAttribute('alt')).toBe('The hall');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    const webp = html.querySelector('source[type="image/webp"]')!;
    expect(webp.getAttribute('srcset')).toBe(
      '/photos/hall-0123abcd-320.webp 320w, /photos/hall-0123abcd-720.webp 720w, /photos/hall-0123abcd-1600.webp 1600w',
    );
    expect(webp.getAttribute('sizes')).toBe('50vw');
    expect(html.querySelector('svg rect')?.getAttribute('fill')).toBe('#6a3b2a');
    expect(html.querySelector('[style]')).toBeNull();
    expect(html.querySelector('source[media]')).toBeNull();
  });

  it('fetches the priority photo at once and first, with its portrait crop for upright screens', () => {
    const html = render(
      <PhotoView entry={hero} alt="" sizes="100vw" portraitSizes="56vh" priority className="photo-cover" />,
    );
    const img = html.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    const portrait = html.querySelectorAll('source[media]');
    expect(portrait).toHaveLength(2);
    expect(portrait[0]?.getAttribute('srcset')).toContain('hero-portrait-0123abcd-1080.webp 1080w');
    expect(portrait[0]?.getAttribute('sizes')).toBe('56vh');
    expect([portrait[0]?.getAttribute('width'), portrait[0]?.getAttribute('height')]).toEqual(['1080', '1920']);
    // The portrait sources come first: the browser takes the first source that matches.
    expect(html.querySelector('picture > source')?.getAttribute('media')).toBe(portrait[0]?.getAttribute('media'));
    expect(html.firstElementChild?.className).toBe('photo photo-cover');
  });
});

describe('photoEntry', () => {
  it('names a photo the content refers to but the folder does not have', () => {
    const manifest: PhotoManifest = { photos: { 'photos/hall.jpg': hall } };
    expect(photoEntry('photos/hall.jpg', manifest)).toBe(hall);
    expect(() => photoEntry('photos/halll.jpg', manifest)).toThrow(
      "photos/halll.jpg: no such photo in the content folder's photos/ (it has photos/hall.jpg)",
    );
  });
});
