/**
 * The venue's posts in its content folder (promises §14, "News without a blog"): `news/<slug>.md`, front matter
 * (`newsPost` of the schema) between `---` lines, then the post in Markdown. The loader (load.ts) reads and checks
 * them; these are the pieces it needs that know the files' form. No HTML is made here: the post's page renders the
 * Markdown at build (src/lib/markdown.server.ts).
 */
import { marked, type Token, type Tokens } from 'marked';
import type { Picture } from './schema';

/** A post as the pages read it, in one language. */
export interface ContentNewsPost {
  /** Its file's name without `.md`: its address is `/news/<slug>`. */
  slug: string;
  /** The tag of the language its words are in: the page's where it is translated, else the venue's default. */
  language: string;
  title: string;
  /** The day it is published, `YYYY-MM-DD`. */
  date: string;
  photo?: Picture;
  summary?: string;
  /** The post itself, Markdown as written. */
  body: string;
}

/** A file of `news/` by its name: a post in the default language, a post's words in another, or neither. */
export type NewsFileName =
  { kind: 'post'; slug: string } | { kind: 'words'; slug: string; code: string } | { kind: 'other' };

/** `spring-open-evening.md` → a post; `spring-open-evening.fr.md` → its French words. */
export function newsFileName(name: string): NewsFileName {
  if (!name.endsWith('.md')) return { kind: 'other' };
  const parts = name.slice(0, -'.md'.length).split('.');
  if (parts.length === 1) return { kind: 'post', slug: parts[0]! };
  if (parts.length === 2 && /^[a-z0-9-]+$/.test(parts[1]!)) return { kind: 'words', slug: parts[0]!, code: parts[1]! };
  return { kind: 'other' };
}

/**
 * A post's file split in two: its front matter (with its opening `---` line kept, so that YAML's line numbers are
 * the file's) and its Markdown body. Null when the file does not start with front matter.
 */
export function splitFrontMatter(text: string): { frontMatter: string; body: string; bodyLine: number } | null {
  const source = text.replace(/^\uFEFF/, '');
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return null;
  const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (end === -1) return null;
  // Blank lines before the post are dropped, not its first line's indent (four spaces start a block of code).
  let first = end + 1;
  while (first < lines.length && lines[first]!.trim() === '') first++;
  return {
    frontMatter: `${lines.slice(0, end).join('\n')}\n`,
    body: lines.slice(first).join('\n').trimEnd(),
    // The body's first line in the file (1-based), for messages about it.
    bodyLine: first + 1,
  };
}

/** Newest first; posts of one day by slug, so that every build orders them alike. */
export const newestFirst = <T extends { date: string; slug: string }>(a: T, b: T): number =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** A picture named in a post's Markdown, with the line of the body it is on (1-based, from the body's start). */
export interface BodyPicture {
  href: string;
  line: number;
}

/** Every picture a post's Markdown shows (`![alt](photos/x.jpg)`, links and lists included), in order. */
export function picturesInMarkdown(body: string): BodyPicture[] {
  const found: BodyPicture[] = [];
  let from = 0;
  marked.walkTokens(marked.lexer(body), (token: Token) => {
    if (token.type !== 'image') return;
    const at = body.indexOf(token.raw, from);
    if (at !== -1) from = at + token.raw.length;
    const line = at === -1 ? 1 : body.slice(0, at).split('\n').length;
    found.push({ href: (token as Tokens.Image).href, line });
  });
  return found;
}

/** The photo formats the photo step makes fit for the web (integration/photos.mjs): a post's pictures are among them. */
export const POST_PHOTO = /\.(jpe?g|png|webp)$/i;

/**
 * The file of the content folder a picture of a post's Markdown names (`photos/x.jpg`, `/photos/x.jpg` as the editor
 * writes an upload), or null when it names no photo there (another site, a path outside photos/).
 */
export function photoOfMarkdown(href: string): string | null {
  let path: string;
  try {
    path = decodeURI(href.trim());
  } catch {
    return null;
  }
  path = path.replace(/^\.?\//, '');
  if (!/^photos\/[^/]+$/.test(path) || path.includes('..') || !POST_PHOTO.test(path)) return null;
  return path;
}
