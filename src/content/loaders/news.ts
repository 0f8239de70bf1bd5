/**
 * The venue's own news (promises §14): the posts of news/, a Markdown file each with its front matter, and each other
 * language's words of a post beside it (`spring-open-evening.fr.md`). A post's file is read as the content files are:
 * every problem named with its file, field and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NEWS_FOLDER, NEWS_SLUG, newsPost, type NewsPostFile } from '../schema';
import { languageCode, languageName, missingWords, shapeOf, withWords, wordsSchema } from '../languages';
import { CHECK_OPTIONS } from '../plain-issues';
import {
  newestFirst,
  newsFileName,
  photoOfMarkdown,
  picturesInMarkdown,
  POST_PHOTO,
  splitFrontMatter,
  type ContentNewsPost,
} from '../news-posts';
import type { Reader } from './reading';

/**
 * The posts of news/, each language's list newest first (a post in its language where it is translated, else in the
 * default language's); undefined without the folder.
 */
export function readNewsFolder(
  { folder, problems, shown, read, problemIn, report }: Reader,
  languages: readonly string[],
): Map<string, ContentNewsPost[]> | undefined {
  const defaultLanguage = languages[0]!;
  const dir = path.join(folder, NEWS_FOLDER);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return undefined;
  const shape = shapeOf(newsPost);
  const codes = new Map(languages.map((tag) => [languageCode(tag), tag]));
  /** A post's file: its front matter as YAML, and its Markdown. */
  const readPost = (file: string) => {
    const parts = splitFrontMatter(fs.readFileSync(path.join(folder, file), 'utf8'));
    if (!parts) {
      problems.push(
        `${shown(file)}: (the whole file): expected front matter at the top, between two lines of ---, with the post's title and date; then the post in Markdown`,
      );
      return undefined;
    }
    const entry = read(file, parts.frontMatter);
    return entry && { entry, ...parts };
  };
  /** The pictures of a post's Markdown must be photos of photos/: the page shows them through the photo step. */
  const checkPictures = (file: string, body: string, bodyLine: number) => {
    for (const picture of picturesInMarkdown(body)) {
      const line = bodyLine + picture.line - 1;
      const photo = photoOfMarkdown(picture.href);
      if (photo === null)
        problems.push(
          `${shown(file)}: body: the picture ${JSON.stringify(picture.href)} is not a photo of the content folder's photos/ (a JPEG, PNG or WebP): put it there and name it like photos/terrace.jpg (line ${line})`,
        );
      else if (!fs.existsSync(path.join(folder, photo)))
        problems.push(`${shown(file)}: body: no file ${photo} in ${shown('')} (line ${line})`);
    }
  };

  const posts = new Map<string, { post: NewsPostFile; body: string; data: unknown }>();
  const translations: { slug: string; tag: string; file: string }[] = [];
  const names = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((item) => !item.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const item of names) {
    const file = `${NEWS_FOLDER}/${item.name}`;
    const name = newsFileName(item.name);
    if (!item.isFile() || name.kind === 'other') {
      problems.push(
        `${shown(file)}: ${NEWS_FOLDER}/ holds the posts alone, a Markdown file each, like ${NEWS_FOLDER}/spring-open-evening.md (its words in another language: ${NEWS_FOLDER}/spring-open-evening.fr.md)`,
      );
      continue;
    }
    if (!NEWS_SLUG.test(name.slug)) {
      problems.push(
        `${shown(file)}: the file's name is the post's address (/news/${name.slug}): expected lower-case letters, digits and hyphens, like spring-open-evening.md`,
      );
      continue;
    }
    // Astro reads a language from any part of an address (promises §10): /news/fr would be a French page.
    if (codes.has(name.slug)) {
      problems.push(
        `${shown(file)}: the file's name is the post's address (/news/${name.slug}), which is the code of one of the venue's languages: name it otherwise, like ${name.slug}-news.md`,
      );
      continue;
    }
    if (name.kind === 'words') {
      const tag = codes.get(name.code);
      const own = `${NEWS_FOLDER}/${name.slug}.md`;
      if (tag === undefined)
        problems.push(
          `${shown(file)}: site.yaml does not list ${name.code} among the venue's languages (${languages.join(', ')}): add it there, or remove this file`,
        );
      else if (tag === defaultLanguage)
        problems.push(
          `${shown(file)}: ${defaultLanguage} is the default language, whose words are in ${own}: move them there and remove this file`,
        );
      else translations.push({ slug: name.slug, tag, file });
      continue;
    }
    const written = readPost(file);
    if (!written) continue;
    const result = newsPost.safeParse(written.entry.data, CHECK_OPTIONS);
    if (!result.success) {
      report(
        file,
        written.entry,
        result.error.issues,
        (_, keys) =>
          `unknown ${keys.map((k) => `"${k}"`).join(', ')}: expected only the fields of a post (${Object.keys(newsPost.shape).join(', ')})`,
      );
      continue;
    }
    const post = result.data;
    const mark = problemIn(file, written.entry);
    if (written.body === '')
      problems.push(`${shown(file)}: body: expected the post itself, in Markdown, under the front matter`);
    if (post.photo && !fs.existsSync(path.join(folder, post.photo.src)))
      mark(['photo', 'src'], `no file ${post.photo.src} in ${shown('')}`);
    else if (post.photo && !(post.photo.src.startsWith('photos/') && POST_PHOTO.test(post.photo.src)))
      mark(['photo', 'src'], "expected a JPEG, PNG or WebP photo of the content folder's photos/");
    checkPictures(file, written.body, written.bodyLine);
    posts.set(name.slug, { post, body: written.body, data: written.entry.data });
  }

  const asWritten = (slug: string, language: string, post: NewsPostFile, body: string): ContentNewsPost => ({
    slug,
    language,
    title: post.title,
    date: post.date,
    ...(post.photo ? { photo: post.photo } : {}),
    ...(post.summary ? { summary: post.summary } : {}),
    body,
  });
  const byLanguage = new Map(
    languages.map((tag) => [
      tag,
      new Map([...posts].map(([slug, { post, body }]) => [slug, asWritten(slug, defaultLanguage, post, body)])),
    ]),
  );
  for (const { slug, tag, file } of translations) {
    const base = posts.get(slug);
    const own = `${NEWS_FOLDER}/${slug}.md`;
    if (!base) {
      // A post whose own file could not be read is reported already.
      if (!fs.existsSync(path.join(folder, own)))
        problems.push(
          `${shown(file)}: ${own} is not there, so it has no words to translate: add it, or remove this file`,
        );
      continue;
    }
    const written = readPost(file);
    if (!written) continue;
    const name = languageName(tag);
    const result = wordsSchema(shape).safeParse(written.entry.data ?? {}, CHECK_OPTIONS);
    if (!result.success) {
      report(file, written.entry, result.error.issues, (_, keys) =>
        keys
          .map((k) =>
            shape.kind === 'group' && shape.fields[k]
              ? `"${k}" is the same in every language: it belongs in ${own} only`
              : `unknown "${k}": expected only the ${name} words of the fields of ${own}`,
          )
          .join('; '),
      );
      continue;
    }
    const mark = problemIn(file, written.entry);
    const gaps = missingWords(shape, base.data, written.entry.data ?? {});
    for (const gap of gaps)
      mark(
        gap.at,
        gap.problem === 'extra'
          ? `${own} has nothing here, so there is nothing to translate: leave it out here too`
          : `missing the ${name} words (the default language's are in ${own})`,
      );
    if (written.body === '')
      problems.push(
        `${shown(file)}: body: expected the ${name} words of the post itself, in Markdown, under the front matter`,
      );
    checkPictures(file, written.body, written.bodyLine);
    if (gaps.length > 0 || written.body === '') continue;
    const post = withWords(shape, base.post, result.data) as NewsPostFile;
    byLanguage.get(tag)!.set(slug, asWritten(slug, tag, post, written.body));
  }
  return new Map([...byLanguage].map(([tag, list]) => [tag, [...list.values()].sort(newestFirst)]));
}
