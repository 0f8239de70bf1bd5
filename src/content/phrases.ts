/**
 * Japanese and Chinese lines broken between phrases, not inside a word ("京町家で、/少人数の結婚式", never
 * "少人数の結/婚式"): Google's BudouX finds the phrases, at build only (its model never reaches a browser).
 * - The pages: `breakPhrases` puts a <wbr> between the phrases of each heading and short text of a built page in
 *   those languages and marks its element `data-phrases`, which the venue's stylesheet (integration/subset-fonts.mjs)
 *   gives `word-break: keep-all; overflow-wrap: anywhere`: every browser breaks there only. Run on each page as Astro
 *   renders it (src/middleware.ts); a Latin venue's pages are never read.
 * - The brochure: `markPhrases` on its texts and `phraseHyphenation`, React-PDF's hyphenation callback
 *   (src/features/brochure/).
 */
import {
  loadDefaultJapaneseParser,
  loadDefaultSimplifiedChineseParser,
  loadDefaultTraditionalChineseParser,
} from 'budoux';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { scriptOfLanguage, type Script } from './typefaces.ts';

type Parser = ReturnType<typeof loadDefaultJapaneseParser>;
const parsers = new Map<Script, Parser>();

function parserFor(script: Script): Parser | undefined {
  const load = {
    Jpan: loadDefaultJapaneseParser,
    Hans: loadDefaultSimplifiedChineseParser,
    Hant: loadDefaultTraditionalChineseParser,
  }[script as 'Jpan' | 'Hans' | 'Hant'];
  if (!load) return undefined;
  let parser = parsers.get(script);
  if (!parser) parsers.set(script, (parser = load()));
  return parser;
}

/** Han and kana: what BudouX's phrases are for. */
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;

/** Whether language `tag` breaks its lines between phrases (Japanese, Chinese). */
export const breaksByPhrase = (tag: string): boolean => {
  const script = scriptOfLanguage(tag);
  return script !== undefined && parserFor(script) !== undefined;
};

/** The phrases of `text` in language `tag`, joined they are the text; the text whole in any other language. */
export function phrasesOf(text: string, tag: string): string[] {
  const script = scriptOfLanguage(tag);
  const parser = script && CJK.test(text) ? parserFor(script) : undefined;
  if (!parser) return [text];
  return parser.parse(text).filter((phrase) => phrase !== '');
}

/** Where a brochure's text may end a line between two phrases: a soft hyphen, which React-PDF takes out before drawing. */
const PHRASE_BREAK = '\u00ad';

/**
 * The brochure's text in Japanese or Chinese with a soft hyphen between its phrases, for `phraseHyphenation`:
 * React-PDF hands its callback the text of each run of one font, and a Japanese text is many runs (a face's
 * characters are in many files), so the phrases are marked on the whole text first. Any other text as it is.
 */
export function markPhrases(text: string, tag: string): string {
  return breaksByPhrase(tag) && CJK.test(text) ? phrasesOf(text, tag).join(PHRASE_BREAK) : text;
}

/**
 * React-PDF's hyphenation callback: a word split at the phrases `markPhrases` marked, each break an empty part, which
 * React-PDF takes for a place to end a line with nothing added (the brochure's texts set a hyphenation penalty that
 * keeps it from its own hyphenated breaks: no hyphen ends a Japanese line). A word of other letters stays whole, as
 * before: a hyphen React-PDF adds is not in the venue's text, and would split a name a reader searches.
 */
export function phraseHyphenation(word: string): string[] {
  if (!word.includes(PHRASE_BREAK)) return [word];
  return word.split(PHRASE_BREAK).flatMap((part, index) => (index === 0 ? [part] : ['', part]));
}

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** The elements whose words are headings and short texts, broken between phrases when they are short enough. */
const BLOCKS = new Set([
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'dt', 'dd', 'figcaption', 'blockquote', 'caption', 'th', 'td',
  'summary', 'label', 'a',
]); // prettier-ignore
/** A longer text is left to the browser's own breaking (and `auto-phrase` where it has it). */
const SHORT = 120;
/** What is never touched: code, a form's own text, what an island renders (its HTML must stay what React made). */
const NEVER = new Set(['script', 'style', 'textarea', 'title', 'option', 'select', 'template', 'svg', 'astro-island']);

const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : '';

/**
 * A built page's HTML with a <wbr> between the phrases of each heading and short text in Japanese or Chinese (by the
 * nearest `lang`), whose element gains `data-phrases`. Every other byte stays as it was; a page in no such language
 * comes back as it came.
 */
export function breakPhrases(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const edits: Array<{ at: number; insert: string }> = [];
  const marked = new Set<Element>();
  const visit = (node: Node, lang: string, block: Element | undefined) => {
    if (NEVER.has(node.nodeName)) return;
    if (node.nodeName === '#text') {
      const location = node.sourceCodeLocation;
      const value = (node as DefaultTreeAdapterMap['textNode']).value;
      if (!block || !location || !breaksByPhrase(lang) || !CJK.test(value)) return;
      const raw = html.slice(location.startOffset, location.endOffset);
      // A text with a character reference (&amp;) is left whole: its source is not its text.
      if (raw !== value) return;
      const phrases = phrasesOf(value, lang);
      let at = location.startOffset;
      for (const phrase of phrases.slice(0, -1)) {
        at += phrase.length;
        edits.push({ at, insert: '<wbr>' });
      }
      if (phrases.length > 1 && !marked.has(block)) {
        marked.add(block);
        const start = block.sourceCodeLocation?.startTag;
        if (start) edits.push({ at: start.startOffset + 1 + block.tagName.length, insert: ' data-phrases' });
      }
      return;
    }
    if (!('childNodes' in node)) return;
    let here = lang;
    let inBlock = block;
    if ('attrs' in node) {
      here = node.attrs.find((attr) => attr.name === 'lang')?.value ?? lang;
      if (BLOCKS.has(node.tagName)) inBlock = textOf(node).length <= SHORT ? node : undefined;
    }
    const children = node.nodeName === 'template' ? [] : node.childNodes;
    for (const child of children) visit(child, here, inBlock);
  };
  visit(document, '', undefined);
  if (edits.length === 0) return html;
  edits.sort((a, b) => b.at - a.at);
  let result = html;
  for (const { at, insert } of edits) result = result.slice(0, at) + insert + result.slice(at);
  return result;
}
