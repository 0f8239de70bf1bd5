// @ts-check
/**
 * Reads the `_headers` file that the build writes into out/ (integration/security-headers.mjs), in the format Netlify
 * and Cloudflare Pages read, so that `npm start` sends exactly the headers a deployment sends.
 *
 * Format: a line holding a path pattern (`/*`, `/_astro/*`, `/contact`), then indented `Name: value` lines;
 * `#` starts a comment. `*` matches any run of characters. Every rule that matches a path applies, in order; a
 * header a later rule sets again takes that rule's value (Netlify's reading), and `! Name` drops it (Cloudflare
 * Pages' reading), so both forms the build writes (integration/site-files.mjs) serve /admin/ with its own policy alone.
 */
import fs from 'node:fs';

/** @typedef {{ pattern: string, matcher: RegExp, headers: [string, string][], detach: string[] }} HeaderRule */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const source = pattern
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ pattern, matcher: new RegExp(`^${source}$`), headers: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detach = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (rule && detach) {
      rule.detach.push(/** @type {string} */ (detach[1]));
      continue;
    }
    const colon = line.indexOf(':');
    if (!rule || colon === -1)
      throw new Error(`_headers line ${index + 1} is neither a path nor "Name: value": ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * @param {string} file
 * @returns {HeaderRule[] | null} null when the file does not exist
 */
export function readHeadersFile(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
  return parseHeadersFile(text);
}

/**
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {[string, string][]}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, [string, string]>} by lower-case name */
  const headers = new Map();
  for (const rule of rules.filter((r) => r.matcher.test(pathname))) {
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      // A new name goes to the end, a header set again keeps its place.
      headers.set(name.toLowerCase(), [name, value]);
    }
  }
  return [...headers.values()];
}
