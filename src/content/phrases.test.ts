import { describe, expect, it } from 'vitest';
import { breakPhrases, breaksByPhrase, markPhrases, phraseHyphenation, phrasesOf } from './phrases';

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>京町家で、少人数の結婚式を</title></head><body>${body}</body></html>`;

describe('phrases (BudouX)', () => {
  it('cuts Japanese and Chinese at phrases, and leaves any other text whole', () => {
    expect(phrasesOf('京町家で、少人数の結婚式を', 'ja')).toEqual(['京町家で、', '少人数の', '結婚式を']);
    expect(phrasesOf('Le Club', 'fr')).toEqual(['Le Club']);
    expect(phrasesOf('Hello', 'ja')).toEqual(['Hello']);
    expect(breaksByPhrase('zh-TW')).toBe(true);
    expect(breaksByPhrase('ar')).toBe(false);
  });

  it('puts a <wbr> between the phrases of headings and short texts, and marks them', () => {
    expect(breakPhrases(page('ja', '<h1 class="hero">京町家で、少人数の結婚式を</h1>'))).toBe(
      page('ja', '<h1 data-phrases class="hero">京町家で、<wbr>少人数の<wbr>結婚式を</h1>'),
    );
  });

  it('leaves a Latin page, an island, a form and a long text as they are', () => {
    const latin = page('en-GB', '<h1>The Club</h1><p lang="ja">日本語</p>');
    expect(breakPhrases(latin)).toBe(latin);
    const untouched = page(
      'ja',
      '<astro-island><h2>京町家で、少人数の結婚式</h2></astro-island><textarea>京町家で、少人数の結婚式</textarea>' +
        `<p>${'京町家で、少人数の結婚式を。'.repeat(10)}</p><h2>A &amp; B 京町家で、少人数の</h2><p lang="en">Menu</p>`,
    );
    expect(breakPhrases(untouched)).toBe(untouched);
  });
});

describe("the brochure's line ends (React-PDF's hyphenation callback)", () => {
  it('ends a Japanese line between phrases with nothing added, and keeps a Latin word whole', () => {
    const marked = markPhrases('京町家で、少人数の結婚式を', 'ja');
    expect(marked).toBe('京町家で、\u00ad少人数の\u00ad結婚式を');
    expect(phraseHyphenation(marked)).toEqual(['京町家で、', '', '少人数の', '', '結婚式を']);
    // React-PDF hands it one font's run at a time: a mark at either end still ends a phrase.
    expect(phraseHyphenation('の\u00ad')).toEqual(['の', '', '']);
    expect(phraseHyphenation('Rooftop')).toEqual(['Rooftop']);
    expect(markPhrases('Rooftop', 'en-GB')).toBe('Rooftop');
  });
});
