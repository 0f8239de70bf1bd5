// @ts-check
/**
 * The sample blog's posts, read from the venue's content folder (`sample-blog.yaml`, described in the demo venue's
 * own file), so that each venue's local mode shows posts in its own voice and the code holds none of its words.
 * A content folder without the file has an empty sample blog: no posts, and no feed post.
 *
 * Titles, excerpts and content are as WordPress renders them; `{origin}` in content is replaced by the blog's
 * origin when served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { SCENES } from './art.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The file, in the content folder. */
const SAMPLE_BLOG_FILE = 'sample-blog.yaml';

/**
 * @typedef {{ id: number, date: string, slug: string, title: string, excerpt: string, content: string }} SamplePost
 * @typedef {{ id: number, postId: number, n: number, alt: string, withSizes: boolean }} SampleMedia
 * @typedef {{ alt: string, scene: import('./art.mjs').Scene }} FeedPicture
 * @typedef {{
 *   name: string,
 *   posts: SamplePost[],
 *   feedPost: SamplePost | null,
 *   feedPictures: FeedPicture[],
 *   media: SampleMedia[],
 *   feedImageDir: string,
 *   feedImageName: (n: number) => string,
 * }} SampleBlog
 */

const text = z.string().trim().min(1);
const html = z.string();
/** WordPress's `date`: the blog's wall clock, no offset. */
const date = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/, { error: 'expected a date like 2026-03-14T23:30:00' });
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a slug of a-z, 0-9 and hyphens' });
const id = z.int().positive();

const schema = z.strictObject({
  name: text,
  posts: z.array(
    z.strictObject({
      id,
      date,
      slug,
      title: text,
      excerpt: html,
      content: html,
      featured: z
        .strictObject({ id, picture: z.int().positive(), alt: z.string(), sizes: z.boolean().default(true) })
        .optional(),
    }),
  ),
  feed: z.strictObject({
    id,
    date,
    slug,
    title: text,
    /** The media library's month folder of the feed's pictures, `2024/06`. */
    uploads: z.string().regex(/^\d{4}\/\d\d$/, { error: 'expected a year and month like 2024/06' }),
    /** What the pictures' file names start with. */
    files: slug,
    pictures: z.array(z.strictObject({ scene: z.enum(SCENES), alt: text })).min(1),
  }),
});

/** The blog with no posts: a content folder without sample-blog.yaml. */
const EMPTY = /** @type {SampleBlog} */ ({
  name: 'Sample blog',
  posts: [],
  feedPost: null,
  feedPictures: [],
  media: [],
  feedImageDir: '/wp-content/uploads',
  feedImageName: (n) => `feed-${n}.svg`,
});

const loaded = new Map();

/**
 * The sample blog of a content folder (relative paths from the project's root, as CONTENT_DIR names it).
 * Throws naming the file, the field and what is wrong.
 * @param {string} contentDir
 * @returns {SampleBlog}
 */
export function loadSampleBlog(contentDir) {
  const file = path.resolve(root, contentDir, SAMPLE_BLOG_FILE);
  if (!fs.existsSync(file)) return EMPTY;
  const source = fs.readFileSync(file, 'utf8');
  const cached = loaded.get(file);
  if (cached && cached.source === source) return cached.blog;

  const shown = path.relative(process.cwd(), file) || file;
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new Error(
      doc.errors
        .map(
          (e) =>
            `${shown}: line ${lines.linePos(e.pos[0]).line}: YAML cannot be read here: ${e.message.split('\n')[0]}`,
        )
        .join('\n'),
    );
  }
  const result = schema.safeParse(doc.toJS());
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) =>
        `${shown}: ${issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('')}: ${issue.message}`,
    );
    throw new Error(problems.join('\n'));
  }
  const data = result.data;
  const problems = [];
  const ids = new Set();
  for (const post of [...data.posts, data.feed]) {
    if (ids.has(post.id)) problems.push(`${shown}: post id ${post.id} is used twice`);
    ids.add(post.id);
  }
  data.posts.forEach((post, index) => {
    if (post.featured && post.featured.picture > data.feed.pictures.length)
      problems.push(
        `${shown}: posts[${index}].featured.picture: there is no feed picture ${post.featured.picture} (the feed has ${data.feed.pictures.length})`,
      );
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const feedImageDir = `/wp-content/uploads/${data.feed.uploads}`;
  /** @param {number} n 1-based */
  const feedImageName = (n) => `${data.feed.files}-${String(n).padStart(2, '0')}.svg`;
  /** @type {SamplePost} */
  const feedPost = {
    id: data.feed.id,
    date: data.feed.date,
    slug: data.feed.slug,
    title: data.feed.title,
    excerpt: '',
    // The feed is a WordPress gallery block of the venue's pictures, linked to the media files.
    content: [
      '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped wp-block-gallery-1 is-layout-flex wp-block-gallery-is-layout-flex">',
      ...data.feed.pictures.map(({ alt }, i) => {
        const src = `{origin}${feedImageDir}/${feedImageName(i + 1)}`;
        return `<figure class="wp-block-image size-large"><a href="${src}"><img decoding="async" width="600" height="600" src="${src}" alt="${escapeAttribute(alt)}" class="wp-image-${870 + i}"/></a></figure>`;
      }),
      '</figure>',
      '',
    ].join('\n'),
  };
  /** @type {SampleBlog} */
  const blog = {
    name: data.name,
    posts: data.posts.map(({ id, date, slug, title, excerpt, content }) => ({
      id,
      date,
      slug,
      title,
      excerpt,
      content,
    })),
    feedPost,
    feedPictures: data.feed.pictures,
    media: data.posts.flatMap((post) =>
      post.featured
        ? [
            {
              id: post.featured.id,
              postId: post.id,
              n: post.featured.picture,
              alt: post.featured.alt,
              withSizes: post.featured.sizes,
            },
          ]
        : [],
    ),
    feedImageDir,
    feedImageName,
  };
  loaded.set(file, { source, blog });
  return blog;
}

/** @param {string} value */
const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
