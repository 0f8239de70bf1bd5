/**
 * What a venue's content folder must hold, file by file: the one description the build checks against and the
 * pages' types come from. Messages name what was expected in the venue's words ("a whole number"), because the
 * person who reads them edits YAML, not TypeScript.
 */
import { z } from 'zod';
// Relative, not '@/': the Astro integration loads this file with astro.config.mjs, before any alias exists.
import { isCalendarDate, isoWeekday } from '../shared/calendar';
import { isSitePath } from '../shared/links';
import { isRuleDay, REPEAT_EVERY, WEEKS_OF_MONTH } from '../lib/repeats';
import { DAYS, MONTHS, PRICE_UNITS, type Day } from './names';
import { phoneProblem, samePhone } from './phone';
import { WORDS_FILE, wordsFile } from './words';
import { DEFAULT_TYPEFACES, SCRIPT_NAMES, SCRIPTS, type Script } from './typefaces';

export { DAYS, type Day } from './names';

/**
 * The layouts a space can be set in, in the order the venue page's table shows them: seated in rows (theatre, and a
 * ceremony's rows with an aisle), at tables (dinner), standing (reception, and cocktail: standing with some seats
 * and high tables), then the working ones. A layout added later goes beside the one nearest in meaning; each keeps
 * its meaning, since venues' figures ({hall.reception}) and translations name it.
 */
export const LAYOUTS = [
  'theatre',
  'ceremony',
  'dinner',
  'reception',
  'cocktail',
  'cabaret',
  'classroom',
  'boardroom',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * The venue's words: each language of the venue has its own (src/content/languages.ts). Marked here, on the
 * building block, so a field added with `text` is translated with no second edit; a text that is the same in every
 * language (a phone number, a name) opts out with `.meta({ translatable: false })`, which a whole group or list
 * may carry too.
 */
const text = z
  .string({ error: 'expected text' })
  .trim()
  .min(1, { error: 'expected text, not an empty one' })
  .meta({ translatable: true });
const optionalText = z.string({ error: 'expected text' }).trim().meta({ translatable: true }).optional();
/** Text that stays as it is in every language. */
const sameText = text.meta({ translatable: false });
const wholeNumber = z.int({ error: 'expected a whole number' }).positive({ error: 'expected a whole number above 0' });
/** A share of a width or a height, from 0 to 1: where a point is in a photo. */
const fraction = z
  .number({ error: 'expected a number from 0 to 1' })
  .min(0, { error: 'expected a number from 0 to 1' })
  .max(1, { error: 'expected a number from 0 to 1' });
/** A length in the venue's units (site.yaml's `units`: metres or feet). */
const length = z
  .number({ error: "expected a number (a length in the venue's units)" })
  .positive({ error: "expected a number above 0 (a length in the venue's units)" });

/** A fontsource package's name, without its scope: `noto-serif-jp` is @fontsource/noto-serif-jp. */
const fontsourceName = z
  .string({ error: 'expected the name of a fontsource package, like noto-serif-jp' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'expected the name of a fontsource package, like noto-serif-jp (for @fontsource/noto-serif-jp)',
  })
  .meta({ translatable: false });
/** What a venue measures its spaces in: the pages say lengths and areas in it. */
const UNITS = ['metres', 'feet'] as const;
export type Units = (typeof UNITS)[number];
const id = z
  .string({ error: 'expected an id' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected an id of lower-case letters, digits and hyphens' });
/**
 * The id of an item of a list whose translations must follow it (src/content/languages.ts): the editor fills it in
 * (a UUID, never typed), and hand-written content may give a word instead (`rain`). Needed where the venue speaks
 * several languages, where each language's file names the item its words are for.
 */
const itemId = id.optional().meta({
  label: 'Id',
  description: "Filled in by the editor: it keeps this item's words in every language together.",
  editor: { widget: 'uuid' },
});
/**
 * A link inside the site ("/contact", "/venue#faq", "#spaces") or to the web: never a script URL. One written as the
 * site's own must stay on it (docs/promises.md §15): `//host` and `/\host` look like paths but lead to another site.
 */
const href = z
  .string({ error: 'expected a link' })
  // A leading \ passes here to get the message below: a browser reads it as /.
  .regex(/^([/\\]|#|https?:\/\/|mailto:|tel:)/, {
    error: 'expected a link starting with /, #, https://, mailto: or tel:',
  })
  .refine((value) => !/^[/\\]/.test(value) || isSitePath(value), {
    error:
      'a link to this site must start with a single / followed by a path, like /venue; a link to another site must start with https://',
  });
const link = z
  .strictObject(
    {
      label: text.describe('The words of the link or button.'),
      href: href.meta({
        label: 'Link',
        description: 'Where it goes: a page of the site (/contact, /venue#faq, #spaces) or a https:// address.',
      }),
    },
    { error: 'expected a link with a label and an href' },
  )
  .describe('A link: its words and where it goes.');
/** A file in the content folder, by its path from the folder ("photos/hall.jpg"). */
const filePath = z.string({ error: 'expected a file path' }).regex(/^\/?(?!\/)(?!.*\.\.)[\w./ -]+$/, {
  error: 'expected a path inside the content folder, like photos/hall.jpg',
});
/**
 * The staff's editor writes a photo it uploads from the content folder's root, `/photos/hall.jpg` (Sveltia makes every
 * public folder but a `./` one absolute): the same file as `photos/hall.jpg`. The editor picks or uploads the file
 * (into the folder's photos/) rather than taking its path typed.
 */
const fileOf = (path: z.ZodString) =>
  path.transform((value) => value.replace(/^\//, '')).meta({ editor: { widget: 'image' } });
const file = fileOf(filePath);
export const picture = z.strictObject(
  {
    src: file.meta({ label: 'Photo', description: "The photo: a file in the content folder's photos/." }),
    alt: z
      .string({ error: 'expected alt text' })
      .trim()
      .min(1, { error: 'a photo needs alt text that says what it shows' })
      .meta({
        label: 'Alt text',
        description: 'What the photo shows, for people who cannot see it (every photo needs one).',
        translatable: true,
      }),
  },
  { error: 'expected a photo: src and alt' },
);
const time = z
  .string({ error: 'expected a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected a time like 09:00' });
const seo = z
  .strictObject({
    title: text.describe("The page's title in the browser tab, a search result and a shared link."),
    description: text.describe('A sentence or two a search result and a shared link show under the title.'),
  })
  .meta({ label: 'Search and sharing', description: 'What a search result and a shared link say about the page.' });
const sectionHead = z.strictObject({
  eyebrow: text.describe('The small words above the title.'),
  title: text.describe("The section's title."),
});
const lede = text.describe('The sentence or two under the title.');
/**
 * A BCP 47 language tag as a venue lists it: a language, then a script and a region where needed (`en-GB`, `fr`,
 * `pt-BR`, `zh-Hant-TW`), in the standard's own case.
 */
const languageTag = z
  .string({ error: 'expected a language tag like en-GB' })
  .regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/, {
    error: 'expected a language tag like en-GB, fr or pt-BR',
  });

/** A link of a list (the menu, the footer): with its id, so that each language's words stay on it. */
const listedLink = link.extend({ id: itemId });
const navLink = listedLink.extend({
  children: z
    .array(listedLink)
    .optional()
    .meta({ label: 'Submenu', description: 'Links shown under this one when the menu opens (optional).' }),
});

export const siteFile = z
  .strictObject({
    // A name per language (promises §19): another language may give its own (金閣庵, Kinkaku-an) or keep this one;
    // SITE_NAME replaces it in every language.
    name: text
      .meta({ mayRepeat: true })
      .describe(
        "The venue's name, as every page and the title of each shows it; another language's file may give the name its readers use.",
      ),
    description: text.describe('What a search result and a shared link say about the venue as a whole.'),
    titleSuffix: text.describe('Follows the name in the title of the home page and of pages without their own title.'),
    // No default written into the schema: the editor would fill it in beside `languages`, which the loader refuses.
    language: languageTag
      .optional()
      .describe("The pages' language, as a tag like en-GB, for a venue with one (en-GB when left out)."),
    languages: z
      .array(languageTag, { error: 'expected a list of language tags, like [en-GB, fr]' })
      .min(1, { error: 'expected at least one language' })
      .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, {
        error: 'expected each language once',
      })
      .optional()
      .describe(
        "The venue's languages, the default first, like [en-GB, fr] (instead of language). Each other language's words go in files beside the default's: pages/home.fr.yaml.",
      ),
    blogLanguage: languageTag
      .optional()
      .describe(
        "The language the venue's blog is written in, as a tag like en-GB. Its posts are shown as the blog has them on every language's pages, marked as this language where it is not the page's (the venue's first language when left out).",
      ),
    fonts: z
      .strictObject(
        Object.fromEntries(
          SCRIPTS.map((script) => [
            script,
            z
              .strictObject({
                display: fontsourceName
                  .optional()
                  .describe(
                    `The face of the ${SCRIPT_NAMES[script]} headings, like ${DEFAULT_TYPEFACES[script].display}.`,
                  ),
                text: fontsourceName
                  .optional()
                  .describe(`The face of the ${SCRIPT_NAMES[script]} text, like ${DEFAULT_TYPEFACES[script].text}.`),
              })
              .optional()
              .describe(`The faces of the venue's ${SCRIPT_NAMES[script]}.`),
          ]),
        ) as Record<
          Script,
          z.ZodOptional<
            z.ZodObject<{ display: z.ZodOptional<typeof fontsourceName>; text: z.ZodOptional<typeof fontsourceName> }>
          >
        >,
        {
          error: `expected faces by script: ${SCRIPTS.join(', ')} (Jpan is Japanese, Hans and Hant Chinese, Kore Korean, Arab Arabic, Hebr Hebrew)`,
        },
      )
      .meta({ translatable: false })
      .optional()
      .describe(
        'The typefaces of the scripts beyond Latin that the venue writes, by script (Jpan: Japanese, Arab: Arabic…), each a display and a text face from fontsource, like { Jpan: { display: noto-serif-jp, text: noto-sans-jp } }; left out, each script has its default.',
      ),
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'expected a colour like #16120e' })
      .default('#16120e')
      .describe("The colour a phone's browser paints around the site, like #16120e."),
    /** The venue's clock, an IANA zone name: its events' times and the days its calendar holds are read in it. */
    timeZone: z
      .string()
      .refine(
        (zone) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        },
        { error: 'expected a time zone name like Europe/London' },
      )
      .default('Europe/London')
      .describe(
        "The venue's clock, a time zone name like Europe/London: events' times and the calendar's held days are read in it.",
      ),
    // The clock and the digits are the venue's choice on every page (promises §19), whatever its languages'
    // defaults: an Arabic page says "20:00" where `ar` alone would say "8:00 م".
    clock: z
      .enum(['12-hour', '24-hour'], { error: 'expected 12-hour or 24-hour' })
      .optional()
      .describe(
        "The clock the pages tell times in: 12-hour (8 PM) or 24-hour (20:00); each language's own when left out.",
      ),
    digits: z
      .enum(Intl.supportedValuesOf('numberingSystem') as [string, ...string[]], {
        error: 'expected a numbering system like latn (0123) or arab (٠١٢٣)',
      })
      .optional()
      .describe(
        "The digits the pages write figures in: latn (0123), arab (٠١٢٣), arabext (۰۱۲۳)…; each language's own when left out.",
      ),
    units: z
      .enum(UNITS, { error: `expected one of ${UNITS.join(', ')}` })
      .default('metres')
      .describe(
        "What the spaces' sizes (venue.yaml) are written in, metres or feet: the pages say lengths and areas (m², sq ft) in it.",
      ),
    // An SVG is linked as it is; the build draws a PNG's sizes (src/shared/site-icon.server.ts). The loader checks
    // that a PNG is square and large enough, which needs the file.
    icon: fileOf(
      filePath.regex(/\.(svg|png)$/i, {
        error: 'expected the name of an SVG or PNG file in the folder, like icon.svg or icon.png',
      }),
    ).describe(
      "The browser tab's icon, a file in the content folder: an SVG drawn to be read at 16 px, or a square PNG of at least 180 × 180 px (the build makes the tab's and a phone's home screen's sizes from it).",
    ),
    shareImage: picture
      .extend({
        src: fileOf(
          filePath.regex(/\.(jpe?g|png|webp)$/i, {
            error: 'expected a JPEG, PNG or WebP photo, like photos/terrace.jpg',
          }),
        ).meta({
          label: 'Photo',
          description:
            "Any photo of the content folder's photos/ (JPEG, PNG or WebP): the build cuts 1200 × 630 from it.",
        }),
        focus: z
          .strictObject(
            {
              x: fraction.meta({
                label: 'Across',
                description: 'From the left edge (0) to the right (1): 0.5 is the middle.',
              }),
              y: fraction.meta({
                label: 'Down',
                description: 'From the top (0) to the bottom (1): 0.5 is the middle.',
              }),
            },
            { error: 'expected a point: x and y, each from 0 to 1' },
          )
          .optional()
          .meta({
            label: 'Focal point',
            description:
              'What the cut keeps in view, like { x: 0.5, y: 0.3 } for something high in the middle (optional: the middle of the photo).',
          }),
      })
      .describe('The picture a shared link shows: the build cuts 1200 × 630 from the photo, around its focal point.'),
    contact: z
      .strictObject({
        // Checked with the address's country below; the loader works out the number a phone dials (src/content/phone.ts).
        phone: sameText.describe(
          "The phone number as the pages show it, written as you would write it, like 0113 496 0418 or (518) 555-0173: without + and a country code, it is read as a number in the address's country.",
        ),
        phoneInternational: sameText.optional().meta({
          label: 'Phone (international)',
          description:
            'Optional: the same number with + and the country code, like +44 113 496 0418 (worked out from the phone when left out).',
        }),
        email: z.email({ error: 'expected an email address' }).describe('The address enquiries go to.'),
      })
      .describe('How to reach the venue.'),
    address: z
      .strictObject({
        street: text.describe(
          'The building and street, as the country writes them: 10 High Street, Unter den Linden 5.',
        ),
        line2: optionalText.describe('A second line, like Suite 200 or Unit 4 (optional).'),
        locality: text.describe('The town or city.'),
        region: optionalText.describe(
          "The county, state or province (optional). The pages write it where the country's addresses have it (a US state, not an English county).",
        ),
        // A ZIP code typed without quotes (12208) is a number to YAML: the loader keeps it as typed (leading zeros too).
        postalCode: z
          .union([sameText, z.number({ error: 'expected text' }).int().nonnegative()], {
            error: 'expected a postal code, like HX7 4QD or 12208',
          })
          .transform(String)
          .describe("The postcode or ZIP code. The pages write the address in the country's order."),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code like GB' })
          .describe(
            'The two-letter country code, like GB or US: it orders the address as the country does, and a phone number without + is read as one of this country.',
          ),
        countryName: text.describe('The country, as the pages write it.'),
        mapUrl: z
          .url({ protocol: /^https$/, error: 'expected an https:// link to a map' })
          .meta({ label: 'Map link', description: 'An https:// link to the venue on a map.' }),
      })
      .describe("The venue's address, as the pages and search engines show it."),
    hours: z
      .array(
        z.strictObject({
          id: itemId,
          days: text.describe('The days as the pages say them, like Monday to Friday.'),
          schemaDays: z
            .array(z.enum(DAYS, { error: `expected one of ${DAYS.join(', ')}` }))
            .min(1)
            .meta({
              label: 'Days for search engines',
              description: 'The same days, each named: what search engines read.',
            }),
          opens: time.describe(
            'When the office opens, on the 24-hour clock, like 09:00: the pages say it as their language does (9 AM, 09:00).',
          ),
          closes: time.describe('When it closes, on the 24-hour clock, like 18:00.'),
        }),
      )
      .min(1)
      .describe('Office and viewing hours, a line for each set of days.'),
    eventsUntil: text.describe('The words saying how late events may run, shown beside the hours.'),
    hoursLabel: text.describe('The heading over the hours.'),
    navigation: z
      .strictObject({
        main: z
          .array(navLink)
          .min(1)
          .describe("The menu's links, in order. An entry for /whats-on shows while events are coming."),
        secondary: z.array(listedLink).describe('The smaller links in the footer.'),
      })
      .describe("The site's menu and the footer's links."),
    footer: z
      .strictObject({
        subscribeTitle: text.describe("The title over the footer's sign-up."),
        subscribeText: text.describe('The words beside the sign-up.'),
        findUs: text.describe('The heading over the address.'),
        legal: optionalText.describe('A line of small print at the foot of every page (optional).'),
      })
      .describe("The words of every page's footer."),
    notFound: z
      .strictObject({
        eyebrow: text.describe('The small words above the title.'),
        title: text.describe("The page's title."),
        lede: text.describe('The sentence under the title.'),
        button: text.describe('The words of the button back to the home page.'),
      })
      .meta({ label: 'Page not found', description: 'The page a wrong address shows.' }),
  })
  // The phone is read in the address's country, so it is checked here, with both at hand. `when`: also while another
  // field of the file is wrong, so that one build names every problem.
  .superRefine(
    (site, context) => {
      const { contact, address } = site;
      const country: unknown = address?.country;
      // Without a sound country a number cannot be read; the country's own problem is reported.
      if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) return;
      const problem = (field: 'phone' | 'phoneInternational', message: string) =>
        context.addIssue({ code: 'custom', path: ['contact', field], message, input: contact[field] });
      const phone = phoneProblem(contact.phone, country);
      if (phone) problem('phone', phone);
      if (contact.phoneInternational === undefined) return;
      if (!contact.phoneInternational.trim().startsWith('+'))
        problem('phoneInternational', 'expected the number with + and its country code, like +44 113 496 0418');
      else {
        const international = phoneProblem(contact.phoneInternational, country);
        if (international) problem('phoneInternational', international);
        else if (!phone && !samePhone(contact.phone, contact.phoneInternational, country))
          problem('phoneInternational', `expected the same number as phone (${contact.phone}), or leave it out`);
      }
    },
    {
      when: ({ value }) => {
        const contact = (value as { contact?: { phone?: unknown; phoneInternational?: unknown } })?.contact;
        return (
          typeof contact?.phone === 'string' && ['string', 'undefined'].includes(typeof contact.phoneInternational)
        );
      },
    },
  );

const space = z.strictObject({
  id: id.describe(
    "The space's name in links and figures ({weaving-hall.dinner}): lower-case letters, digits and hyphens, different for each.",
  ),
  name: text.describe("The space's name, as the pages show it."),
  summary: text.describe('One line for its card.'),
  description: text.describe('A few sentences for the venue page.'),
  dimensions: z
    .strictObject({
      length: length.describe("In the venue's units (site.yaml: metres or feet)."),
      width: length.describe("In the venue's units (site.yaml: metres or feet)."),
      height: length.optional().describe("In the venue's units (optional)."),
      note: optionalText.describe('A word about the shape, like "L-shaped" (optional).'),
    })
    .describe("The floor, in the venue's units (site.yaml: metres or feet): the pages work out its area."),
  capacity: z
    .strictObject(
      Object.fromEntries(
        LAYOUTS.map((layout) => [
          layout,
          // The staff's editor is in English; what the pages call a layout is the dictionary's (src/i18n: `layouts`).
          wholeNumber.optional().describe(`Guests in the ${layout} layout (optional).`),
        ]),
      ) as Record<Layout, z.ZodOptional<typeof wholeNumber>>,
    )
    .refine((capacity) => LAYOUTS.some((layout) => capacity[layout] !== undefined), {
      error: `expected at least one layout (${LAYOUTS.join(', ')})`,
    })
    .describe(
      'Guests per layout (ceremony: rows with an aisle; reception: standing; cocktail: standing with some seats and high tables). Give only the layouts the space offers, at least one; the pages work out their totals from these.',
    ),
  photo: picture.optional().describe("The space's photo (optional: without one, its drawing shows)."),
  /** A drawing, shown where there is no photo. */
  art: file.optional().meta({ label: 'Drawing', description: 'A drawing, shown where there is no photo (optional).' }),
  plan: picture
    .extend({
      src: fileOf(
        filePath.regex(/\.(svg|png|jpe?g)$/i, {
          error: 'expected an SVG, PNG or JPEG file, like photos/hall-plan.png',
        }),
      ).meta({
        label: 'Plan',
        description: "The floor plan: an SVG, PNG or JPEG file in the content folder's photos/.",
      }),
    })
    .optional()
    .meta({
      label: 'Floor plan',
      description: 'A drawing of the floor, shown beside the photo, large on a tap, and in the brochure (optional).',
    }),
});

export const venueFile = z.strictObject({
  spaces: z
    .array(space)
    .min(1, { error: 'expected at least one space' })
    .describe('The rooms and places an event can have, in the order the pages show them.'),
  occasions: z
    .array(
      z.strictObject({
        id: id.describe('Its name in links: lower-case letters, digits and hyphens, different for each.'),
        name: text.describe('What the pages call it.'),
        text: text.describe(
          'A sentence about it.' +
            ' Words in braces ({most_guests}, {space_count_word}, {weaving-hall.dinner}, {from_price}) are worked out from the spaces and the prices.',
        ),
      }),
    )
    .min(1, { error: 'expected at least one kind of event' })
    .describe('The kinds of event the venue holds: the home page lists them, and the enquiry form offers them.'),
  layoutNames: z
    .strictObject(
      Object.fromEntries(
        LAYOUTS.map((layout) => [layout, text.optional().describe(`What the pages call the ${layout} layout.`)]),
      ) as Record<Layout, z.ZodOptional<typeof text>>,
      { error: `expected a group of layouts and their names, like { reception: Standing }` },
    )
    .optional()
    .meta({
      label: 'Names of the layouts',
      description: `The venue's own names for some layouts, like reception: Standing (optional: the site's names otherwise). The layouts keep their meaning and their order: ${LAYOUTS.join(', ')}.`,
    }),
  // A plain name (`- Calder & Crust`), as suppliers were first written, is read as { name } (src/content/old-forms.ts).
  suppliers: z
    .array(
      z.strictObject(
        {
          id: itemId,
          // A business's name, written the same in every language.
          name: sameText.describe("The supplier's name, as the scrolling names and the list show it."),
          kind: optionalText.meta({
            label: 'What they do',
            description: 'What they do here, like Caterer, Florist or Sound and lighting (optional).',
          }),
          url: z
            .url({ protocol: /^https$/, error: "expected an https:// link to the supplier's site" })
            .optional()
            .meta({ label: 'Website', description: "An https:// link to the supplier's site (optional)." }),
        },
        { error: 'expected a supplier: a name, and a kind and a link if you like' },
      ),
    )
    .default([])
    .describe(
      'Suppliers who work here often: the home page scrolls their names, and lists each with what they do and a link.',
    ),
});

const more = link.describe('The link under the section to the page with more.');

export const homePage = z
  .strictObject({
    seo,
    hero: z
      .strictObject({
        eyebrow: text.describe('The small words above the title.'),
        title: text.describe("The page's big title."),
        lede,
        primary: link.describe('The first button.'),
        secondary: link.describe('The second button.'),
        photo: picture.optional().describe('The photo behind the title (optional).'),
      })
      .describe('The top of the page.'),
    intro: z
      .strictObject({
        title: text.describe("The section's title."),
        paragraphs: z.array(text).min(1).describe('The paragraphs, in order.'),
        facts: z
          .array(
            z.strictObject({
              id: itemId,
              label: text.describe('What the figure is, like Guests.'),
              value: z.union([text, z.number()]).transform(String).describe('The figure, like 350 or {most_guests}.'),
            }),
          )
          .describe('The figures beside the words.'),
      })
      .describe('The words under the top of the page.'),
    spaces: sectionHead.extend({ more }).describe("The spaces' section."),
    occasions: sectionHead.describe('The section of the kinds of event.'),
    // A single `testimonial: { quote, by }`, as it was first written, is read as a list of one (src/content/old-forms.ts).
    testimonials: z
      .array(
        z.strictObject({
          id: itemId,
          quote: text.describe('What they said.'),
          by: text.describe('Who said it, like Priya and Tom.'),
          occasion: optionalText.describe('What brought them, like their wedding or a product launch (optional).'),
        }),
      )
      .default([])
      .describe('Guests’ words, shown in this order under the kinds of event (optional).'),
    news: sectionHead.extend({ more }).describe("The blog's latest posts."),
    suppliers: z
      .strictObject({
        title: text.describe("The section's title."),
        label: text.describe(
          'What the list of suppliers under the scrolling names is called: the words that open it, like Suppliers we work with.',
        ),
      })
      // Optional where venue.yaml lists no suppliers (the loader asks for it where it lists some).
      .optional()
      .describe("The suppliers' section (needed where venue.yaml lists suppliers)."),
    feed: sectionHead
      .extend({
        // With a blog the feed is its post (FEED_POST_ID); without one, the venue fills it here, or has none (§14).
        photos: z
          .array(
            picture.extend({
              id: itemId,
              href: href
                .optional()
                .meta({ label: 'Link', description: 'Where the photo leads, like its post on Instagram (optional).' }),
            }),
          )
          .optional()
          .describe(
            'The photos of the feed when the site has no blog (BLOG_URL unset); without them the section is not shown then.',
          ),
      })
      // Optional (promises §14): without it, the home page has no feed section.
      .optional()
      .describe('The section of photos from the feed (optional: without it, the home page has none).'),
    callToAction: z
      .strictObject({ title: text.describe('The closing words.'), button: link.describe('Its button.') })
      .describe('The last section, before the footer.'),
  })
  .describe(
    'The home page, top to bottom.' +
      ' Words in braces ({most_guests}, {space_count_word}, {weaving-hall.dinner}, {from_price}) are worked out from the spaces and the prices.',
  );

const header = sectionHead.extend({ lede }).describe('The top of the page.');

const venuePage = z.strictObject({
  seo,
  header,
  spaces: z
    .strictObject({
      title: text.describe("The section's title."),
      tableCaption: text.describe('What the table of capacities is, for screen readers and under the table.'),
    })
    .describe('The spaces and their capacities (the spaces themselves are in venue.yaml).'),
  timeline: z
    .strictObject({
      title: text.describe("The section's title."),
      moments: z
        .array(
          z.strictObject({
            id: itemId,
            // A time is data, the same in every language (promises §10); words in its place ("Late") are translated.
            time: text
              .meta({ timeOrWords: true })
              .describe(
                'When, like 14:00 (said as the page\'s language says a time: 2 PM, 14:00; written once, for every language), or in words, like "Late", shown as written.',
              ),
            text: text.describe('What happens.'),
          }),
        )
        .describe('The moments of the day, in order.'),
    })
    .optional()
    .describe('A day in the venue, hour by hour (optional).'),
  faq: z
    .strictObject({
      title: text.describe("The section's title."),
      questions: z
        .array(
          z.strictObject({
            id: itemId,
            q: text.meta({ label: 'Question', description: 'The question.' }),
            a: text.meta({
              label: 'Answer',
              description:
                'Its answer.' +
                ' Words in braces ({most_guests}, {space_count_word}, {weaving-hall.dinner}, {from_price}) are worked out from the spaces and the prices.',
            }),
          }),
        )
        .min(1)
        .describe('The questions, in order.'),
    })
    .meta({ label: 'Questions', description: 'Questions and answers.' }),
  visit: z
    .strictObject({
      title: text.describe("The section's title."),
      hoursTitle: text.describe('The heading over the hours (the hours are in site.yaml).'),
      gettingHereTitle: text.describe('The heading over the ways here.'),
      gettingHere: z.array(text).describe('A line for each way here: by train, by car.'),
      mapLabel: text.describe('What a screen reader says the map is.'),
      button: link.describe('The button under the section.'),
    })
    .describe('How to visit.'),
});

const contactPage = z.strictObject({
  seo,
  header,
  enquiry: z.strictObject({ title: text.describe("The form's title.") }).describe('The enquiry form.'),
  aside: z
    .strictObject({ title: text.describe('The heading over the phone, email and address.') })
    .describe('Other ways to reach the venue.'),
  attachments: z
    .strictObject({ title: text.describe("The form's title."), text: text.describe('The words under it.') })
    .describe('The form for sending photos and plans.'),
});

const newsPage = z.strictObject({ seo, header });

const galleryPage = z.strictObject({
  seo,
  header,
  /** In the order the page shows them. */
  photos: z
    .array(picture.extend({ id: itemId, caption: optionalText.describe('Words under the photo (optional).') }))
    .min(1, { error: 'expected at least one photo' })
    .describe('The photos, in the order the page shows them.'),
});

/** A calendar day, `2026-12-31`: the shape, then whether the calendar has that day (no 31 November). */
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A moment on the venue's clock, `2026-12-05T21:00`: no seconds, no offset (the site's time zone says it). */
const DATE_TIME_SHAPE = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const TIME_SHAPE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a date's or a date-time's day is one the calendar has (no 31 November); the shape is checked before. */
const hasCalendarDay = (text: string): boolean => isCalendarDate(text.slice(0, 10));

const localDate = z
  .string({ error: 'expected a date like 2026-12-31' })
  .regex(DATE_SHAPE, { error: 'expected a date like 2026-12-31', abort: true })
  .refine(hasCalendarDay, { error: 'expected a date the calendar has' })
  // The editor's date picker writes the same text, 2026-12-31.
  .meta({ editor: { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false } });

/**
 * When an event starts: a date and time on the venue's clock (`2026-12-05T21:00`), or a date alone for an event
 * that lasts all day (`2027-01-10`). Written as the venue reads its diary, never in UTC: the site's `timeZone` turns
 * it into an instant, summer time included.
 */
const eventStart = z
  .string({ error: 'expected a date and time like 2026-12-05T21:00, or a date like 2027-01-10 for all day' })
  // One pattern for both shapes (the editor checks it too).
  .regex(new RegExp(`(?:${DATE_TIME_SHAPE.source})|(?:${DATE_SHAPE.source})`), {
    error: 'expected a date and time like 2026-12-05T21:00, or a date like 2027-01-10 for all day',
    abort: true,
  })
  .refine(hasCalendarDay, { error: 'expected a date the calendar has' });
/** A time alone (`02:00`: the next morning when it is not after the start), a date and time, or a last day. */
const eventEnd = z
  .string({ error: 'expected a time like 02:00, a date and time like 2026-12-06T02:00, or a date' })
  .regex(new RegExp(`(?:${TIME_SHAPE.source})|(?:${DATE_TIME_SHAPE.source})|(?:${DATE_SHAPE.source})`), {
    error: 'expected a time like 02:00, a date and time like 2026-12-06T02:00, or a date',
    abort: true,
  })
  .refine((text) => TIME_SHAPE.test(text) || hasCalendarDay(text), { error: 'expected a date the calendar has' });

/** The weekday of a `YYYY-MM-DD…` text, as DAYS names it. */
function weekdayOf(text: string): Day {
  return DAYS[isoWeekday(text.slice(0, 10)) - 1]!;
}

const weekday = z.enum(DAYS, { error: `expected one of ${DAYS.join(', ')}` });

/** The most dates a repeat with a count may have: such a rule is expanded from its start at each build. */
const MOST_REPEATS = 1000;

/**
 * An event's repeat as a venue keeps it, which becomes an RRULE that ical.js expands (src/lib/repeats.ts): every
 * week on some days, or every month on a date or on "the first Sunday"; every so many weeks or months; until a last
 * date or a number of times; less some dates. Which fields go together is checked with the event, whose start the
 * checks need.
 */
const repeatRule = z.strictObject(
  {
    every: z
      .enum(REPEAT_EVERY, { error: 'expected week or month' })
      .default('week')
      .describe('How often it comes round: week (on some days) or month (on a date, or on the first Sunday, say).'),
    interval: wholeNumber.default(1).describe('Every how many weeks or months: 1 for each one, 2 for every other.'),
    days: z
      .array(weekday, { error: 'expected a list of days, like [Friday, Saturday]' })
      .min(1, { error: 'expected at least one day' })
      .optional()
      .describe("Every week: the days of the week it happens on (the start's day among them)."),
    dayOfMonth: z
      .int({ error: 'expected a day of the month, 1 to 31' })
      .min(1, { error: 'expected a day of the month, 1 to 31' })
      .max(31, { error: 'expected a day of the month, 1 to 31' })
      .optional()
      .describe('Every month on a date: the day of the month, 1 to 31 (a month without that date is skipped).'),
    weekOfMonth: z
      .enum(WEEKS_OF_MONTH, { error: `expected one of ${WEEKS_OF_MONTH.join(', ')}` })
      .optional()
      .describe('Every month on a weekday: which one of the month (first, second, third, fourth or last), with Day.'),
    day: weekday.optional().describe('Every month on a weekday: the day of the week, with Week of month.'),
    until: localDate.optional().describe('The last date it may happen on (or give Count instead).'),
    count: wholeNumber
      .max(MOST_REPEATS, { error: `expected at most ${MOST_REPEATS} times` })
      .optional()
      .describe('How many times it happens, the first included, skipped dates counted (or give Until instead).'),
    except: z
      .array(localDate, { error: 'expected a list of dates' })
      .optional()
      .describe('Dates in between it skips (optional).'),
  },
  { error: 'expected a repeat: every week on some days, or every month, until a date or a number of times' },
);

/**
 * The first way of writing a repeat, `{ weekly: [Friday, Saturday], until: … }`, is still read as every week on those
 * days, so a folder written before needs no edit. The editor shows the fields above only; a mistake in such a repeat
 * is named as the field it becomes (`repeat.days`).
 */
const repeat = z.preprocess((value) => {
  if (value === null || typeof value !== 'object' || !('weekly' in value) || 'days' in value) return value;
  const { weekly, ...rest } = value as Record<string, unknown>;
  return { ...rest, days: weekly };
}, repeatRule);

/**
 * One public event (promises §11 "What's on"). Its link is one of two: `tickets`, where the tickets are sold, or
 * `enquire: true`, the enquiry form with the event's date chosen. `repeat` makes it come round every week or month
 * (`repeatRule`): every date is then an event of its own on the page.
 */
export const venueEvent = z
  .strictObject({
    id: id.describe("The event's name in links: lower-case letters, digits and hyphens, different for each event."),
    title: text.describe('What it is called.'),
    start: eventStart.describe(
      "On the venue's clock (site.yaml's time zone): a date and time, 2026-12-18T19:30, or a date alone, 2026-12-12, for an event that lasts all day.",
    ),
    /**
     * A timed event needs one: a time (`02:00`, the same evening or the next morning) or a date and time. An
     * all-day event may name its last day (a date) when it lasts several days.
     */
    end: eventEnd
      .optional()
      .describe(
        "A timed event's end: a time, 22:00 (the next morning when earlier than the start), or a date and time. An all-day event's last day (a date) when it lasts more than one day.",
      ),
    /** Optional: a start without a time already says it. When given, it must agree with the start. */
    allDay: z.boolean({ error: 'expected true or false' }).optional().meta({
      label: 'All day',
      description: 'Optional: a start without a time already says it. When set, it must agree with the start.',
    }),
    description: text.describe('A sentence or two.'),
    photo: picture.optional().describe("The event's photo (optional)."),
    tickets: z
      .url({ protocol: /^https$/, error: 'expected an https:// link to where the tickets are sold' })
      .optional()
      .describe('An https:// link to where the tickets are sold. An event has this or "Enquire", not both.'),
    // `false` is the same as leaving it out: the editor's switch, once turned off, writes it.
    enquire: z
      .boolean({ error: 'expected true (or leave it out)' })
      .optional()
      .describe("On: the event's link opens the enquiry form with its date chosen (instead of tickets)."),
    repeat: repeat
      .optional()
      .describe(
        'Optional: every week on some days, or every month on a date or a weekday, until a last date or a number of times; each date is then an event of its own, listed twelve weeks ahead (a monthly one twelve months ahead).',
      ),
  })
  .superRefine((event, context) => {
    const problem = (path: PropertyKey[], message: string) =>
      context.addIssue({
        code: 'custom',
        path,
        message,
        // What the reader wrote there, for the message's "got …".
        input: path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)?.[key], event),
      });
    const allDay = DATE_SHAPE.test(event.start);
    if (event.allDay === true && !allDay)
      problem(['start'], `an all-day event starts on a date alone, like ${event.start.slice(0, 10)}`);
    if (event.allDay === false && allDay)
      problem(['start'], `a timed event starts at a date and time, like ${event.start}T19:00`);
    if (event.tickets === undefined && event.enquire !== true)
      problem([], 'expected a link: tickets (an https:// link) or enquire: true');
    if (event.tickets !== undefined && event.enquire === true)
      problem(['enquire'], 'expected one link, tickets or enquire, not both');
    const { end } = event;
    if (allDay) {
      if (end !== undefined && !DATE_SHAPE.test(end))
        problem(['end'], 'an all-day event ends on a date (its last day), like 2027-01-02');
      else if (end !== undefined && end < event.start)
        problem(['end'], `the last day comes before the first (${event.start})`);
    } else if (end === undefined) {
      problem(
        ['end'],
        'a timed event needs an end: a time like 23:00 (the next morning when earlier) or a date and time',
      );
    } else if (DATE_SHAPE.test(end)) {
      problem(['end'], 'a timed event ends at a time like 23:00, or a date and time like 2026-12-06T02:00');
    } else if (DATE_TIME_SHAPE.test(end) && end <= event.start) {
      problem(['end'], `the end must come after the start (${event.start})`);
    }
    const { repeat } = event;
    if (repeat) {
      const first = event.start.slice(0, 10);
      // Its dates named one way, completely: only then is there a rule for ical.js to expand.
      let named = true;
      const wrong = (key: string, message: string) => {
        problem(key ? ['repeat', key] : ['repeat'], message);
        named = false;
      };
      const monthlyFields = ['dayOfMonth', 'weekOfMonth', 'day'] as const;
      if (repeat.every === 'week') {
        if (repeat.days === undefined) wrong('', 'a weekly repeat needs its days, like days: [Friday, Saturday]');
        for (const key of monthlyFields.filter((key) => repeat[key] !== undefined))
          wrong(key, `${key} is for a monthly repeat (every: month); a weekly one names its days`);
      } else {
        if (repeat.days !== undefined)
          wrong('days', 'days are for a weekly repeat; a monthly one names dayOfMonth, or weekOfMonth and day');
        if (repeat.dayOfMonth !== undefined && (repeat.weekOfMonth !== undefined || repeat.day !== undefined))
          wrong('dayOfMonth', 'expected dayOfMonth, or weekOfMonth and day ("the first Sunday"), not both');
        else if (repeat.weekOfMonth !== undefined && repeat.day === undefined)
          wrong('day', `expected the day of the week: the ${repeat.weekOfMonth} Sunday, say`);
        else if (repeat.day !== undefined && repeat.weekOfMonth === undefined)
          wrong('weekOfMonth', `expected which ${repeat.day} of the month: ${WEEKS_OF_MONTH.join(', ')}`);
        else if (repeat.dayOfMonth === undefined && repeat.day === undefined)
          wrong('', 'a monthly repeat needs dayOfMonth (1 to 31), or weekOfMonth and day ("the first Sunday")');
      }
      const end = (key: string, message: string) => problem(key ? ['repeat', key] : ['repeat'], message);
      if (repeat.until === undefined && repeat.count === undefined)
        end('', 'expected an end: until (the last date) or count (how many times)');
      else if (repeat.until !== undefined && repeat.count !== undefined)
        end('count', 'expected one end, until or count, not both');
      else if (repeat.until !== undefined && repeat.until <= first)
        end('until', `the last date must come after the first (${first})`);
      if (named) {
        // The start is the rule's first date (ical.js, unlike RFC 5545, would begin at the rule's next one), whatever
        // its end says.
        if (!isRuleDay(event.start, { ...repeat, until: undefined, count: undefined }, first)) {
          if (repeat.every === 'week')
            problem(['repeat', 'days'], `the event starts on a ${weekdayOf(first)}, which is not one of its days`);
          else if (repeat.dayOfMonth !== undefined)
            problem(
              ['repeat', 'dayOfMonth'],
              `the event starts on ${first}, which is not day ${repeat.dayOfMonth} of a month`,
            );
          else if (repeat.day !== weekdayOf(first))
            problem(['repeat', 'day'], `the event starts on a ${weekdayOf(first)}, not a ${repeat.day}`);
          else
            problem(
              ['repeat', 'weekOfMonth'],
              `the event starts on ${first}, which is not the ${repeat.weekOfMonth} ${repeat.day} of its month`,
            );
        }
        repeat.except?.forEach((date, index) => {
          if (!isRuleDay(event.start, repeat, date))
            problem(['repeat', 'except', index], `${date} is not one of the event's dates`);
        });
      }
    }
  });

const eventsFile = z.strictObject({
  events: z
    .array(venueEvent, { error: 'expected a list of events' })
    .describe(
      "The venue's public dates: What's on lists those still to come, soonest first, and the home page the next three. An event is gone from the site once it has ended.",
    ),
});

const whatsOnPage = z.strictObject({
  seo,
  header,
  /** What the page and the home page's section say once every event listed has ended. */
  nothingComing: text.describe("What the page and the home page's section say once every event listed has ended."),
  /** The words of each event's link. */
  links: z
    .strictObject({
      tickets: text.describe('The words of a link to where the tickets are sold.'),
      enquire: text.describe('The words of a link to the enquiry form.'),
    })
    .describe("The words of each event's link."),
  /** The home page's section of the next three events. */
  home: sectionHead
    .extend({ more: text.describe("The words of the link to the What's on page.") })
    .meta({ label: 'Home page section', description: "The home page's section of the next three events." }),
});

const amount = z
  .number({ error: 'expected an amount, like 4500 or 85.50' })
  .nonnegative({ error: 'expected an amount of 0 or more' })
  .refine((value) => Number.isInteger(value * 100), {
    error: 'expected an amount in whole cents or pence, like 85.50',
  });
const priceUnit = z
  .enum(PRICE_UNITS, { error: `expected one of ${PRICE_UNITS.join(', ')}` })
  .meta({ label: 'Per', description: 'What the price is for: each guest, each hour, each day, or the whole event.' });
const someDays = z
  .array(z.enum(DAYS, { error: `expected one of ${DAYS.join(', ')}` }), {
    error: 'expected a list of days, like [Friday, Saturday]',
  })
  .min(1, { error: 'expected at least one day' });
const someMonths = z
  .array(z.enum(MONTHS, { error: `expected one of ${MONTHS.join(', ')}` }), {
    error: 'expected a list of months, like [June, July, August]',
  })
  .min(1, { error: 'expected at least one month' });

/** An ISO 4217 code the platform can format (`GBP`, `EUR`, `USD`). */
const currency = z
  .string({ error: 'expected a currency code like GBP' })
  .regex(/^[A-Z]{3}$/, { error: 'expected a three-letter currency code like GBP, EUR or USD', abort: true })
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), {
    error: 'expected a currency code the world uses, like GBP, EUR or USD',
  });

/** One package (promises §13): what it includes, its price "from", and where and when it applies. */
const pricePackage = z
  .strictObject({
    id: id.describe(
      "The package's name in links (/contact?package=…): lower-case letters, digits and hyphens, different for each.",
    ),
    name: text.describe('What the venue calls it.'),
    summary: optionalText.describe('A sentence about it (optional).'),
    includes: z
      .array(text)
      .min(1, { error: 'expected at least one thing it includes' })
      .describe('What is included, a line each.'),
    price: amount.describe('The price "from", in the currency above: 85 or 4500.'),
    per: priceUnit,
    minimumGuests: wholeNumber.optional().describe('The fewest guests it is priced for (optional).'),
    minimumSpend: amount.optional().describe('The least the event costs in all (optional).'),
    minimumHours: wholeNumber.optional().describe('For a price per hour: the fewest hours it is hired for (optional).'),
    // "£4,500 for up to 80 guests, then £45 per extra guest" (promises §13): both or neither, checked below.
    includedGuests: wholeNumber.optional().meta({
      label: 'Guests included',
      description:
        'For a price for the event or the day: how many guests the price covers, like 80 (optional; give the price per extra guest too).',
    }),
    extraGuestPrice: amount.optional().meta({
      label: 'Price per extra guest',
      description: 'What each guest beyond those included adds, in the currency above, like 45 (with Guests included).',
    }),
    spaces: z
      .array(id, { error: "expected a list of the spaces' ids, like [weaving-hall]" })
      .min(1, { error: 'expected at least one space' })
      .describe('The spaces it is for, by their ids in venue.yaml, like [weaving-hall, engine-house].'),
    days: someDays.optional().describe('The days of the week it is offered (optional: every day when left out).'),
    months: someMonths.optional().describe('The months it is offered, its season (optional: all year when left out).'),
    rates: z
      .array(
        z.strictObject(
          {
            days: someDays.optional().describe('On these days (optional: every day it is offered).'),
            months: someMonths.optional().describe('In these months (optional: all its season).'),
            price: amount.describe('The price then, in place of the price "from".'),
          },
          { error: 'expected days or months, and a price' },
        ),
      )
      .optional()
      .describe(
        'Other prices on some days or in some months, like Saturdays in summer (optional). The first that matches a date wins.',
      ),
  })
  // The guests a price includes, checked against the rest of the package. `when`: also while another field of the
  // package is wrong, so that one build names every problem.
  .superRefine(
    (pack, context) => {
      const { includedGuests, extraGuestPrice, minimumGuests, per } = pack;
      const problem = (field: 'includedGuests' | 'extraGuestPrice', message: string) =>
        context.addIssue({ code: 'custom', path: [field], message, input: pack[field] });
      if (includedGuests === undefined) {
        if (extraGuestPrice !== undefined)
          problem(
            'includedGuests',
            'expected the number of guests the price includes, like includedGuests: 80, since the package has a price per extra guest',
          );
        return;
      }
      if (extraGuestPrice === undefined)
        problem(
          'extraGuestPrice',
          `expected the price of each guest beyond the ${includedGuests} included, like extraGuestPrice: 45`,
        );
      // An unknown unit is the unit's own problem.
      if (per === 'guest' || per === 'hour')
        problem('includedGuests', `guests included go with a price per event or per day, not per ${per}`);
      if (typeof minimumGuests === 'number' && includedGuests < minimumGuests)
        problem('includedGuests', `expected at least the package's minimumGuests (${minimumGuests})`);
    },
    {
      when: ({ value }) => {
        const pack = value as Record<string, unknown> | undefined;
        const numberOrNone = (field: string) => ['number', 'undefined'].includes(typeof pack?.[field]);
        return (
          typeof pack === 'object' &&
          pack !== null &&
          numberOrNone('includedGuests') &&
          numberOrNone('extraGuestPrice') &&
          numberOrNone('minimumGuests')
        );
      },
    },
  );

const pricesFile = z.strictObject({
  currency: currency.describe("The venue's currency, a three-letter code like GBP, EUR or USD."),
  title: text.describe("The title of the venue page's section of packages."),
  lede: text.describe('The sentence or two under the title.'),
  packages: z
    .array(pricePackage)
    .min(1, { error: 'expected at least one package' })
    .describe('The packages, in the order the pages show them.'),
  addOns: z
    .array(
      z.strictObject({
        id: id.describe('Its name: lower-case letters, digits and hyphens, different for each.'),
        name: text.describe('What it is.'),
        price: amount.describe('Its price, in the currency above.'),
        per: priceUnit,
      }),
    )
    .default([])
    .meta({ label: 'Add-ons', description: 'What may be added to any package, with its price (optional).' }),
  notes: z
    .array(text)
    .default([])
    .describe('The small print under the prices, a line each: deposit, tax, service charge (optional).'),
});

/**
 * The venue's news when it has no blog (promises §14): the folder `news/` of the content folder, one Markdown file a
 * post, `news/<slug>.md`, its name the post's address (`/news/<slug>`). Its front matter is checked by `newsPost`; the
 * post itself, in Markdown, follows it. A post in another of the venue's languages is `news/<slug>.<code>.md` beside
 * it (its words only); a post without one is shown in the default language on that language's pages.
 */
export const NEWS_FOLDER = 'news';
/** A post's slug, as the site's routes take it (src/shared/routes.ts). */
export { NEWS_SLUG } from '../shared/routes';

export const newsPost = z.strictObject({
  title: text.describe("The post's title: the news blocks, the news page and the post's own page show it."),
  date: localDate.describe('The day it is published, like 2026-04-05: the newest three are on the home page.'),
  photo: picture
    .optional()
    .describe("The post's photo (optional): a JPEG, PNG or WebP of the content folder's photos/."),
  summary: optionalText.describe(
    'A sentence under the title on the news page, and what a search result and a shared link say (optional).',
  ),
});

/** Each file of a content folder and what it must hold. */
export const CONTENT_FILES = {
  site: { file: 'site.yaml', schema: siteFile },
  venue: { file: 'venue.yaml', schema: venueFile },
  home: { file: 'pages/home.yaml', schema: homePage },
  venuePage: { file: 'pages/venue.yaml', schema: venuePage },
  contact: { file: 'pages/contact.yaml', schema: contactPage },
  news: { file: 'pages/news.yaml', schema: newsPage },
  gallery: { file: 'pages/gallery.yaml', schema: galleryPage },
  events: { file: 'events.yaml', schema: eventsFile },
  whatsOn: { file: 'pages/whats-on.yaml', schema: whatsOnPage },
  prices: { file: 'prices.yaml', schema: pricesFile },
  words: { file: WORDS_FILE, schema: wordsFile },
} as const;

/**
 * Files a folder may leave out: a venue without `events.yaml` has no events, and then needs no What's on page
 * words (a folder with events needs them; the loader says so). Without `words.yaml` the site says its own words.
 */
export const OPTIONAL_FILES: ReadonlySet<keyof typeof CONTENT_FILES> = new Set([
  'events',
  'whatsOn',
  'prices',
  'words',
]);

/**
 * Files each language writes for itself, none a translation of another (src/content/words.ts): `words.fr.yaml` may
 * be there without `words.yaml`, holds what it likes, and is laid over no other language's file.
 */
export const OWN_LANGUAGE_FILES: ReadonlySet<keyof typeof CONTENT_FILES> = new Set(['words']);

export type SiteFile = z.infer<typeof siteFile>;
export type Space = z.infer<typeof space>;
export type Picture = z.infer<typeof picture>;
export type VenueFile = z.infer<typeof venueFile>;
export type HomePage = z.infer<typeof homePage>;
export type VenuePage = z.infer<typeof venuePage>;
export type ContactPage = z.infer<typeof contactPage>;
export type NewsPage = z.infer<typeof newsPage>;
export type GalleryPage = z.infer<typeof galleryPage>;
export type VenueEvent = z.infer<typeof venueEvent>;
export type WhatsOnPage = z.infer<typeof whatsOnPage>;
export type PricesFile = z.infer<typeof pricesFile>;
export type PricePackage = z.infer<typeof pricePackage>;
export type NewsPostFile = z.infer<typeof newsPost>;
