/**
 * What every loader of the content folder shares (src/content/load.ts composes them): the folder, the problems found
 * so far, and how a YAML file is read and a problem is said, naming the file, the field and its line.
 *
 * Every problem is collected before anything fails, and each names the file, the field and what was expected
 * (`examples/x/venue.yaml: spaces[2].capacity.dinner: expected a whole number, got "lots" (line 31)`): the person
 * who reads it edits YAML, and one build should tell them everything to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { hintFor } from '../plain-issues';
import { joinFoldedLines } from '../cjk-folding';
import { unresolvedAliases, yamlProblems, type YamlProblem } from '../yaml-errors';

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The venue's content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ContentError';
  }
}

/** `spaces[2].capacity.dinner` */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
}

/** What the reader typed, briefly: `"lots"`, `12`, `a list`, `nothing`. */
function described(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  const shown = JSON.stringify(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}…"` : shown;
}

/** The line of a field in its YAML file, where the parser kept it. */
export function lineOf(doc: Document, lines: LineCounter, segments: readonly PropertyKey[]): number | undefined {
  for (let length = segments.length; length >= 0; length--) {
    const node = doc.getIn(segments.slice(0, length) as unknown[], true) as
      { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}

/** The value at `at` of a file's data as the reader typed it, where YAML read a number: `02134`, not 2134. */
export function keepAsTyped(entry: ReadFile, at: readonly string[]): void {
  const node = entry.doc.getIn(at, true);
  if (!isScalar(node) || typeof node.value !== 'number' || typeof node.source !== 'string') return;
  const parent = at.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], entry.data);
  if (parent && typeof parent === 'object') (parent as Record<string, unknown>)[at.at(-1)!] = node.source;
}

/** One YAML file as read: its data as written, and what finds a field's line. */
export interface ReadFile {
  doc: Document;
  lines: LineCounter;
  data: unknown;
}

/** A problem at a field of one file: `(at, message)`. */
export type Mark = (at: readonly PropertyKey[], message: string) => void;

/** The content folder as its loaders read it, and the problems they have found. */
export interface Reader {
  /** The folder, absolute. */
  folder: string;
  /** Every problem found so far, one line each, in the order found. */
  problems: string[];
  /** A file of the folder as a problem names it: relative to the working directory. */
  shown(file: string): string;
  /** Reads a YAML file (or the front matter of a post, `text`), or says why it cannot; undefined then. */
  read(file: string, text?: string): ReadFile | undefined;
  /** What marks a problem at a field of `file` (its line found in `entry`, when read). */
  problemIn(file: string, entry: ReadFile | undefined): Mark;
  /** The schema's complaints, in the reader's words. `unknown` says what a key the schema lacks may be. */
  report(
    file: string,
    entry: ReadFile,
    issues: readonly z.core.$ZodIssue[],
    unknown: (at: readonly PropertyKey[], keys: readonly string[]) => string,
  ): void;
}

/** The reader of the folder `folder` (absolute), with no problem found yet. */
export function readerOf(folder: string): Reader {
  const shown = (file: string) => path.relative(process.cwd(), path.join(folder, file)) || file;
  const problems: string[] = [];

  const read = (file: string, text = fs.readFileSync(path.join(folder, file), 'utf8')): ReadFile | undefined => {
    const lines = new LineCounter();
    const doc = parseDocument(text, {
      lineCounter: lines,
      prettyErrors: false,
    });
    /** YAML's complaints, each at the line to fix, with what to do there (src/content/yaml-errors.ts). */
    const sayYaml = (found: readonly YamlProblem[]) => {
      for (const { line, message } of found) problems.push(`${shown(file)}: line ${line}: ${message}`);
      return undefined;
    };
    if (doc.errors.length === 0) {
      // A reference (*name) to no anchor: a text that starts with *, which YAML would refuse below.
      const references = unresolvedAliases(doc, text, lines);
      if (references.length > 0) return sayYaml(references);
      // No space where YAML folded a line between two Chinese or Japanese characters.
      joinFoldedLines(doc, text);
      try {
        return { doc, lines, data: doc.toJS() as unknown };
      } catch (error) {
        // The one way a well-formed file fails to turn into data: aliases (`*name`) that repeat what they repeat,
        // a few lines that would take the build's memory (the yaml library stops them).
        const message = error instanceof Error ? error.message : String(error);
        if (!/alias/i.test(message)) throw error;
        problems.push(
          `${shown(file)}: its aliases (*name) repeat too much to be read (${message}): write the words out where they are needed instead`,
        );
        return undefined;
      }
    }
    return sayYaml(yamlProblems(doc.errors, text, lines));
  };
  const problemIn =
    (file: string, entry: ReadFile | undefined): Mark =>
    (at, message) => {
      const line = entry ? lineOf(entry.doc, entry.lines, at) : undefined;
      problems.push(
        `${shown(file)}: ${fieldPath(at) || '(the whole file)'}: ${message}${line ? ` (line ${line})` : ''}`,
      );
    };
  const report: Reader['report'] = (file, entry, issues, unknown) => {
    for (const issue of issues) {
      const line = lineOf(entry.doc, entry.lines, issue.path);
      const field = fieldPath(issue.path) || '(the whole file)';
      const input = 'input' in issue ? issue.input : undefined;
      const where = line ? ` (line ${line})` : '';
      if (issue.code === 'unrecognized_keys') {
        problems.push(`${shown(file)}: ${field}: ${unknown(issue.path, issue.keys)}${where}`);
        continue;
      }
      const missing = (issue.code === 'invalid_type' || issue.code === 'custom') && input === undefined;
      const got = missing ? ' (missing)' : `, got ${described(input)}`;
      const hint = hintFor(issue);
      problems.push(`${shown(file)}: ${field}: ${issue.message}${got}${hint ? `; ${hint}` : ''}${where}`);
    }
  };
  return { folder, problems, shown, read, problemIn, report };
}
