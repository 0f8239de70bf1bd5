// @ts-check
/**
 * The sample WordPress blog of local mode. It answers the two REST routes the site reads the way a
 * stock WordPress 6 does (paging, `_fields`, error bodies, `X-WP-Total`, CORS headers), serves the
 * feed's pictures from a media-library path, and serves a plain page for each post so the news
 * links lead somewhere.
 *
 * Its posts are the venue's: `sample-blog.yaml` in the content folder (./sample-blog/posts.mjs reads it).
 *
 * It also answers as blogs in the wild do, chosen with SAMPLE_BLOG_MODE (see `BLOG_MODES`): plain
 * permalinks (`/wp-json/` is the theme's 404 page, the API answers at `/?rest_route=/wp/v2/…`) and a REST
 * API locked by WordPress's own setting or a security plugin.
 */
import { settingValue } from '../../src/config/settings.mjs';
import { loadSampleBlog } from './sample-blog/posts.mjs';
import { featuredPictureSvg, feedPictureSvg } from './sample-blog/art.mjs';
import { pictureAt, restMedia } from './sample-blog/media.mjs';

/** @typedef {import('./sample-blog/posts.mjs').SamplePost} SamplePost */
/** @typedef {import('./sample-blog/posts.mjs').SampleBlog} SampleBlog */
/** @typedef {{ status: number, headers: Record<string, string>, body: string }} Answer */

const REST = '/wp-json/wp/v2';

/**
 * How the sample blog behaves (SAMPLE_BLOG_MODE):
 *   ''              a stock WordPress with pretty permalinks (the default)
 *   'plain'         plain permalinks: /wp-json/ answers the theme's 404 page; /?rest_route=/wp/v2/… works
 *   'locked'        REST closed to visitors by a snippet or plugin using WordPress's own check (401 rest_login_required)
 *   'locked-plugin' closed by a security plugin such as Disable REST API (401 rest_cannot_access)
 */
const BLOG_MODES = ['', 'plain', 'locked', 'locked-plugin'];

/** @param {string | undefined} value @returns {string} */
export function blogModeFrom(value) {
  const mode = (value ?? '').trim();
  if (!BLOG_MODES.includes(mode))
    throw new Error(
      `SAMPLE_BLOG_MODE must be one of ${BLOG_MODES.filter(Boolean).join(', ')} (or unset), not "${mode}".`,
    );
  return mode;
}

const LOCKED_ANSWERS = {
  locked: {
    code: 'rest_login_required',
    message: 'REST API restricted to authenticated users.',
    data: { status: 401 },
  },
  'locked-plugin': {
    code: 'rest_cannot_access',
    message: 'Only authenticated users can access the REST API.',
    data: { status: 401 },
  },
};
/** The demo venue's content folder: the sample blog when none is named. */
const DEFAULT_CONTENT_DIR = settingValue({}, 'CONTENT_DIR');

/** Every post of the blog, the feed's included, newest first. @param {SampleBlog} blog */
const allPostsOf = (blog) =>
  [...blog.posts, ...(blog.feedPost ? [blog.feedPost] : [])].sort((a, b) => b.date.localeCompare(a.date));

/**
 * A post in WordPress's REST shape (`context=view`).
 * @param {SamplePost} post @param {string} origin the blog's origin, '' for paths on this origin
 * @param {SampleBlog} blog
 */
function restPost(post, origin, blog) {
  const fill = (/** @type {string} */ html) => html.replaceAll('{origin}', origin);
  const link = `${origin}/blog/${post.slug}/`;
  const media = blog.media.find((m) => m.postId === post.id);
  return {
    id: post.id,
    date: post.date,
    date_gmt: post.date,
    guid: { rendered: `${origin}/?p=${post.id}` },
    modified: post.date,
    modified_gmt: post.date,
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link,
    title: { rendered: post.title },
    content: { rendered: fill(post.content), protected: false },
    excerpt: { rendered: fill(post.excerpt), protected: false },
    author: 1,
    featured_media: media ? media.id : 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: [1],
    tags: [],
    class_list: [
      `post-${post.id}`,
      'post',
      'type-post',
      'status-publish',
      'format-standard',
      'hentry',
      'category-news',
    ],
    _links: {
      self: [{ href: `${origin}${REST}/posts/${post.id}` }],
      ...(media ? { 'wp:featuredmedia': [{ embeddable: true, href: `${origin}${REST}/media/${media.id}` }] } : {}),
    },
  };
}

/**
 * WordPress's `_embed`: the linked items marked embeddable, for every relation or only those named
 * (`_embed=wp:featuredmedia`), under `_embedded`.
 * @param {SamplePost} post @param {string} origin @param {string | null} embed @param {SampleBlog} blog
 */
function embedded(post, origin, embed, blog) {
  if (embed === null) return null;
  const wanted = embed === '' || embed === '1' || embed === 'true' ? null : embed.split(',').map((r) => r.trim());
  const media = blog.media.find((m) => m.postId === post.id);
  if (!media || (wanted && !wanted.includes('wp:featuredmedia'))) return null;
  return { 'wp:featuredmedia': [restMedia(media, post, origin)] };
}

/**
 * A post with `_fields` applied and `_embedded` added as WordPress does: only when `_fields` is
 * absent or names `_embedded`.
 * @param {SamplePost} post @param {string} origin @param {URLSearchParams} query @param {SampleBlog} blog
 */
function shapedPost(post, origin, query, blog) {
  const fields = query.get('_fields');
  const item = pickFields(restPost(post, origin, blog), fields);
  const wantsEmbedded =
    fields === null ||
    fields
      .split(',')
      .map((f) => f.trim())
      .includes('_embedded');
  const embeds = wantsEmbedded ? embedded(post, origin, query.get('_embed'), blog) : null;
  return embeds ? { ...item, _embedded: embeds } : item;
}

/**
 * WordPress's `_fields`: a comma list of top-level or dotted paths; unknown names are ignored.
 * @param {Record<string, any>} item @param {string | null} fields
 */
function pickFields(item, fields) {
  if (fields === null) return item;
  /** @type {Record<string, any>} */
  const out = {};
  for (const path of fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    const keys = path.split('.');
    let from = item;
    let to = out;
    for (let i = 0; i < keys.length; i++) {
      const key = /** @type {string} */ (keys[i]);
      if (from === null || typeof from !== 'object' || !(key in from)) break;
      if (i === keys.length - 1) to[key] = from[key];
      else {
        to[key] = to[key] && typeof to[key] === 'object' ? to[key] : {};
        to = to[key];
        from = from[key];
      }
    }
  }
  return out;
}

/**
 * The headers WordPress sends on REST answers; the CORS ones only for a cross-origin request
 * (rest_send_cors_headers echoes the Origin and allows credentials).
 * @param {string | undefined} requestOrigin
 */
function restHeaders(requestOrigin) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': 'application/json; charset=UTF-8',
    'X-Robots-Tag': 'noindex',
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
    'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    Allow: 'GET',
    Vary: 'Origin',
    'Cache-Control': 'no-cache',
  };
  if (requestOrigin) {
    headers['Access-Control-Allow-Origin'] = requestOrigin;
    headers['Access-Control-Allow-Methods'] = 'OPTIONS, GET, POST, PUT, PATCH, DELETE';
    headers['Access-Control-Allow-Credentials'] = 'true';
  }
  return headers;
}

/**
 * @param {number} status @param {unknown} body @param {string | undefined} requestOrigin
 * @param {Record<string, string>} [extra]
 * @returns {Answer}
 */
const json = (status, body, requestOrigin, extra = {}) => ({
  status,
  headers: { ...restHeaders(requestOrigin), ...extra },
  body: JSON.stringify(body),
});

/** @param {string} param @param {string} message */
const invalidParam = (param, message) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${param}`,
  data: {
    status: 400,
    params: { [param]: message },
    details: { [param]: { code: 'rest_out_of_bounds', message, data: null } },
  },
});

/** @param {string | null} value @returns {number | null} */
const wholeNumber = (value) => (value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null);

/**
 * Answers a REST request to the sample blog, or returns null when the path is not one of its routes.
 * @param {{ method?: string, url: string, origin: string, requestOrigin?: string, mode?: string, blog?: SampleBlog }} request
 *   url: path and query; origin: this blog's origin ('' for paths, as at build time);
 *   requestOrigin: the Origin header of a cross-origin request; mode: see BLOG_MODES;
 *   blog: the posts (by default the demo venue's)
 * @returns {Answer | null}
 */
export function answerWordPress({
  method = 'GET',
  url,
  origin,
  requestOrigin,
  mode = '',
  blog = loadSampleBlog(DEFAULT_CONTENT_DIR),
}) {
  const allPosts = allPostsOf(blog);
  const parsed = new URL(url, 'http://blog.invalid');
  // `/?rest_route=/wp/v2/posts&…` is the same request as `/wp-json/wp/v2/posts?…`, in every permalink mode.
  const restRoute =
    parsed.pathname === '/' || parsed.pathname === '/index.php' ? parsed.searchParams.get('rest_route') : null;
  if (restRoute !== null) parsed.searchParams.delete('rest_route');
  else if (mode === 'plain' && (parsed.pathname === '/wp-json' || parsed.pathname.startsWith('/wp-json/'))) {
    return { status: 404, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: notFoundPage(blog) };
  }
  const path = restRoute !== null ? `/wp-json${restRoute}`.replace(/\/+$/, '') : parsed.pathname.replace(/\/+$/, '');
  if (path !== `${REST}/posts` && !path.startsWith(`${REST}/posts/`)) return null;
  if (method === 'OPTIONS') return { status: 200, headers: restHeaders(requestOrigin), body: '' };
  if (mode === 'locked' || mode === 'locked-plugin') return json(401, LOCKED_ANSWERS[mode], requestOrigin);
  if (method !== 'GET' && method !== 'HEAD') {
    return json(
      401,
      {
        code: 'rest_cannot_create',
        message: 'Sorry, you are not allowed to create posts as this user.',
        data: { status: 401 },
      },
      requestOrigin,
    );
  }
  const query = parsed.searchParams;

  if (path !== `${REST}/posts`) {
    const id = path.slice(`${REST}/posts/`.length);
    if (!/^\d+$/.test(id)) {
      return json(
        404,
        {
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
          data: { status: 404 },
        },
        requestOrigin,
      );
    }
    const post = allPosts.find((p) => p.id === Number(id));
    if (!post)
      return json(
        404,
        { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
        requestOrigin,
      );
    return json(200, shapedPost(post, origin, query, blog), requestOrigin);
  }

  const perPage = query.has('per_page') ? wholeNumber(query.get('per_page')) : 10;
  if (perPage === null || perPage < 1 || perPage > 100) {
    return json(
      400,
      invalidParam('per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)'),
      requestOrigin,
    );
  }
  const page = query.has('page') ? wholeNumber(query.get('page')) : 1;
  if (page === null || page < 1)
    return json(400, invalidParam('page', 'page must be greater than or equal to 1'), requestOrigin);
  const total = allPosts.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > totalPages && total > 0) {
    return json(
      400,
      {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
      requestOrigin,
    );
  }
  const items = allPosts.slice((page - 1) * perPage, page * perPage).map((p) => shapedPost(p, origin, query, blog));
  /** @param {number} n */
  const pageLink = (n) => {
    const q = new URLSearchParams(query);
    q.set('page', String(n));
    return restRoute !== null
      ? `<${origin}/?rest_route=${encodeURIComponent('/wp/v2/posts')}&${q}>`
      : `<${origin}${REST}/posts?${q}>`;
  };
  const links = [
    ...(page > 1 ? [`${pageLink(page - 1)}; rel="prev"`] : []),
    ...(page < totalPages ? [`${pageLink(page + 1)}; rel="next"`] : []),
  ];
  return json(200, items, requestOrigin, {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...(links.length ? { Link: links.join(', ') } : {}),
  });
}

/** @param {SamplePost} post @param {SampleBlog} blog */
function postPage(post, blog) {
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${post.date.slice(0, 10)}T00:00:00Z`),
  );
  const content = post.content.replaceAll('{origin}', '');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.ico"><title>${post.title} &#8211; ${escapeHtml(blog.name)} (sample)</title>
<style>body{font:1.05rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#17130f;background:#f4efe6}img{max-width:100%;height:auto}a{color:#8a4a1c}</style></head>
<body><p><a href="/news">&larr; Back to the site</a></p><p>This is the sample blog of local mode; on the real site this link opens the venue&#8217;s WordPress blog.</p>
<article><h1>${post.title}</h1><p><time datetime="${post.date}">${date}</time></p>${content}</article></body></html>`;
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The theme's 404 page, where plain permalinks leave /wp-json/. @param {SampleBlog} blog */
const notFoundPage = (blog) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Page not found &#8211; ${escapeHtml(blog.name)} (sample)</title></head><body><h1>Oops! That page can&#8217;t be found.</h1></body></html>`;

/**
 * @param {{ mode?: string, linkOrigin?: string, contentDir?: string }} [options]
 *   mode: see BLOG_MODES; linkOrigin: the origin put in links and media addresses ('' for paths on the
 *   site, as the build step serves it), by default the origin the request came to; contentDir: the venue's
 *   content folder (CONTENT_DIR), whose sample-blog.yaml holds the posts, by default the demo venue's
 * @returns {import('./index.mjs').Handler}
 */
export function wordpressStandIn({ mode = '', linkOrigin, contentDir = DEFAULT_CONTENT_DIR } = {}) {
  blogModeFrom(mode);
  // Read now, so that a mistake in the file stops the server or the build at once, naming it; read again on
  // each request (from a cache while the file is unchanged), so that `npm start` serves what the rebuild shows.
  loadSampleBlog(contentDir);
  return (req, res, next) => {
    const blog = loadSampleBlog(contentDir);
    const allPosts = allPostsOf(blog);
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    const host = req.headers.host ?? 'localhost';
    const here = `http://${host}`;
    const origin = linkOrigin ?? here;
    const requestOrigin =
      typeof req.headers.origin === 'string' && req.headers.origin !== here ? req.headers.origin : undefined;

    const answer = answerWordPress({ method: req.method, url, origin, requestOrigin, mode, blog });
    if (answer) {
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
      return;
    }

    const picture = pathname.startsWith(`${blog.feedImageDir}/`)
      ? blog.feedPictures.findIndex((_, i) => pathname === `${blog.feedImageDir}/${blog.feedImageName(i + 1)}`)
      : -1;
    const feedPicture = blog.feedPictures[picture];
    if (feedPicture) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
      res.end(feedPictureSvg(picture + 1, feedPicture.alt, feedPicture.scene));
      return;
    }

    const featured = pictureAt(pathname, allPosts, blog.media);
    const shows = featured && blog.feedPictures[featured.media.n - 1];
    if (featured && shows) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
      res.end(
        featuredPictureSvg(
          featured.media.n,
          featured.media.alt || shows.alt,
          shows.scene,
          featured.width,
          featured.height,
        ),
      );
      return;
    }

    const slug = /^\/blog\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
    const post = slug ? allPosts.find((p) => p.slug === slug) : undefined;
    if (post) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(postPage(post, blog));
      return;
    }
    next();
  };
}
