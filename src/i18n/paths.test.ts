import { describe, expect, it } from 'vitest';
import { languageAlternates, languageForCode, localPath, pageVersions } from './paths';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageSwitcher } from '@/features/navigation/LanguageSwitcher';

const two = ['en-GB', 'fr'];
const three = ['en-GB', 'fr', 'pt-BR'];

describe('localPath', () => {
  it('leaves every address as it is in the default language, and for a venue with one language', () => {
    for (const href of ['/', '/venue', '/contact?date=2027-01-01#enquiry', 'https://x.example/'])
      expect(localPath(href, 'en-GB', two)).toBe(href);
    expect(localPath('/venue#faq', 'en-GB', ['en-GB'])).toBe('/venue#faq');
  });

  it.each([
    ['/', '/fr'],
    ['/venue', '/fr/venue'],
    ['/venue#faq', '/fr/venue#faq'],
    ['/contact?date=2027-01-01#enquiry', '/fr/contact?date=2027-01-01#enquiry'],
    ['/contact?space=bar', '/fr/contact?space=bar'],
    ['/whats-on', '/fr/whats-on'],
    ['/news/', '/fr/news'],
    ['/news/spring-open-evening', '/fr/news/spring-open-evening'],
    ['/news/page/2', '/fr/news/page/2'],
  ])('puts the page %s under the language: %s', (href, local) => expect(localPath(href, 'fr', two)).toBe(local));

  it('writes the code as the tag in lower case', () => {
    expect(localPath('/gallery', 'pt-BR', three)).toBe('/pt-br/gallery');
  });

  it.each([
    'https://tickets.example/night',
    '//cdn.example/x.png',
    'mailto:events@venue.example',
    'tel:+441632960418',
    '#faq',
    '/venue-files/menu.pdf',
    '/photos/hero-1600.jpg',
    '/blog/a-post/',
    '/wp-content/uploads/x.svg',
    '/news/a/b',
    '/news/Not-A-Post',
  ])('leaves what is not one of the pages alone: %s', (href) => expect(localPath(href, 'fr', two)).toBe(href));
});

describe('languageForCode', () => {
  it('finds the venue language a code stands for, and nothing else', () => {
    expect(languageForCode('pt-br', three)).toBe('pt-BR');
    expect(languageForCode('fr', three)).toBe('fr');
    expect(languageForCode('de', three)).toBeUndefined();
  });
});

describe('languageAlternates', () => {
  it('has none for a venue with one language', () => {
    expect(languageAlternates('/venue', ['en-GB'], 'https://venue.example')).toBeUndefined();
  });

  it('lists every version, on the site URL, with x-default the default language’s', () => {
    expect(languageAlternates('/venue', three, 'https://venue.example')).toEqual({
      'en-GB': 'https://venue.example/venue',
      fr: 'https://venue.example/fr/venue',
      'pt-BR': 'https://venue.example/pt-br/venue',
      'x-default': 'https://venue.example/venue',
    });
    expect(languageAlternates('/', two, 'https://venue.example')).toEqual({
      'en-GB': 'https://venue.example/',
      fr: 'https://venue.example/fr',
      'x-default': 'https://venue.example/',
    });
  });

  it('is the same set from every version of a page (reciprocal)', () => {
    expect(pageVersions('/contact', three).map((v) => v.path)).toEqual(['/contact', '/fr/contact', '/pt-br/contact']);
  });
});

describe('the switcher', () => {
  const switcher = (
    path: string,
    tag = 'fr',
    others = [
      { tag: 'en-GB', name: 'English' },
      { tag: 'pt-BR', name: 'Português' },
    ],
  ) =>
    renderToStaticMarkup(
      createElement(LanguageSwitcher, {
        path,
        languages: three,
        others,
        label: 'Langues',
        className: 'header-languages',
        tag,
      }),
    );

  it('links to the same page in each other language, named in it, with lang and hreflang', () => {
    expect(switcher('/venue')).toBe(
      '<ul class="language-switcher header-languages" aria-label="Langues">' +
        '<li><a href="/venue" lang="en-GB" hrefLang="en-GB">English</a></li>' +
        '<li><a href="/pt-br/venue" lang="pt-BR" hrefLang="pt-BR">Português</a></li></ul>',
    );
    expect(switcher('/')).toContain('href="/pt-br"');
  });

  it('gives a name its own dir where its direction is not the page’s (promises §19)', () => {
    const arabic = { tag: 'ar', name: 'العربية' };
    expect(switcher('/venue', 'en-GB', [arabic])).toContain('lang="ar" hrefLang="ar" dir="rtl">العربية</a>');
    expect(switcher('/venue', 'ar', [{ tag: 'en-GB', name: 'English' }])).toContain(
      'lang="en-GB" hrefLang="en-GB" dir="ltr">English</a>',
    );
    expect(switcher('/venue', 'he', [arabic])).not.toContain('dir=');
  });
});
