/**
 * Each page's `<head>`: what it says (`PageHead`, built here for every page from the venue's content) and the tags
 * that say it (`HeadTags`). The site's defaults (its name as the title's template, its description, icon and theme
 * colour) lie under the page's own title, description, addresses (the route table's, src/shared/routes.ts) and
 * social cards. A page's Open Graph and Twitter cards replace the site's rather than merging with them, so a page
 * states them in full, and a page without cards of its own (the 404 page) takes the site's with its own title and
 * description.
 *
 * Addresses in a `PageHead` are the site's paths (`/fr/venue`, `/photos/hero-share-1a2b3c4d.jpg`); `HeadTags` makes
 * them absolute on the site's URL (SITE_URL). The tab's icon is made apart (`siteTabIcon`, which draws a PNG's with
 * sharp) and given to `HeadTags` beside the head.
 */
import path from 'node:path';
import { settings } from '@/config/public-settings';
import { content, contentIn, languages, wordsFor } from '@/content';
import { fill } from '@/i18n/fill';
import { formatNumber } from '@/i18n/format';
import { languageAlternates, localPath } from '@/i18n/paths';
import { newsPagePath, ROUTES } from './routes';
import { TOUCH_ICON, type SiteIcon } from './site-icon.server';

/** A picture for the social cards: its address on the site, its size in pixels, and its words. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Everything a page's `<head>` says, ready to write: no template, default or inheritance is left to resolve. */
export interface PageHead {
  /** The whole title, the site's template (`%s · {site name}`) already applied unless the page's is absolute. */
  title: string;
  description: string;
  /** The venue's name (`application-name`). */
  applicationName: string;
  /** The page's own address, a path (`/fr/venue`); none on the 404 page. */
  canonical?: string;
  /**
   * Each version of the page by `hreflang`: its language's tag → its address (a path), the default language first
   * and `x-default` (the default language's version) last. None with one language or on the 404 page.
   */
  languages?: Record<string, string>;
  openGraph: {
    type: 'website';
    siteName: string;
    /** `en_GB` (`ogLocaleOf`). */
    locale: string;
    /** The venue's other languages' locales; empty with one language. */
    alternateLocale: string[];
    /** The page's address (a path); none on the 404 page. */
    url?: string;
    title: string;
    description: string;
    images: ShareImage[];
  };
  twitter: {
    card: 'summary_large_image';
    title: string;
    description: string;
    /** A picture's address (a path). */
    image: string;
  };
  /** What robots may do: `noindex` on the 404 page, none (everything) elsewhere. */
  robots?: string;
  /** `theme-color`, a CSS colour. */
  themeColor: string;
}

/**
 * The picture shared with every page, cut by the photo step from the photo site.yaml names (integration/photos.mjs); its
 * `alt` in the page's language.
 */
export function shareImageIn(tag: string): ShareImage {
  const { shareImage } = contentIn(tag).site;
  return { url: shareImage.url, width: 1200, height: 630, alt: shareImage.alt };
}

/**
 * The locale Open Graph wants, language_TERRITORY ("en_GB"), from a language tag: "en-GB" as it is, and a tag
 * without a region ("fr") with the region its language most likely means ("fr_FR").
 */
export function ogLocaleOf(tag: string): string {
  try {
    const locale = new Intl.Locale(tag);
    const region = locale.region ?? locale.maximize().region;
    return region ? `${locale.language}_${region}` : locale.language;
  } catch {
    return tag.replace('-', '_');
  }
}

/** Open Graph's locale of a page in `tag`, and the venue's other languages as its alternates (promises §10). */
function ogLocales(tag: string): { locale: string; alternateLocale?: string[] } {
  const others = languages.filter((other) => other !== tag).map(ogLocaleOf);
  return { locale: ogLocaleOf(tag), ...(others.length > 0 ? { alternateLocale: others } : {}) };
}

/** The site's title template: a page's title, then the venue's name. */
function titled(tag: string, title: string): string {
  return `%s${wordsFor(tag).site.titleSeparator}${contentIn(tag).site.name}`.replace(/%s/g, () => title);
}

/**
 * The head of a page in language `tag` that says nothing of its own: the site's defaults, its title the venue's name
 * and title suffix, its cards the site's with that title and the site's description. No canonical address and no
 * language versions: such a page has no address of its own to give.
 */
function siteHead(tag: string): PageHead {
  const { site } = contentIn(tag);
  const shareImage = shareImageIn(tag);
  const title = `${site.name}${wordsFor(tag).site.titleSeparator}${site.titleSuffix}`;
  const { description } = site;
  const { locale, alternateLocale = [] } = ogLocales(tag);
  return {
    title,
    description,
    applicationName: site.name,
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale,
      alternateLocale,
      title,
      description,
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title, description, image: shareImage.url },
    themeColor: content.site.themeColor,
  };
}

/**
 * A page's head in language `tag`, over the site's defaults: its title through the site's template unless
 * `absoluteTitle`, its description, its canonical address and its versions in every language, and cards of its own
 * with the same title and description. `path` is the page's address in the default language (`/venue`).
 */
export function pageHead({
  tag,
  title,
  description,
  path: pagePath,
  absoluteTitle,
}: {
  tag: string;
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): PageHead {
  const site = siteHead(tag);
  const fullTitle = absoluteTitle ? title : titled(tag, title);
  const own = localPath(pagePath, tag, languages);
  const versions = languageAlternates(pagePath, languages, '');
  return {
    ...site,
    title: fullTitle,
    description,
    canonical: own,
    ...(versions ? { languages: versions } : {}),
    openGraph: { ...site.openGraph, url: own, title: fullTitle, description },
    twitter: { ...site.twitter, title: fullTitle, description },
  };
}

/** The home page's head: its title is whole (the venue's name is in it), not the template's. */
export function homeHead(tag: string): PageHead {
  const { seo } = contentIn(tag).home;
  return pageHead({ tag, title: seo.title, absoluteTitle: true, description: seo.description, path: ROUTES.home.path });
}

/** A page's head from its content's `seo` words, at `path` (its address in the default language). */
const seoHead = (tag: string, seo: { title: string; description: string }, path: string): PageHead =>
  pageHead({ tag, title: seo.title, description: seo.description, path });

export const venueHead = (tag: string) => seoHead(tag, contentIn(tag).venuePage.seo, ROUTES.venue.path);
export const galleryHead = (tag: string) => seoHead(tag, contentIn(tag).gallery.seo, ROUTES.gallery.path);
/** The news page's head; an older page of the venue's own news (`page` 2 on) says which: "News, page 2". */
export function newsHead(tag: string, page = 1): PageHead {
  const { seo } = contentIn(tag).news;
  if (page <= 1) return seoHead(tag, seo, ROUTES.news.path);
  const title = fill(wordsFor(tag).news.pageTitle, { title: seo.title, page: formatNumber(page, tag) });
  return seoHead(tag, { title, description: seo.description }, newsPagePath(page));
}
export const contactHead = (tag: string) => seoHead(tag, contentIn(tag).contact.seo, ROUTES.contact.path);

/**
 * The What's on page's head. Whether the page is built at all (events to come) is the route's to ask
 * (src/views/routes.server.ts); a venue without the page's words gets the site's defaults.
 */
export function whatsOnHead(tag: string): PageHead {
  const page = contentIn(tag).whatsOn;
  return page ? seoHead(tag, page.seo, ROUTES.whatsOn.path) : siteHead(tag);
}

/**
 * A 404 page's head in language `tag` (out/404.html in the default language, out/<code>/404.html in another): its
 * whole title written out (no template reaches it), the site's description and cards with that title, no address of
 * its own, and `noindex`.
 */
export function notFoundHead(tag = languages[0]!): PageHead {
  const { site } = contentIn(tag);
  const defaults = siteHead(tag);
  const title = `${site.notFound.title}${wordsFor(tag).site.titleSeparator}${site.name}`;
  return {
    ...defaults,
    title,
    robots: 'noindex',
    openGraph: { ...defaults.openGraph, title },
    twitter: { ...defaults.twitter, title },
  };
}

/**
 * `href` (a path of the site, or an absolute URL) as an absolute URL on `siteUrl`: a path joins the site URL's own
 * path; the site's root is written as its bare origin (`https://venue.example`, no slash) when `bareRoot`, for the
 * page addresses (canonical, `hreflang`, `og:url`, as the sitemap writes them too), and with its slash otherwise,
 * for pictures' addresses. With no `siteUrl` (an address the build was not told) a path stays a path: a link on the
 * site's own origin, wherever it is served.
 */
export function absoluteUrl(href: string, siteUrl: string, bareRoot = true): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    if (!siteUrl) return href;
    const base = new URL(siteUrl);
    url = new URL(path.posix.join(base.pathname || '', href), base);
  }
  return bareRoot && url.pathname === '/' && url.searchParams.size === 0 ? url.origin : url.href;
}

/**
 * A page's head as tags: `<meta charset>` and the viewport first (the charset within the first 1024 bytes, as HTML
 * asks), then the theme colour, title, description, application name, robots, canonical and `hreflang` links, Open
 * Graph, Twitter and the icon, then the home screen's icon. A fragment, for the page's `<head>`; `siteUrl` makes the
 * addresses absolute (the site's public URL, no trailing slash). `icon`: the tab's icon (`siteTabIcon`); without it,
 * no icon links (a test's head).
 */
export function HeadTags({
  head,
  icon,
  siteUrl = settings.siteUrl,
}: {
  head: PageHead;
  icon?: SiteIcon;
  siteUrl?: string;
}) {
  const pageUrl = (href: string) => absoluteUrl(href, siteUrl);
  const fileUrl = (href: string) => absoluteUrl(href, siteUrl, false);
  const og = head.openGraph;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={head.themeColor} />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="application-name" content={head.applicationName} />
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {head.canonical !== undefined ? <link rel="canonical" href={pageUrl(head.canonical)} /> : null}
      {Object.entries(head.languages ?? {}).map(([hrefLang, href]) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={pageUrl(href)} />
      ))}
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      {/* Open Graph's address is absolute or none: where the build knows no address, none. */}
      {og.url !== undefined && siteUrl ? <meta property="og:url" content={pageUrl(og.url)} /> : null}
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:locale" content={og.locale} />
      {og.images.map((image, i) => (
        <ShareImageTags key={i} image={image} url={fileUrl(image.url)} />
      ))}
      {og.alternateLocale.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta property="og:type" content={og.type} />
      <meta name="twitter:card" content={head.twitter.card} />
      <meta name="twitter:title" content={head.twitter.title} />
      <meta name="twitter:description" content={head.twitter.description} />
      <meta name="twitter:image" content={fileUrl(head.twitter.image)} />
      {icon ? <link rel="icon" href={icon.href} type={icon.type} /> : null}
      {/* From the site's root, whatever address serves it (SITE_URL or a local preview's port): the policy allows 'self'. */}
      {icon ? <link rel="apple-touch-icon" href={TOUCH_ICON.path} /> : null}
    </>
  );
}

function ShareImageTags({ image, url }: { image: ShareImage; url: string }) {
  return (
    <>
      <meta property="og:image" content={url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      {image.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
    </>
  );
}
