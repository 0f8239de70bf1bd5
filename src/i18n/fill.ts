/**
 * Filling the dictionaries' templates. A module of its own, free of the dictionaries, so that an island fills the
 * strings it was handed without bringing every language's words into the browser.
 */

/** CLDR's cardinal plural categories, in CLDR's order: what `Intl.PluralRules#select` answers. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * A text whose words depend on a count, chosen by `plural`: a form for each category the language's plural rules use
 * (`new Intl.PluralRules(tag).resolvedOptions().pluralCategories`: English `one`, `other`; French, Spanish, Italian,
 * Portuguese also `many`, said of round millions; Welsh all six). `other` every language has.
 */
export type PluralText = { readonly [C in PluralCategory]?: string } & { readonly other: string };

/** Whether a dictionary's value is a plural text: `other` and only categories, all strings. */
export function isPluralText(value: unknown): value is PluralText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { other?: unknown }).other === 'string' &&
    Object.entries(value).every(
      ([key, form]) => (PLURAL_CATEGORIES as readonly string[]).includes(key) && typeof form === 'string',
    )
  );
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

/** The form of `text` for `count` by the plural rules of language `tag`, filled with `{count}` and `values`. */
export function plural(
  text: PluralText,
  count: number,
  tag: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  // A form the text lacks (a venue's own wording for a language with more categories) falls back to `other`.
  const form = text[new Intl.PluralRules(tag).select(count)] ?? text.other;
  return fill(form, { count, ...values });
}
