/**
 * The staff's editor's configuration (Sveltia CMS, `/admin/config.yml`), made from the same schema that checks the
 * content at build: every field of every content file, with the schema's limits and descriptions. Pure: it reads no
 * file; it is given the content folder's path from the repository's root (what CONTENT_DIR names).
 *
 * The route: each schema goes through zod's own JSON Schema (`z.toJSONSchema`, the input side, so defaults make a
 * field optional and a transform shows what is written, not what is made of it), and each JSON Schema node becomes
 * a field. What JSON Schema cannot carry (the messages of patterns, a link's protocol) is added on the way by
 * `override`. Refinements across fields ("the end comes after the start") stay the build's to check: see
 * docs/editor.md.
 */
import { stringify } from 'yaml';
import { z } from 'zod';
import { ITEM_ID, languageCode, languageFile } from './languages';
import { ANSWERS_FILE, answersFile } from './new-venue';
import { CONTENT_FILES, NEWS_FOLDER, NEWS_SLUG, newsPost } from './schema';

/** The schema's own JSON Schema, with the extras below: what a field of the config is made from. */
export interface Node {
  type?: string | string[];
  description?: string;
  /** `.meta({ label })`: the field's label when its key in words would not do. */
  label?: string;
  /** `.meta({ editor: { … } })`: options set on the field as they are (a widget, a format). */
  editor?: Record<string, unknown>;
  /** `.meta({ translatable })`: the venue's words, which each language writes for itself (src/content/languages.ts). */
  translatable?: boolean;
  /** `.meta({ mayRepeat })`: words another language may leave as the default's (src/content/languages.ts). */
  mayRepeat?: boolean;
  /** `.meta({ timeOrWords })`: a time of day (data, the same in every language) or words (src/content/languages.ts). */
  timeOrWords?: boolean;
  default?: unknown;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  allOf?: Node[];
  anyOf?: Node[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  format?: string;
  /** The messages of the string's patterns, in the order of `pattern` then `allOf`. */
  'x-pattern-messages'?: string[];
}

/** One field of the editor, as Sveltia CMS (and Decap before it) reads it. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  /** `false`, or the locales that must fill it in (Sveltia's per-locale `required`). */
  required?: false | string[];
  default?: unknown;
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: string[];
  multiple?: boolean;
  fields?: EditorField[];
  field?: EditorField;
  media_folder?: string;
  public_folder?: string;
  [option: string]: unknown;
}

/** The values no content reaches and the editor need not show: `z.int()`'s safe-integer bounds. */
const NO_LIMIT = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** Keys whose words are prose, shown in a box of several lines (`text`) rather than one (`string`). */
const PROSE = new Set([
  'description',
  'summary',
  'lede',
  'text',
  'quote',
  'a',
  'paragraphs',
  'gettingHere',
  'subscribeText',
  'nothingComing',
]);

/** `titleSuffix` → "Title suffix", `seo` → "Seo": the label when the schema gives none. */
export function keyInWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The message of each regex check and a link's protocol: what JSON Schema leaves out, kept beside it. */
function override(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  const def = (ctx.zodSchema as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type !== 'string') return;
  const message = (error: unknown) => (typeof error === 'function' ? String(error({}) ?? '') : '');
  const messages: string[] = [];
  // The format's own check (an email's pattern) comes first, then each `.regex()` in order.
  if (typeof def.format === 'string' && ctx.jsonSchema.pattern !== undefined) messages.push(message(def.error));
  for (const check of (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const checkDef = check._zod.def;
    if (checkDef.check === 'string_format' && checkDef.format === 'regex') messages.push(message(checkDef.error));
  }
  if (def.format === 'url') {
    // `z.url({ protocol: /^https$/ })`: JSON Schema says only "uri"; the editor gets the protocol as a pattern.
    const protocol = def.protocol instanceof RegExp ? def.protocol.source.replace(/^\^|\$$/g, '') : 'https?';
    ctx.jsonSchema.pattern = `^(?:${protocol})://\\S+$`;
    messages.unshift(message(def.error) || `expected a link starting with ${protocol}://`);
  }
  if (messages.some(Boolean)) ctx.jsonSchema['x-pattern-messages'] = messages;
}

/** A zod schema as the JSON Schema the fields are made from. */
export function nodeOf(schema: z.ZodType): Node {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override }) as Node;
}

/** One pattern for the editor from the schema's one or several (every one must match: lookaheads). */
function patternOf(node: Node): [string, string] | undefined {
  const patterns = [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined,
  );
  if (patterns.length === 0) return undefined;
  const messages = (node['x-pattern-messages'] ?? []).filter(Boolean);
  const message = messages.length > 0 ? messages.join('; ') : 'does not have the expected form';
  if (patterns.length === 1) return [patterns[0]!, message];
  return [`^${patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern}))`).join('')}`, message];
}

interface Context {
  /** The content folder's photos, from the repository's root: where uploads go. */
  mediaFolder: string;
  /** Whether the venue has several languages: each field then says whether it is translated. */
  i18n?: boolean;
  /** The default language's locale in the editor: the one that must fill in words other languages may repeat. */
  defaultLocale?: string;
}

/**
 * Whether a node holds the venue's words, as `shapeOf` (src/content/languages.ts) reads the schema: the nearest mark
 * decides, and `translatable: false` on a group or list keeps all of it out of the other languages' files.
 */
function hasWordsNode(node: Node, inherited = false): boolean {
  if (node.translatable === false) return false;
  const marked = node.translatable ?? inherited;
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  if (type === 'object' && node.properties) return Object.values(node.properties).some((child) => hasWordsNode(child));
  if (type === 'array') return hasWordsNode(node.items ?? {}, marked);
  return marked;
}

/** The editor's field for one property of an object (or the item of a list). */
function fieldOf(name: string, node: Node, required: boolean, context: Context): EditorField {
  const field: EditorField = { name, label: node.label ?? keyInWords(name), widget: 'string' };
  if (node.description) field.hint = node.description;
  if (!required || node.default !== undefined) field.required = false;
  // The venue's name in another language is its own choice (promises §19): required in the default language only.
  else if (context.i18n && node.mayRepeat && context.defaultLocale) field.required = [context.defaultLocale];
  if (node.default !== undefined) field.default = node.default;
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;

  if (type === 'object' && node.properties) {
    field.widget = 'object';
    field.fields = fieldsOf(node, context);
  } else if (type === 'array') {
    const items = node.items ?? {};
    if (items.enum) {
      // A list of choices (days of the week): one select that takes several.
      field.widget = 'select';
      field.multiple = true;
      field.options = items.enum.map(String);
    } else if (items.type === 'object' && items.properties) {
      field.widget = 'list';
      field.fields = fieldsOf(items, context);
      // Each language's list keeps its own order, so an item's words follow it by its id (src/content/languages.ts):
      // the editor copies the id into the other languages' files, where staff cannot change it.
      const itemId = field.fields.find((sub) => sub.name === ITEM_ID);
      if (context.i18n && itemId && hasWordsNode(node)) itemId.i18n = 'duplicate';
    } else {
      field.widget = 'list';
      field.field = fieldOf(name === 'except' ? 'date' : 'item', items, true, context);
      field.field.label = node.label ?? keyInWords(name);
      delete field.field.hint;
      if (PROSE.has(name) && field.field.widget === 'string') field.field.widget = 'text';
    }
    if (node.minItems !== undefined && node.minItems > 0) field.min = node.minItems;
    if (node.maxItems !== undefined) field.max = node.maxItems;
  } else if (type === 'integer' || type === 'number') {
    field.widget = 'number';
    field.value_type = type === 'integer' ? 'int' : 'float';
    // The editor's limits are inclusive: an exclusive one moves by a whole number, or by a hundredth.
    const step = type === 'integer' ? 1 : 0.01;
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + step : undefined);
    const max = node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - step : undefined);
    if (min !== undefined && !NO_LIMIT.has(min)) field.min = min;
    if (max !== undefined && !NO_LIMIT.has(max)) field.max = max;
  } else if (type === 'boolean') {
    field.widget = 'boolean';
  } else if (node.enum) {
    field.widget = 'select';
    field.options = node.enum.map(String);
  } else if (!node.editor && node.anyOf?.some((part) => part.type === 'object' || part.type === 'array')) {
    // A union of groups or lists has no one field: say so at build rather than show a text box that cannot hold it.
    throw new Error(
      `editor config: "${name}" is a choice between groups or lists, which no editor field holds: give it .meta({ editor: { widget: … } })`,
    );
  } else {
    // Text, and what JSON Schema cannot say (a union of text and a number, a refinement alone): text the build checks.
    field.widget = PROSE.has(name) ? 'text' : 'string';
    const pattern = patternOf(node);
    if (pattern) field.pattern = pattern;
  }

  Object.assign(field, node.editor);
  if (field.widget === 'image') {
    // Uploads land in the content's photos/, and the field holds `photos/<name>`, as the schema reads it.
    field.media_folder = `/${context.mediaFolder}`;
    field.public_folder = 'photos';
    // A link to a picture elsewhere is not a file of photos/, which the schema asks for.
    field.choose_url = false;
    delete field.pattern;
  }
  // A date picker and a UUID the editor makes write their own form.
  if (field.widget === 'datetime' || field.widget === 'uuid') delete field.pattern;
  // Words are written in each language's file; the rest only in the default language's (Sveltia's `i18n: false`).
  // A time is written once, and copied into each language's file (the build takes the same time there as none).
  if (context.i18n) field.i18n = node.timeOrWords ? 'duplicate' : hasWordsNode(node);
  return field;
}

/** The fields of an object node, in the schema's order. */
export function fieldsOf(node: Node, context: Context): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, required.has(name), context),
  );
}

/** What the editor's list of files calls each content file. */
const FILE_LABELS: Record<keyof typeof CONTENT_FILES, string> = {
  site: 'The venue: name, contact, hours, navigation',
  venue: 'Spaces, occasions and suppliers',
  home: 'Home page',
  venuePage: 'Venue page',
  contact: 'Contact page',
  news: 'News page',
  gallery: 'Gallery page',
  events: 'Events',
  whatsOn: "What's on page",
  prices: 'Packages and prices',
  words: "The site's words: labels, buttons, messages",
};

export interface EditorConfigOptions {
  /** The content folder from the repository's root, as CONTENT_DIR names it: `content`, `examples/rooftop`. */
  contentPath: string;
  /** Where the editor reads and saves (GitHub, GitLab, Gitea…); the local repository works with any of them. */
  backend?: Record<string, unknown>;
  /** The venue's languages, the default first (`content.languages`); one language or none: no i18n at all. */
  languages?: readonly string[];
  /**
   * The folder holds the answers file (src/content/new-venue.ts `ANSWERS_FILE`): it is the demo's, and the editor
   * offers to put the venue's own site in its place.
   */
  offersNewVenue?: boolean;
}

/** The whole configuration, as a plain object. */
export function editorConfig({ contentPath, backend, languages = [], offersNewVenue = false }: EditorConfigOptions) {
  const folder = contentPath.replace(/^\.?\/+|\/+$/g, '') || '.';
  const at = (file: string) => (folder === '.' ? file : `${folder}/${file}`);
  const mediaFolder = at('photos');
  const i18n = languages.length > 1;
  // The file names' locale is the language's code in lower case (pages/home.pt-br.yaml), as the loader reads them.
  const locales = languages.map(languageCode);
  const context: Context = { mediaFolder, i18n, defaultLocale: locales[0] };
  const i18nOptions = i18n
    ? {
        i18n: {
          structure: 'multiple_files',
          locales,
          default_locale: locales[0],
          // The default language's words stay in pages/home.yaml, so a one-language folder needs no renaming.
          omit_default_locale_from_file_path: true,
        },
      }
    : {};
  const files = {
    name: 'content',
    label: 'Content',
    media_folder: `/${mediaFolder}`,
    public_folder: 'photos',
    ...(i18n ? { i18n: true } : {}),
    files: (
      Object.entries(CONTENT_FILES) as [
        keyof typeof CONTENT_FILES,
        (typeof CONTENT_FILES)[keyof typeof CONTENT_FILES],
      ][]
    ).map(([key, { file, schema }]) => ({
      name: key,
      label: FILE_LABELS[key] ?? keyInWords(key),
      file: at(i18n ? languageFile(file, '{{locale}}') : file),
      ...(i18n ? { i18n: true } : {}),
      fields: fieldsOf(nodeOf(schema), context),
    })),
  };
  return {
    backend: backend ?? { name: 'github', repo: 'owner/repository', branch: 'main' },
    ...i18nOptions,
    // Sveltia's global public folder must start with "/"; the collection's (below) says what a field holds.
    media_folder: mediaFolder,
    public_folder: '/photos',
    output: { omit_empty_optional_fields: true },
    // New files' names from their titles in plain ASCII, accents dropped ("Café" → cafe): a post's name is its address.
    slug: { encoding: 'ascii', clean_accents: true },
    // Stock photo services: pictures from other origins, which /admin/'s policy refuses and the schema cannot use.
    media_libraries: { stock_assets: false },
    // A tuple: the content files first (collections[0]), then the news' folder, then in the demo's folder alone the
    // question that puts the venue's own in its place.
    collections: [
      files,
      newsCollection(at(NEWS_FOLDER), context),
      ...(offersNewVenue ? [newVenueCollection(at(ANSWERS_FILE), context)] : []),
    ] as [typeof files, ReturnType<typeof newsCollection>, ReturnType<typeof newVenueCollection>?],
  };
}

/** The editor's check of a new post's file name, as the loader's (`NEWS_SLUG`). */
const NEWS_SLUG_PATTERN: [string, string] = [
  NEWS_SLUG.source,
  'lower-case letters, digits and hyphens, like spring-open-evening',
];

/**
 * The venue's own news (promises §14): a folder collection of `news/`, a Markdown file a post, its front matter the
 * schema's `newsPost` and its body the post, as the loader reads them (src/content/load.ts). With several languages
 * each post's words in another language go in `news/<slug>.<code>.md`, and may be left out (the post is then shown in
 * the default language).
 */
function newsCollection(folder: string, context: Context) {
  return {
    name: 'news',
    label: 'News',
    label_singular: 'Post',
    description:
      'Posts for the news blocks of the home page, the news page and a page of their own (when the site has no blog: BLOG_URL unset).',
    folder,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    // The file's name is the post's address, /news/<slug>: made from the title, lower-case letters, digits and hyphens.
    slug: {
      template: '{{slug}}',
      pattern: NEWS_SLUG_PATTERN,
    },
    identifier_field: 'title',
    summary: '{{date}} · {{title}}',
    sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
    media_folder: `/${context.mediaFolder}`,
    public_folder: 'photos',
    // A post need not be written in every language: staff may turn one off for a post, which is then shown in the
    // default language there (Sveltia's `initial_locales: all`: every language on at first, each may be turned off).
    ...(context.i18n ? { i18n: { initial_locales: 'all' } } : {}),
    fields: [
      ...fieldsOf(nodeOf(newsPost), context),
      {
        name: 'body',
        label: 'Post',
        widget: 'markdown',
        hint: "The post itself, in Markdown. Its pictures are photos of the content folder's photos/ (JPEG, PNG or WebP).",
        ...(context.i18n ? { i18n: true } : {}),
      } satisfies EditorField,
    ],
  };
}

/**
 * The demo's question to its owner (promises §18): the answers `npm run new-venue` asks in a terminal, in one file of
 * the demo's folder. Saving it has the repository's workflow (.github/workflows/new-venue.yml) write the venue's own
 * folder in the demo's place, which the host then builds; the editor shows the new folder's files once it reloads.
 */
function newVenueCollection(file: string, context: Context) {
  return {
    name: 'new-venue',
    label: "Your venue's own site",
    description:
      "This site shows Foyer's demo venue. Answer these six questions and save: a few minutes later the demo's pages and photos are gone, and your venue's own are here to fill in (each word to write marked [like.this], each photo to replace crossed out). Reload the editor to see them.",
    files: [
      {
        name: 'answers',
        label: 'Your venue',
        file,
        fields: fieldsOf(nodeOf(answersFile), { ...context, i18n: false }),
      },
    ],
  };
}

export type EditorConfig = ReturnType<typeof editorConfig>;

/** The configuration as `/admin/config.yml` serves it. */
export function editorConfigYaml(options: EditorConfigOptions): string {
  return stringify(editorConfig(options), { lineWidth: 0 });
}
