// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainTextBy } from './plain-text';

// jsdom's parser, as at build; tests/e2e/blog.spec.ts runs the same markup through Chromium's.
const text = plainTextBy(new DOMParser());

describe('plain text of titles and excerpts', () => {
  it('decodes the entities WordPress puts in titles', () => {
    expect(text('Hannah &#038; Joe&#8217;s &#8220;Long Table&#8221; &#8211; Ash &amp; Ember')).toBe(
      'Hannah & Joe’s “Long Table” – Ash & Ember',
    );
    expect(text('&pound;48,000 &hellip; caf&eacute;&nbsp;bar')).toBe('£48,000 … café bar');
    expect(text('&#x1F389; &zzz; &amp')).toBe('🎉 &zzz; &');
  });

  it('removes tags, including ones whose quoted attributes hold ">", and what no reader sees', () => {
    expect(text('Gala <em>night</em>')).toBe('Gala night');
    expect(text('Gala <img src="x" onerror="alert(\'a>b\')"> night')).toBe('Gala night');
    expect(text('A<!-- note --> <script>x()</script>B<style>p{}</style><template>t</template>')).toBe('A B');
    expect(text('<script>x()</script>Quiet Night')).toBe('Quiet Night');
  });

  it('keeps encoded markup as visible text, decoded only after tags are removed', () => {
    expect(text('Use &lt;img onerror&gt; safely')).toBe('Use <img onerror> safely');
  });

  it('makes whitespace runs one space and trims', () => {
    expect(text('<p>Fire &amp; smoke.</p>\n\n<p>  And\tmore </p>')).toBe('Fire & smoke. And more');
    expect(text('')).toBe('');
  });
});
