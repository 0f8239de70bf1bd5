/**
 * A post of the venue's news (its content folder's `news/`, promises §14) from Markdown to the HTML of its page, at
 * build only: marked reads the Markdown (GitHub's flavour), then DOMPurify over jsdom keeps only what a post needs.
 * Staff write the posts, but a post may be pasted from anywhere, and the page shares its origin (and its forms) with
 * the whole site: nothing in it runs, submits, restyles the page or embeds another page.
 *
 * - HTML written in the Markdown is kept only where it is one of the elements below (a `<br>`, a `<sup>`), without
 *   any attribute but those listed: no script, style, frame, form, event handler or `style`.
 * - Links go to web pages, e-mail addresses, phone numbers or paths of the site, never `javascript:` or `data:`; one
 *   that leaves the site (`https://…`, and `//host` or `/\host` written like a path) opens there with no handle on
 *   this page (`rel="noopener noreferrer"`, docs/promises.md §15).
 * - Pictures are the content folder's photos, shown through the photo step's files (`picture`); any other is left out.
 * - Headings move one level down: the post's title is the page's `h1`.
 */
import 'server-only';
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';
import { isSitePath } from '@/shared/links';
import { relFor } from '@/shared/rel';

/** A photo of the content folder as the post's page shows it. */
export interface MarkdownPicture {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

export interface MarkdownOptions {
  /** The picture the Markdown names (`photos/terrace.jpg`) as the page shows it; null leaves it out. */
  picture: (href: string) => MarkdownPicture | null;
  /** A link as the page writes it (a page of the site in the page's language); unchanged when not given. */
  link?: (href: string) => string;
}

/** What a post may hold: text and its structure, links, pictures and tables. */
const POST_PURIFY_CONFIG = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'b',
    'i',
    'u',
    's',
    'del',
    'sup',
    'sub',
    'small',
    'mark',
    'abbr',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // No form control at all: a task list's check boxes are left out, its items kept. No id or name either, so that
  // none can clash with the page's own (#news1, #ig_grid).
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'start', 'align', 'colspan', 'rowspan'],
  // Web pages, e-mail and phone links, and paths (no scheme); nothing else, `data:` pictures included.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
} satisfies Config;

const marked = new Marked({ gfm: true, breaks: false });
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Window & typeof globalThis);

/** The post's Markdown as the HTML of its page, safe to write into it as it is. */
export function renderMarkdown(markdown: string, { picture, link = (href) => href }: MarkdownOptions): string {
  const html = marked.parse(markdown, { async: false });
  const body = purify.sanitize(html, { ...POST_PURIFY_CONFIG, RETURN_DOM: true }) as HTMLElement;
  const document = body.ownerDocument;

  // The post's highest heading becomes an h2, under the page's h1 (its title), whether the writer began with # or ##;
  // the rest keep their steps below it.
  const headings = [...body.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const shift = 2 - Math.min(7, ...headings.map((heading) => Number(heading.tagName[1])));
  for (const heading of headings) {
    const lower = document.createElement(`h${Math.min(6, Number(heading.tagName[1]) + shift)}`);
    lower.append(...heading.childNodes);
    heading.replaceWith(lower);
  }
  for (const anchor of body.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href')!.trim();
    const rel = relFor(href);
    if (rel) anchor.setAttribute('rel', rel);
    else if (isSitePath(href)) anchor.setAttribute('href', link(href));
  }
  for (const img of [...body.querySelectorAll('img')]) {
    const shown = picture(img.getAttribute('src') ?? '');
    if (!shown) {
      img.remove();
      continue;
    }
    img.setAttribute('src', shown.src);
    img.setAttribute('srcset', shown.srcSet);
    img.setAttribute('sizes', shown.sizes);
    img.setAttribute('width', String(shown.width));
    img.setAttribute('height', String(shown.height));
    img.setAttribute('alt', img.getAttribute('alt') ?? '');
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  }
  return body.innerHTML;
}
