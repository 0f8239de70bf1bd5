/**
 * YAML joins the lines of a folded text (`>`, and a plain or quoted text over several lines) with a space: right for
 * English, wrong between two Chinese or Japanese characters, which are written with no space between them
 * ("床の間、 縁側と庭へ"). After parsing, a space YAML put where it folded a line is taken out when the characters on
 * both sides are Chinese or Japanese (Han, Hiragana, Katakana, CJK punctuation, full-width forms). Korean keeps its
 * spaces (Hangul is written with spaces between words), and so does every other script.
 *
 * Only a folding space goes: each line's text, as the file has it, is found in the value in turn, and the space is
 * removed only where one line's text ends, a single space follows, and the next line's text begins. A space the
 * writer typed inside a line is never touched; a line with a space typed at its end (kept by a `>` block) keeps it.
 * A text whose lines cannot be found as written (a double-quoted one with escapes, `\n`, `\"`) is left as YAML made it.
 */
import { isScalar, visit, type Document, type Scalar } from 'yaml';

/**
 * A character written with no space beside its neighbours: Han (with CJK's compatibility ideographs), Hiragana,
 * Katakana and its marks (ー, ・), Bopomofo, CJK symbols and punctuation (、。「」), full-width forms (！，：), but not
 * the half-width Hangul of that block.
 */
const UNSPACED =
  /^(?:\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Bopomofo}|[\u3000-\u303f\u30fb\u30fc\uff00-\uff9f\uffe0-\uffef])$/u;

/** Whether a character (a whole code point) is written without spaces around it. */
export const isUnspaced = (character: string | undefined): boolean =>
  character !== undefined && UNSPACED.test(character);

const FOLDING_TYPES = new Set<Scalar.Type | undefined>(['BLOCK_FOLDED', 'PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE']);

/** The text of each line of a scalar's source, as it shows in its value: no indentation, no quotes. */
function linesOf(type: Scalar.Type | undefined, source: string): string[] {
  let lines = source.split(/\r?\n/);
  if (type === 'BLOCK_FOLDED') lines = lines.slice(1).map((line) => line.trimStart());
  else {
    if (type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE') {
      const inner = source.slice(1, -1);
      lines = (type === 'QUOTE_SINGLE' ? inner.replaceAll("''", "'") : inner).split(/\r?\n/);
    }
    lines = lines.map((line) => line.trim());
  }
  return lines;
}

/** The value of a folded scalar without the spaces folding put between two Chinese or Japanese characters. */
function unfoldedValue(type: Scalar.Type | undefined, source: string, value: string): string {
  const lines = linesOf(type, source);
  const folds: number[] = [];
  let cursor = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === '') continue;
    const at = value.indexOf(line, cursor);
    // Not as written (an escape in double quotes): nothing here can be told from a typed space.
    if (at === -1) return value;
    cursor = at + line.length;
    const next = lines[index + 1];
    if (!next || value[cursor] !== ' ' || !value.startsWith(next, cursor + 1)) continue;
    if (isUnspaced([...line].at(-1)) && isUnspaced([...next][0])) folds.push(cursor);
  }
  let unfolded = value;
  for (const at of folds.reverse()) unfolded = unfolded.slice(0, at) + unfolded.slice(at + 1);
  return unfolded;
}

/** Takes the folding spaces between Chinese or Japanese characters out of every text of a parsed file. */
export function joinFoldedLines(doc: Document, text: string): void {
  visit(doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || typeof node.value !== 'string' || !FOLDING_TYPES.has(node.type) || !node.range) return;
      const source = text.slice(node.range[0], node.range[1]);
      if (!/\n/.test(source)) return;
      node.value = unfoldedValue(node.type, source, node.value);
    },
  });
}
