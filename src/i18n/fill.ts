/**
 * Filling the dictionaries' templates. A module of its own, free of the dictionaries, so that an island fills the
 * strings it was handed without bringing every language's words into the browser.
 */

/** A text whose words depend on a count: chosen by the language's plural rules (`plural`). */
export interface PluralText {
  one: string;
  other: string;
}

/** `fill('Held dates as of {date}', { date: '24 November' })`; a placeholder without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A template cut at its placeholders, each replaced by its value of any kind: for texts with links inside
 * ("Write to us at {email}"), where the values are elements.
 */
export function fillParts<T>(template: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? values[name]! : part;
    });
}

/** The form of `text` for `count` in language `tag`, filled with `{count}` and `values`. */
export function plural(
  text: PluralText,
  count: number,
  tag: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const form = new Intl.PluralRules(tag).select(count) === 'one' ? text.one : text.other;
  return fill(form, { count, ...values });
}
