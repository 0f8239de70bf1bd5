import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { renderMarkdown, type MarkdownPicture } from './markdown.server';

vi.mock('server-only', () => ({}));

/** The photo step's files for a photo of photos/, as the page would be given them. */
const picture = (href: string): MarkdownPicture | null =>
  href === 'photos/terrace.jpg' || href === '/photos/terrace.jpg'
    ? {
        src: '/photos/terrace-720.jpg',
        srcSet: '/photos/terrace-720.jpg 720w, /photos/terrace-1600.jpg 1600w',
        sizes: '100vw',
        width: 2400,
        height: 1600,
      }
    : null;

const render = (markdown: string) => renderMarkdown(markdown, { picture, link: (href) => `/fr${href}` });
const dom = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

describe('a post’s Markdown', () => {
  it('becomes its page’s HTML: paragraphs, emphasis, lists, quotes, tables, headings under the page’s title', () => {
    const html = render(
      '# Summer\n\nThe **terrace** opens.\n\n## Menus\n\n- one\n- two\n\n> quoted\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n',
    );
    const body = dom(html);
    expect([...body.children].map((e) => e.tagName.toLowerCase())).toEqual([
      'h2',
      'p',
      'h3',
      'ul',
      'blockquote',
      'table',
    ]);
    expect(body.querySelector('strong')?.textContent).toBe('terrace');
    expect(body.querySelector('th')?.getAttribute('align')).toBe('left');
    expect(body.querySelector('h1')).toBeNull();
  });

  it('puts the post’s highest heading at h2, under the page’s title, however the writer began', () => {
    const levels = (markdown: string) =>
      [...dom(render(markdown)).querySelectorAll('h2, h3, h4')].map((e) => e.tagName.toLowerCase());
    expect(levels('Intro.\n\n## In winter\n\nText.\n\n### The stoves\n\nMore.\n')).toEqual(['h2', 'h3']);
    expect(levels('# In winter\n\n## The stoves\n')).toEqual(['h2', 'h3']);
  });

  it('runs nothing: no script, handler, style, frame, form or javascript: link survives, HTML or Markdown', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '<p style="position:fixed" onclick="alert(1)">styled</p>',
        '<iframe src="https://elsewhere.example"></iframe>',
        '<form action="https://elsewhere.example"><input name="q"><button>Go</button></form>',
        '<style>body { display: none }</style>',
        '<svg><script>alert(1)</script></svg>',
        '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) <a href="vbscript:x">vb</a>',
        '- [x] a task',
        'Line<br>break and H<sub>2</sub>O',
      ].join('\n\n'),
    );
    const body = dom(html);
    expect(body.querySelectorAll('script, style, iframe, form, input, button, svg, img')).toHaveLength(0);
    expect(html).not.toMatch(/onerror|onclick|style=|javascript:|data:|vbscript:/i);
    expect(body.textContent).toContain('styled');
    expect(body.textContent).toContain('a task');
    // Harmless HTML written in the Markdown is kept.
    expect(body.querySelectorAll('br, sub')).toHaveLength(2);
  });

  it('keeps the links safe: another site opens with no handle on the page, the site’s own pages in the page’s language', () => {
    const body = dom(
      render(
        '[Tickets](https://tickets.example/a) [Call](tel:+441134960418) [Mail](mailto:a@b.example) [Us](/contact)',
      ),
    );
    const links = [...body.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['https://tickets.example/a', 'noopener noreferrer'],
      ['tel:+441134960418', null],
      ['mailto:a@b.example', null],
      ['/fr/contact', null],
    ]);
  });

  it('never lets a link that looks like a path of the site lead elsewhere without rel', () => {
    const body = dom(
      render(
        [
          '[a](//evil.example/x) [b](/\\evil.example/login) [c](/venue#faq) [d](#faq)',
          // HTML written in the Markdown keeps its href as written.
          '<a href="/\\evil.example/login">e</a> <a href="\\\\evil.example/y">f</a> <a href="/&#9;/evil.example">g</a>',
        ].join('\n\n'),
      ),
    );
    // Where a browser on the site takes each link, and its rel.
    const links = [...body.querySelectorAll('a')].map((a) => [
      a.textContent,
      new URL(a.getAttribute('href')!, 'https://venue.example').origin,
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['a', 'https://evil.example', 'noopener noreferrer'],
      // Marked writes the backslash as %5C: a path of the site, shown in the page's language like any other.
      ['b', 'https://venue.example', null],
      ['c', 'https://venue.example', null],
      ['d', 'https://venue.example', null],
      ['e', 'https://evil.example', 'noopener noreferrer'],
      ['f', 'https://evil.example', 'noopener noreferrer'],
      ['g', 'https://evil.example', 'noopener noreferrer'],
    ]);
    expect(body.querySelector('a[href^="/fr/"]')?.getAttribute('href')).toBe('/fr/%5Cevil.example/login');
  });

  it('shows a photo of the content folder through the photo step’s files, sized and lazy, and leaves any other out', () => {
    const body = dom(
      render('![The terrace at noon](photos/terrace.jpg)\n\n![Elsewhere](https://elsewhere.example/x.jpg)'),
    );
    const images = body.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(Object.fromEntries([...images[0]!.attributes].map((a) => [a.name, a.value]))).toEqual({
      src: '/photos/terrace-720.jpg',
      srcset: '/photos/terrace-720.jpg 720w, /photos/terrace-1600.jpg 1600w',
      sizes: '100vw',
      width: '2400',
      height: '1600',
      alt: 'The terrace at noon',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('keeps no id or name written in the post, so that none is one of the page’s own', () => {
    const html = render('<p id="news1" name="ig_grid" class="x" data-x="1">Hello</p>');
    expect(html).toBe('<p>Hello</p>');
  });
});
