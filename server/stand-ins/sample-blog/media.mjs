// @ts-check
/**
 * The sample blog's media library: the posts' featured pictures (each venue's sample-blog.yaml says which
 * post has which), in the sizes WordPress makes of an upload (thumbnail cropped square, medium,
 * medium_large, large, and the full picture), served by the stand-in as drawn SVGs. A venue's sample blog
 * shows what blogs in the wild do: a post without a featured image, an upload WordPress made no sizes for
 * (an SVG upload, or sizes never generated), a picture without alt text.
 */

/** @typedef {import('./posts.mjs').SampleMedia} SampleMedia */

/** The full upload and the sizes WordPress makes of a 1536 × 1024 picture with its default settings. */
const FULL = { width: 1536, height: 1024 };
const SIZES = /** @type {const} */ ({
  thumbnail: { width: 150, height: 150 },
  medium: { width: 300, height: 200 },
  medium_large: { width: 768, height: 512 },
  large: { width: 1024, height: 683 },
});

/** @param {string} date the post's date */
const uploadDir = (date) => `/wp-content/uploads/${date.slice(0, 4)}/${date.slice(5, 7)}`;

/**
 * The media item as WordPress embeds it (`context=embed`) under `_embedded['wp:featuredmedia']`.
 * @param {SampleMedia} media @param {{ slug: string, date: string, title: string }} post @param {string} origin
 */
export function restMedia(media, post, origin) {
  const dir = `${origin}${uploadDir(post.date)}`;
  const file = `${post.slug}-photo`;
  /** @type {Record<string, any>} */
  const sizes = {};
  if (media.withSizes) {
    for (const [name, size] of Object.entries(SIZES)) {
      sizes[name] = {
        file: `${file}-${size.width}x${size.height}.svg`,
        width: size.width,
        height: size.height,
        filesize: 2000,
        mime_type: 'image/svg+xml',
        source_url: `${dir}/${file}-${size.width}x${size.height}.svg`,
      };
    }
    sizes.full = {
      file: `${file}.svg`,
      width: FULL.width,
      height: FULL.height,
      mime_type: 'image/svg+xml',
      source_url: `${dir}/${file}.svg`,
    };
  }
  return {
    id: media.id,
    date: post.date,
    slug: file,
    type: 'attachment',
    link: `${origin}/blog/${post.slug}/${file}/`,
    title: { rendered: file },
    author: 1,
    featured_media: 0,
    caption: { rendered: '' },
    alt_text: media.alt,
    media_type: 'image',
    mime_type: 'image/svg+xml',
    media_details: media.withSizes
      ? {
          width: FULL.width,
          height: FULL.height,
          file: `${uploadDir(post.date).slice('/wp-content/uploads/'.length)}/${file}.svg`,
          filesize: 3000,
          sizes,
          image_meta: {},
        }
      : { width: FULL.width, height: FULL.height, sizes: {} },
    source_url: `${dir}/${file}.svg`,
    _links: { self: [{ href: `${origin}/wp-json/wp/v2/media/${media.id}` }] },
  };
}

/**
 * Which picture and size a path under /wp-content/uploads/ asks for, or null.
 * @param {string} pathname @param {{ id: number, slug: string, date: string }[]} posts
 * @param {SampleMedia[]} library the blog's media
 * @returns {{ media: SampleMedia, width: number, height: number } | null}
 */
export function pictureAt(pathname, posts, library) {
  const match = /^\/wp-content\/uploads\/(\d{4})\/(\d{2})\/([a-z0-9-]+)-photo(?:-(\d+)x(\d+))?\.svg$/.exec(pathname);
  if (!match) return null;
  const post = posts.find(
    (p) => p.slug === match[3] && uploadDir(p.date) === `/wp-content/uploads/${match[1]}/${match[2]}`,
  );
  const media = post && library.find((m) => m.postId === post.id);
  if (!media) return null;
  if (!match[4]) return { media, ...FULL };
  const width = Number(match[4]);
  const height = Number(match[5]);
  const known = media.withSizes && Object.values(SIZES).some((s) => s.width === width && s.height === height);
  return known ? { media, width, height } : null;
}
