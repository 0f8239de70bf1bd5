/**
 * YAML's own complaints about a content file, said with what to do (promises §15: the file, the line and what to do,
 * no stack trace). The `yaml` library's message ("Nested mappings are not allowed in compact mappings") names what
 * its parser met, not the writer's mistake; here the line as written is read again to say the mistake and its fix
 * ("the text after title: holds ': ' …: put the text in quotes: title: "Welcome: our hall""). The library's words
 * follow in brackets, for whoever looks them up.
 */
import { isAlias, visit, type Document, type LineCounter, type YAMLError } from 'yaml';

/** One problem of a file's YAML: the line to fix and what to do there. */
export interface YamlProblem {
  line: number;
  message: string;
}

/** A text in quotes as YAML would read it back: double quotes, or single ones where the text has a double quote. */
export function inQuotes(text: string): string {
  if (!text.includes('"')) return `"${text.replaceAll('\\', '\\\\')}"`;
  return `'${text.replaceAll("'", "''")}'`;
}

/** The parts of a line `  - title: Welcome`: its indent, whether it is a list's item, the name and what follows. */
interface LineParts {
  indent: number;
  item: boolean;
  /** The column (from 1) where the name, or an item's text, starts. */
  column: number;
  key?: string;
  value?: string;
}

function partsOf(line: string): LineParts {
  const indent = /^[ \t]*/.exec(line)![0].length;
  const item = /^-(\s|$)/.test(line.slice(indent));
  const rest = item ? line.slice(indent + 1).trimStart() : line.slice(indent);
  const column = line.length - rest.length + 1;
  // A name is what comes before the first ": " (or a colon ending the line); it holds no quote or bracket.
  const named = /^([^\s#'"{}[\]:][^:#]*?):(?:\s+(.*?))?\s*$/.exec(rest);
  if (!named) return { indent, item, column, ...(rest ? { value: rest } : {}) };
  return { indent, item, column, key: named[1]!, ...(named[2] ? { value: named[2] } : {}) };
}

const isContent = (line: string | undefined): line is string =>
  line !== undefined && line.trim() !== '' && !line.trim().startsWith('#');

/** The line of a `key: value` that holds a colon, quoted: `title: "Welcome: our hall"`. */
const quotedLine = (parts: LineParts) => `${parts.item ? '- ' : ''}${parts.key}: ${inQuotes(parts.value ?? '')}`;

/**
 * What to do about one of YAML's errors, at the line where it is to be done (which may be before or after the line
 * the parser stopped at: an unclosed quote is found at the end of the file).
 */
function advice(error: YAMLError, lines: readonly string[], line: number): YamlProblem {
  const text = lines[line - 1] ?? '';
  const parts = partsOf(text);
  const at = (where: number, message: string): YamlProblem => ({ line: where, message });
  const here = (message: string) => at(line, message);
  const message = error.message;
  /** The nearest line above `from` that `test` accepts, with its number. */
  const above = (from: number, test: (line: string, parts: LineParts) => boolean) => {
    for (let number = from - 1; number >= 1; number--) {
      const candidate = lines[number - 1];
      if (isContent(candidate) && test(candidate, partsOf(candidate))) return { number, parts: partsOf(candidate) };
    }
    return undefined;
  };
  /** "like title: on line 2 (column 3)" */
  const like = (found: { number: number; parts: LineParts } | undefined) =>
    found
      ? `, like ${found.parts.key ? `"${found.parts.key}:"` : '"- "'} on line ${found.number} (column ${found.parts.key ? found.parts.column : found.parts.indent + 1})`
      : '';
  const colonInText = (parts: LineParts) =>
    `the text after "${parts.key}:" holds ": ", which YAML reads as the start of another name and value: put the text in quotes: ${quotedLine(parts)}`;

  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY': {
      if (/nested mappings/i.test(message)) {
        if (parts.key && parts.value && /(:\s|^\?\s)/.test(parts.value)) return here(colonInText(parts));
        const next = lines.findIndex((candidate, index) => index >= line && isContent(candidate)) + 1;
        if (next > 0 && partsOf(lines[next - 1]!).indent > parts.indent && parts.key)
          return at(
            next,
            `this line is indented further than "${parts.key}:" on line ${line}, as if it belonged under it, but "${parts.key}:" has its text already: start this line at column ${parts.indent + 1}, under "${parts.key}:"`,
          );
        break;
      }
      if (parts.item) {
        const item = above(line, (_, other) => other.item && other.indent !== parts.indent);
        if (item)
          return here(
            `this item of a list ("- ") is not in line with the items above it ("- " on line ${item.number}, column ${item.parts.indent + 1}): start every "- " of one list at the same column`,
          );
        return here(
          'an item of a list ("- ") among named fields: a list goes under a name of its own, like photos:, with its items indented below it',
        );
      }
      break;
    }
    case 'MULTILINE_IMPLICIT_KEY':
    case 'MISSING_CHAR': {
      if (/closing (["'])quote/.test(message)) {
        const quote = /closing (["'])quote/.exec(message)![1]!;
        const opened = above(line + 1, (candidate) => candidate.includes(quote));
        const escaped = quote === '"' ? '\\"' : "''";
        return at(
          opened?.number ?? line,
          `the text in quotes that opens here (${quote}) is never closed: end it with ${quote} (a ${quote} inside the text is written ${escaped})`,
        );
      }
      if (/without - indicator/.test(message)) {
        const first = above(line, (_, other) => other.item && other.key !== undefined);
        return here(
          `this line is out of line with the fields of the list's item above it: start it at the same column as that item's first field${like(first)}`,
        );
      }
      if (!parts.key)
        return here(
          "this line holds text without a name before it (name: text), so YAML cannot tell what it belongs to: if it goes on from the line above, indent it further than that line's name, or put the whole text in quotes; otherwise write its name first, like title: …",
        );
      break;
    }
    case 'BAD_INDENT': {
      const flow = /end with an? ([}\]])/.exec(message);
      if (flow) {
        const open = flow[1] === '}' ? '{' : '[';
        const opened = above(line + 1, (candidate) => candidate.includes(open));
        return at(
          opened?.number ?? line,
          `the ${open === '{' ? 'group' : 'list'} in ${open} ${flow[1]} that opens here is not closed: end it with ${flow[1]} on the same line, or write its ${open === '{' ? 'fields' : 'items'} on lines of their own`,
        );
      }
      const sibling = above(line, (_, other) => other.indent > parts.indent);
      const parent = above(line, (_, other) => other.indent < parts.indent);
      return here(
        `this line starts at column ${parts.indent + 1}, out of line with the fields around it: the fields of one group start at the same column${like(sibling)}${parent ? `, or${like(parent).slice(1)} if it belongs beside that one` : ''}`,
      );
    }
    case 'DUPLICATE_KEY': {
      const first = parts.key
        ? above(line, (_, other) => other.indent === parts.indent && other.key === parts.key)
        : undefined;
      return here(
        `"${parts.key ?? 'this name'}" is given twice in one group${first ? ` (first on line ${first.number})` : ''}: keep one of the two, since the build cannot tell which is meant`,
      );
    }
    case 'TAB_AS_INDENT':
      return here(
        'this line is indented with a tab: YAML indents with spaces only; replace the tab with spaces, as many as the lines beside it have',
      );
    case 'BAD_SCALAR_START': {
      const character = /character (.)\s*$/.exec(message)?.[1] ?? parts.value?.[0] ?? '';
      return here(
        `a text cannot start with ${character} unless it is in quotes: ${parts.key ? quotedLine(parts) : inQuotes(parts.value ?? '')}`,
      );
    }
    case 'UNEXPECTED_TOKEN': {
      const value = parts.value ?? '';
      if (/^["']/.test(value))
        return here(
          `the quotes close before the text ends: put the whole text in quotes${parts.key ? `: ${quotedLine(parts)}` : ''}`,
        );
      if (/^[*&!]/.test(value))
        return here(
          `a text that starts with ${value[0]} is read as one of YAML's own marks (a reference, an anchor or a tag): put the text in quotes${parts.key ? `: ${quotedLine(parts)}` : ''}`,
        );
      if (/^[{[]/.test(value))
        return here(
          `a text that starts with ${value[0]} is read as a ${value[0] === '{' ? 'group' : 'list'}: put the text in quotes${parts.key ? `: ${quotedLine(parts)}` : ''}`,
        );
      if (/^[|>]/.test(value))
        return here(
          `${value[0]} starts a text on the lines below: put the text on the next lines, indented under "${parts.key}:", or in quotes on this line`,
        );
      break;
    }
    case 'BLOCK_IN_FLOW': {
      // `{ label: Call: now, href: /x }`: the pair whose text holds a second colon.
      const pair = /([^\s{},:]+):\s+([^,{}"']*:\s[^,{}]*?)\s*(?=[,}]|$)/.exec(text);
      if (pair)
        return here(
          `inside { } a ": " parts a name from its text, so the text after "${pair[1]}:" needs quotes: ${pair[1]}: ${inQuotes(pair[2]!)}`,
        );
      return here('inside { } or [ ] a text holding ": " or "- " needs quotes');
    }
    case 'MULTIPLE_DOCS':
      return here('a line of --- starts a second document, and a content file holds one: remove this line');
    case 'BAD_DQ_ESCAPE': {
      const sequence = /escape sequence (\S+)/.exec(message)?.[1] ?? '\\';
      return here(
        `${sequence} in double quotes is not something YAML can write: write \\\\ for a backslash, or put the text in single quotes`,
      );
    }
    default:
      break;
  }
  return here(
    'YAML cannot read this line: check that it is lined up with the fields around it (with spaces), and that a text holding ": ", " #", a quote or a bracket is in quotes',
  );
}

/**
 * The problems of a file's YAML errors, one a line, each with what to do and YAML's own words after it. `text` is
 * the file as read, `counter` its parse's line counter.
 */
export function yamlProblems(errors: readonly YAMLError[], text: string, counter: LineCounter): YamlProblem[] {
  const lines = text.split(/\r?\n/);
  const seen = new Set<number>();
  const problems: YamlProblem[] = [];
  for (const error of errors) {
    const line = counter.linePos(error.pos[0]).line;
    // Several of YAML's errors often say one mistake: the first on a line is the one to fix.
    if (seen.has(line)) continue;
    seen.add(line);
    const problem = advice(error, lines, line);
    problems.push({ ...problem, message: `${problem.message} (YAML: ${error.message.split('\n')[0]})` });
  }
  return problems;
}

/**
 * The references (`*name`) of a well-formed file that name no anchor (`&name`): most often a text starting with *,
 * like `*Sold out*`. Each with its line and what to do.
 */
export function unresolvedAliases(doc: Document, text: string, counter: LineCounter): YamlProblem[] {
  const lines = text.split(/\r?\n/);
  const problems: YamlProblem[] = [];
  visit(doc, {
    Alias(_key, node) {
      if (!isAlias(node) || node.resolve(doc) !== undefined || !node.range) return;
      const line = counter.linePos(node.range[0]).line;
      const parts = partsOf(lines[line - 1] ?? '');
      problems.push({
        line,
        message: `a text that starts with * is read as a reference to another part of the file (*${node.source}): put the text in quotes${parts.key ? `: ${quotedLine(parts)}` : ''}`,
      });
    },
  });
  return problems;
}
