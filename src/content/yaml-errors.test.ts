import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent } from './load';
import { inQuotes } from './yaml-errors';

const demo = path.resolve(import.meta.dirname, '../../content');

/** The problems of the demo with pages/contact.yaml written as `lines`. */
const problemsWith = (...lines: string[]) =>
  problemsOf(copyOf(demo, { 'pages/contact.yaml': () => `${lines.join('\n')}\n` }), loadContent);

describe('a YAML mistake', () => {
  it('a colon in a text: put the text in quotes', () => {
    expect(problemsWith('seo:', '  title: Enquire', 'header:', '  title: Welcome: our hall', '  lede: Hi')).toEqual([
      'x/pages/contact.yaml: line 4: the text after "title:" holds ": ", which YAML reads as the start of another name and value: put the text in quotes: title: "Welcome: our hall" (YAML: Nested mappings are not allowed in compact mappings)',
    ]);
    expect(problemsWith('header:', '  title: 京都：町家の一日', '  lede: "Kyoto" は: 古都')).toEqual([
      `x/pages/contact.yaml: line 3: the text after "lede:" holds ": ", which YAML reads as the start of another name and value: put the text in quotes: lede: '"Kyoto" は: 古都' (YAML: Nested mappings are not allowed in compact mappings)`,
    ]);
  });

  it('a colon in a text inside { }', () => {
    expect(problemsWith('header:', '  link: { label: Call: now, href: /contact }')).toEqual([
      'x/pages/contact.yaml: line 2: inside { } a ": " parts a name from its text, so the text after "label:" needs quotes: label: "Call: now" (YAML: Block collections are not allowed within flow collections)',
    ]);
  });

  it('a line indented further than the field above it', () => {
    expect(problemsWith('header:', '  title: Enquire', '    lede: The date and the numbers.')).toEqual([
      'x/pages/contact.yaml: line 3: this line is indented further than "title:" on line 2, as if it belonged under it, but "title:" has its text already: start this line at column 3, under "title:" (YAML: Nested mappings are not allowed in compact mappings)',
    ]);
  });

  it('a line out of line with the fields around it (BAD_INDENT)', () => {
    expect(problemsWith('header:', '  title: Enquire', ' lede: The date.')).toEqual([
      'x/pages/contact.yaml: line 3: this line starts at column 2, out of line with the fields around it: the fields of one group start at the same column, like "title:" on line 2 (column 3), or like "header:" on line 1 (column 1) if it belongs beside that one (YAML: All mapping items must start at the same column)',
    ]);
  });

  it('an item of a list out of line with the others', () => {
    expect(problemsWith('header:', '  paragraphs:', '    - 一つ目', '   - 二つ目')).toEqual([
      'x/pages/contact.yaml: line 4: this item of a list ("- ") is not in line with the items above it ("- " on line 3, column 5): start every "- " of one list at the same column (YAML: A block sequence may not be used as an implicit map key)',
    ]);
  });

  it('a field of a list’s item out of line with its first field', () => {
    expect(problemsWith('questions:', '  - id: rain', '    q: 雨の日は？', '   a: 縁側に屋根があります。')).toEqual([
      'x/pages/contact.yaml: line 4: this line is out of line with the fields of the list\'s item above it: start it at the same column as that item\'s first field, like "id:" on line 2 (column 5) (YAML: Sequence item without - indicator)',
    ]);
  });

  it('a line of text with no name (MULTILINE_IMPLICIT_KEY)', () => {
    expect(problemsWith('header:', '  title: Enquire', '  and tell us the date', '  lede: Hi')).toEqual([
      "x/pages/contact.yaml: line 3: this line holds text without a name before it (name: text), so YAML cannot tell what it belongs to: if it goes on from the line above, indent it further than that line's name, or put the whole text in quotes; otherwise write its name first, like title: … (YAML: Implicit keys need to be on a single line)",
    ]);
  });

  it('a name given twice', () => {
    expect(problemsWith('header:', '  title: Enquire', '  lede: Hi', '  title: お問い合わせ')).toEqual([
      'x/pages/contact.yaml: line 4: "title" is given twice in one group (first on line 2): keep one of the two, since the build cannot tell which is meant (YAML: Map keys must be unique)',
    ]);
  });

  it('a tab for indentation', () => {
    expect(problemsWith('header:', '\ttitle: Enquire')).toEqual([
      'x/pages/contact.yaml: line 2: this line is indented with a tab: YAML indents with spaces only; replace the tab with spaces, as many as the lines beside it have (YAML: Tabs are not allowed as indentation)',
    ]);
  });

  it('quotes never closed, double or single, found where they open', () => {
    expect(problemsWith('header:', '  title: "Send an enquiry', '  lede: Hi')).toEqual([
      'x/pages/contact.yaml: line 2: the text in quotes that opens here (") is never closed: end it with " (a " inside the text is written \\") (YAML: Missing closing "quote)',
    ]);
    expect(problemsWith('header:', '  eyebrow: Enquire', "  title: 'Send an enquiry", '  lede: Hi')).toEqual([
      "x/pages/contact.yaml: line 3: the text in quotes that opens here (') is never closed: end it with ' (a ' inside the text is written '') (YAML: Missing closing 'quote)",
    ]);
  });

  it('quotes closed before the text ends', () => {
    expect(problemsWith('header:', '  title: "Kyoto" at dusk')).toEqual([
      `x/pages/contact.yaml: line 2: the quotes close before the text ends: put the whole text in quotes: title: '"Kyoto" at dusk' (YAML: Unexpected scalar at node end)`,
    ]);
  });

  it('a text that starts with a brace, a bracket, @, a backtick, % or *', () => {
    expect(problemsWith('header:', '  title: {most_guests} guests')).toEqual([
      'x/pages/contact.yaml: line 2: a text that starts with { is read as a group: put the text in quotes: title: "{most_guests} guests" (YAML: Unexpected scalar at node end)',
    ]);
    expect(problemsWith('header:', '  title: [Draft] our hall')).toEqual([
      'x/pages/contact.yaml: line 2: a text that starts with [ is read as a list: put the text in quotes: title: "[Draft] our hall" (YAML: Unexpected scalar at node end)',
    ]);
    expect(problemsWith('header:', '  title: @machiya_kyoto')).toEqual([
      'x/pages/contact.yaml: line 2: a text cannot start with @ unless it is in quotes: title: "@machiya_kyoto" (YAML: Plain value cannot start with reserved character @)',
    ]);
    expect(problemsWith('header:', '  title: `Welcome`')).toEqual([
      'x/pages/contact.yaml: line 2: a text cannot start with ` unless it is in quotes: title: "`Welcome`" (YAML: Plain value cannot start with reserved character `)',
    ]);
    expect(problemsWith('header:', '  title: %50 off')).toEqual([
      'x/pages/contact.yaml: line 2: a text cannot start with % unless it is in quotes: title: "%50 off" (YAML: Plain value cannot start with directive indicator character %)',
    ]);
    expect(problemsWith('header:', '  title: *Sold out*')).toEqual([
      `x/pages/contact.yaml: line 2: a text that starts with * is read as one of YAML's own marks (a reference, an anchor or a tag): put the text in quotes: title: "*Sold out*" (YAML: Unexpected scalar at node end)`,
    ]);
    expect(problemsWith('header:', '  title: *満席*')).toEqual([
      'x/pages/contact.yaml: line 2: a text that starts with * is read as a reference to another part of the file (*満席*): put the text in quotes: title: "*満席*"',
    ]);
  });

  it('a text after | or > on its line', () => {
    expect(problemsWith('header:', '  lede: > The date and the numbers.')).toEqual([
      'x/pages/contact.yaml: line 2: > starts a text on the lines below: put the text on the next lines, indented under "lede:", or in quotes on this line (YAML: Not a YAML token: The date and the numbers.)',
    ]);
  });

  it('an unclosed { }', () => {
    expect(problemsWith('header: { title: Enquire, lede: Hi', 'seo: x')).toEqual([
      'x/pages/contact.yaml: line 1: the group in { } that opens here is not closed: end it with } on the same line, or write its fields on lines of their own (YAML: Flow map in block collection must be sufficiently indented and end with a })',
    ]);
  });

  it('a second document, and an escape YAML does not know', () => {
    expect(problemsWith('header:', '  title: Enquire', '---', 'seo: x')).toEqual([
      'x/pages/contact.yaml: line 3: a line of --- starts a second document, and a content file holds one: remove this line (YAML: Source contains multiple documents; please use YAML.parseAllDocuments())',
    ]);
    expect(problemsWith('header:', '  title: "C:\\quotes"')).toEqual([
      'x/pages/contact.yaml: line 2: \\q in double quotes is not something YAML can write: write \\\\ for a backslash, or put the text in single quotes (YAML: Invalid escape sequence \\q)',
    ]);
  });

  it('is never a stack trace, and names each line once', () => {
    const problems = problemsWith('header:', '\ttitle: A', '  lede: Welcome: our hall', '  lede: Hi');
    expect(problems.map((problem) => problem.split(': ')[1])).toEqual(['line 2', 'line 3']);
    for (const problem of problems) expect(problem).toMatch(/^x\/pages\/contact\.yaml: line \d+: [^\n]+$/);
  });
});

describe('a text in quotes', () => {
  it('is written as YAML reads it back', () => {
    expect(inQuotes('Welcome: our hall')).toBe('"Welcome: our hall"');
    expect(inQuotes('"Kyoto" it\'s')).toBe(`'"Kyoto" it''s'`);
    expect(inQuotes('C:\\venues')).toBe('"C:\\\\venues"');
  });
});
