import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { isUnspaced, joinFoldedLines } from './cjk-folding';
import { copyOf } from './folders.test-support';
import { loadContent } from './load';

const demo = path.resolve(import.meta.dirname, '../../content');

/** A YAML text as the loader reads it: parsed, its folded CJK lines joined. */
function read(text: string): unknown {
  const doc = parseDocument(text);
  expect(doc.errors).toEqual([]);
  joinFoldedLines(doc, text);
  return doc.toJS();
}

describe('a folded line between two Chinese or Japanese characters', () => {
  it('leaves no space in Japanese, in a folded block, a plain text and quotes', () => {
    expect(
      read(
        [
          'lede: >-',
          '  床の間、',
          '  縁側と庭へ。',
          'plain: 京町家の二階から',
          '  東山を望む。',
          'double: "京町家の二階から',
          '  東山を望む。"',
          "single: 'カフェ・",
          "  ラウンジ'",
          '',
        ].join('\n'),
      ),
    ).toEqual({
      lede: '床の間、縁側と庭へ。',
      plain: '京町家の二階から東山を望む。',
      double: '京町家の二階から東山を望む。',
      single: 'カフェ・ラウンジ',
    });
  });

  it('leaves no space in Chinese, full-width punctuation and all', () => {
    expect(read(['about: >', '  我们的茶室可容纳十二位客人，', '  并提供京都风格的晚餐。', ''].join('\n'))).toEqual({
      about: '我们的茶室可容纳十二位客人，并提供京都风格的晚餐。\n',
    });
    expect(read(['a: 「ようこそ」', '  （京都）', ''].join('\n'))).toEqual({ a: '「ようこそ」（京都）' });
  });

  it('keeps the space where one side is not CJK: English, Korean, Arabic, a figure, a mixed line', () => {
    expect(
      read(
        [
          'english: >-',
          '  Tea in the tokonoma room,',
          '  then the garden.',
          'korean: >-',
          '  교토의 전통 가옥에서',
          '  차를 즐기세요.',
          'arabic: >-',
          '  شاي في الغرفة',
          '  ثم الحديقة.',
          'mixed: >-',
          '  座敷 for',
          '  十二 guests, 町家',
          '  Kyoto 京都',
          'figure: >-',
          '  最大',
          '  {most_guests}名',
          '',
        ].join('\n'),
      ),
    ).toEqual({
      english: 'Tea in the tokonoma room, then the garden.',
      korean: '교토의 전통 가옥에서 차를 즐기세요.',
      arabic: 'شاي في الغرفة ثم الحديقة.',
      mixed: '座敷 for 十二 guests, 町家 Kyoto 京都',
      figure: '最大 {most_guests}名',
    });
  });

  it('keeps the spaces the writer typed: inside a line, at a line’s end, and a line break kept', () => {
    expect(
      read(
        [
          'inside: >-',
          '  床の間 縁側',
          '  と庭へ',
          'trailing: >-',
          '  床の間、 ',
          '  縁側と庭へ',
          'paragraphs: >-',
          '  床の間。',
          '',
          '  縁側と庭へ。',
          'literal: |-',
          '  床の間、',
          '  縁側',
          'escaped: "床の間\\u3001',
          '  縁側"',
          '',
        ].join('\n'),
      ),
    ).toEqual({
      inside: '床の間 縁側と庭へ',
      trailing: '床の間、  縁側と庭へ',
      paragraphs: '床の間。\n縁側と庭へ。',
      literal: '床の間、\n縁側',
      // Escapes make the value differ from the lines written: it is left as YAML made it.
      escaped: '床の間、 縁側',
    });
  });

  it('knows which characters are written without spaces', () => {
    expect(['京', 'の', 'カ', 'ー', '・', '、', '。', '「', '！', '，', 'ｶ', '𠮷'].every(isUnspaced)).toBe(true);
    expect(['a', '1', '한', 'ﾡ', 'ش', ' ', 'é'].some(isUnspaced)).toBe(false);
  });

  it('is joined in what the loader reads: a venue’s page in Japanese', () => {
    const dir = copyOf(demo, {
      'pages/home.yaml': (t) =>
        t.replace(
          /^ {2}lede: >-\n(?: {4}.*\n)+/m,
          '  lede: >-\n    京町家の座敷と縁側、\n    {most_dinner}名までの夕食。\n    Kyoto の\n    東山を望む。\n',
        ),
    });
    // A line that meets a figure or a Latin word keeps YAML's space: only two CJK characters are joined.
    expect(loadContent(dir).home.hero.lede).toBe('京町家の座敷と縁側、 220名までの夕食。 Kyoto の東山を望む。');
  });
});
