import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent, loadContents } from './load';
import { newsFileName, photoOfMarkdown, picturesInMarkdown, splitFrontMatter } from './news-posts';

/** A venue in two languages (en-GB, fr) with no news/ of its own: the posts are written here, in a copy of it. */
const rooftop = path.resolve(import.meta.dirname, '../../examples/rooftop');

/** A copy of the rooftop venue whose news/ holds `posts` (file name → text). */
function withNews(posts: Record<string, string>): string {
  const dir = copyOf(rooftop);
  fs.mkdirSync(path.join(dir, 'news'));
  for (const [name, text] of Object.entries(posts)) fs.writeFileSync(path.join(dir, 'news', name), text);
  return dir;
}

const post = (front: string, body = 'We open the terrace for the summer.\n') => `---\n${front}\n---\n\n${body}`;

const spring = post(
  'title: Spring on the roof\ndate: 2026-04-05\nsummary: The terrace opens.\nphoto: { src: photos/terrace.jpg, alt: The terrace at noon }',
  'The **terrace** opens on Friday.\n\n![The bar](photos/bar.jpg)\n',
);
const winter = post('title: Winter menus\ndate: 2026-01-10');
const sameDay = post('title: A second post that day\ndate: 2026-04-05');

describe('the posts of news/', () => {
  it('reads each post, newest first, with its slug from its file’s name and its Markdown as written', () => {
    const dir = withNews({ 'winter-menus.md': winter, 'spring.md': spring, 'a-second.md': sameDay });
    const posts = loadContent(dir).newsPosts!;
    expect(posts.map((p) => [p.slug, p.date])).toEqual([
      ['a-second', '2026-04-05'],
      ['spring', '2026-04-05'],
      ['winter-menus', '2026-01-10'],
    ]);
    expect(posts[1]).toEqual({
      slug: 'spring',
      language: 'en-GB',
      title: 'Spring on the roof',
      date: '2026-04-05',
      summary: 'The terrace opens.',
      photo: { src: 'photos/terrace.jpg', alt: 'The terrace at noon' },
      body: 'The **terrace** opens on Friday.\n\n![The bar](photos/bar.jpg)',
    });
  });

  it('has no posts at all without the folder, and an empty list with an empty one', () => {
    expect(loadContent(rooftop).newsPosts).toBeUndefined();
    expect(loadContent(withNews({ '.gitkeep': '' })).newsPosts).toEqual([]);
  });

  it('shows an untranslated post in the default language on every language’s pages, and a translated one translated', () => {
    const dir = withNews({
      'spring.md': spring,
      'spring.fr.md': post(
        'title: Le printemps sur le toit\nsummary: La terrasse ouvre.\nphoto: { alt: La terrasse à midi }',
        'La **terrasse** ouvre vendredi.',
      ),
      'winter-menus.md': winter,
    });
    const fr = loadContents(dir).get('fr')!.newsPosts!;
    expect(fr.map((p) => [p.slug, p.language, p.title])).toEqual([
      ['spring', 'fr', 'Le printemps sur le toit'],
      ['winter-menus', 'en-GB', 'Winter menus'],
    ]);
    // What is the same in every language comes from the default language's file.
    expect(fr[0]).toMatchObject({
      date: '2026-04-05',
      photo: { src: 'photos/terrace.jpg', alt: 'La terrasse à midi' },
      body: 'La **terrasse** ouvre vendredi.',
    });
    expect(loadContents(dir).get('en-GB')!.newsPosts![0]!.title).toBe('Spring on the roof');
  });

  it('names the file, the field and the line of every problem in a post’s front matter', () => {
    const dir = withNews({
      'spring.md': post('title: Spring\ndate: 5 April\nphoto: { src: photos/nowhere.jpg, alt: Nothing }\ncolour: red'),
      'winter.md': post('date: 2026-02-30'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/news/spring.md: date: expected a date like 2026-12-31, got "5 April" (line 3)',
      'x/news/spring.md: (the whole file): unknown "colour": expected only the fields of a post (title, date, photo, summary) (line 2)',
      'x/news/winter.md: title: expected text (missing) (line 2)',
      'x/news/winter.md: date: expected a date the calendar has, got "2026-02-30" (line 2)',
    ]);
  });

  it('finds a photo that is not there, in the front matter and in the Markdown, and a picture from elsewhere', () => {
    const dir = withNews({
      'spring.md': post(
        'title: Spring\ndate: 2026-04-05\nphoto: { src: photos/nowhere.jpg, alt: Nothing }',
        'Intro.\n\n![Gone](photos/gone.jpg)\n\nMore.\n\n![Hotlinked](https://elsewhere.example/x.jpg)\n',
      ),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      `x/news/spring.md: photo.src: no file photos/nowhere.jpg in ${path.relative(process.cwd(), dir)} (line 4)`,
      `x/news/spring.md: body: no file photos/gone.jpg in ${path.relative(process.cwd(), dir)} (line 9)`,
      'x/news/spring.md: body: the picture "https://elsewhere.example/x.jpg" is not a photo of the content folder\'s photos/ (a JPEG, PNG or WebP): put it there and name it like photos/terrace.jpg (line 13)',
    ]);
  });

  it('wants front matter, a body, and a file name that makes an address', () => {
    const dir = withNews({
      'no-front.md': 'Just words.',
      'empty.md': post('title: Empty\ndate: 2026-04-05', ''),
      'Spring Party.md': spring,
      'notes.txt': 'not a post',
      // A language's code as a post's name: Astro would read /news/fr as a French page.
      'fr.md': spring,
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/news/empty.md: body: expected the post itself, in Markdown, under the front matter',
      "x/news/fr.md: the file's name is the post's address (/news/fr), which is the code of one of the venue's languages: name it otherwise, like fr-news.md",
      "x/news/no-front.md: (the whole file): expected front matter at the top, between two lines of ---, with the post's title and date; then the post in Markdown",
      'x/news/notes.txt: news/ holds the posts alone, a Markdown file each, like news/spring-open-evening.md (its words in another language: news/spring-open-evening.fr.md)',
      "x/news/Spring Party.md: the file's name is the post's address (/news/Spring Party): expected lower-case letters, digits and hyphens, like spring-open-evening.md",
    ]);
  });

  it('checks a translation as a language file: its words only, all of them, for a post and a language the venue has', () => {
    const dir = withNews({
      'spring.md': spring,
      'spring.fr.md': post('title: Le printemps\ndate: 2026-04-06', 'Texte.'),
      'winter.md': winter,
      'winter.fr.md': post('summary: Rien', ''),
      'gone.fr.md': post('title: Parti'),
      'spring.de.md': post('title: Frühling'),
      'spring.en-gb.md': post('title: Spring'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      "x/news/spring.de.md: site.yaml does not list de among the venue's languages (en-GB, fr): add it there, or remove this file",
      'x/news/spring.en-gb.md: en-GB is the default language, whose words are in news/spring.md: move them there and remove this file',
      'x/news/gone.fr.md: news/gone.md is not there, so it has no words to translate: add it, or remove this file',
      'x/news/spring.fr.md: (the whole file): "date" is the same in every language: it belongs in news/spring.md only (line 2)',
      "x/news/winter.fr.md: title: missing the French words (the default language's are in news/winter.md) (line 2)",
      'x/news/winter.fr.md: summary: news/winter.md has nothing here, so there is nothing to translate: leave it out here too (line 2)',
      'x/news/winter.fr.md: body: expected the French words of the post itself, in Markdown, under the front matter',
    ]);
  });
});

describe('a post’s file', () => {
  it('is named for its address, and its words in another language for both', () => {
    expect(newsFileName('spring-open-evening.md')).toEqual({ kind: 'post', slug: 'spring-open-evening' });
    expect(newsFileName('spring-open-evening.pt-br.md')).toEqual({
      kind: 'words',
      slug: 'spring-open-evening',
      code: 'pt-br',
    });
    expect(newsFileName('photo.jpg')).toEqual({ kind: 'other' });
    expect(newsFileName('a.b.c.md')).toEqual({ kind: 'other' });
  });

  it('splits into front matter, whose lines are the file’s, and the post', () => {
    const parts = splitFrontMatter('---\ntitle: A\n---\n\n\n    code first\n\nText.\n');
    expect(parts).toEqual({ frontMatter: '---\ntitle: A\n', body: '    code first\n\nText.', bodyLine: 6 });
    expect(splitFrontMatter('\uFEFF---\r\ntitle: A\r\n---\r\nBody')?.body).toBe('Body');
    expect(splitFrontMatter('title: A\n---\nBody')).toBeNull();
    expect(splitFrontMatter('---\ntitle: A\nBody')).toBeNull();
  });

  it('names its pictures with their lines, in lists and links too', () => {
    const body = 'Top ![a](photos/a.jpg)\n\n- item\n- [![b](photos/b.png)](https://x.example)\n';
    expect(picturesInMarkdown(body)).toEqual([
      { href: 'photos/a.jpg', line: 1 },
      { href: 'photos/b.png', line: 4 },
    ]);
  });

  it('takes a picture only from the content folder’s photos/', () => {
    expect(photoOfMarkdown('photos/terrace.jpg')).toBe('photos/terrace.jpg');
    expect(photoOfMarkdown('/photos/terrace%20at%20noon.JPG')).toBe('photos/terrace at noon.JPG');
    for (const href of [
      'https://elsewhere.example/x.jpg',
      'photos/../site.yaml',
      'photos/plan.svg',
      'files/x.jpg',
      'photos/a/b.jpg',
    ])
      expect(photoOfMarkdown(href), href).toBeNull();
  });
});

describe('the feed’s own photos (pages/home.yaml, for a site without a blog)', () => {
  const withFeed = (photos: string, words: string) =>
    copyOf(rooftop, {
      'pages/home.yaml': (t) => t.replace('  title: From the booth\n', `  title: From the booth\n${photos}`),
      'pages/home.fr.yaml': (t) => t.replace('  title: "Depuis la cabine"\n', `  title: "Depuis la cabine"\n${words}`),
    });

  it('are photos of photos/ with their alt text in every language, each maybe linked', () => {
    const dir = withFeed(
      '  photos:\n    - { id: bar, src: photos/bar.jpg, alt: The bar, href: "https://instagram.example/p/1" }\n',
      '  photos:\n    - { id: bar, alt: Le bar }\n',
    );
    const contents = loadContents(dir);
    expect(contents.get('en-GB')!.home.feed?.photos).toEqual([
      { id: 'bar', src: 'photos/bar.jpg', alt: 'The bar', href: 'https://instagram.example/p/1' },
    ]);
    expect(contents.get('fr')!.home.feed?.photos![0]!.alt).toBe('Le bar');
  });

  it('names a photo that is not there, or not a photo the site can show', () => {
    const dir = withFeed(
      '  photos:\n    - { id: a, src: photos/gone.jpg, alt: Gone }\n    - { id: b, src: icon.svg, alt: An icon }\n',
      '  photos:\n    - { id: a, alt: Parti }\n    - { id: b, alt: Une icône }\n',
    );
    expect(problemsOf(dir, loadContent).filter((problem) => problem.includes('feed.photos'))).toEqual([
      `x/pages/home.yaml: feed.photos[0].src: no file photos/gone.jpg in ${path.relative(process.cwd(), dir)} (line 65)`,
      "x/pages/home.yaml: feed.photos[1].src: expected a JPEG, PNG or WebP photo of the content folder's photos/ (line 66)",
    ]);
  });
});
