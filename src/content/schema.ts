/**
 * What a venue's content folder must hold, file by file: the one description the build checks against and the
 * pages' types come from. Messages name what was expected in the venue's words ("a whole number"), because the
 * person who reads them edits YAML, not TypeScript.
 */
import { z } from 'zod';

/** The layouts a space can be set in, in the order the venue page's table shows them. */
export const LAYOUTS = ['theatre', 'dinner', 'reception', 'cabaret', 'classroom', 'boardroom'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** What the table and the cards call each layout. */
export const LAYOUT_LABELS: Record<Layout, string> = {
  theatre: 'Theatre',
  dinner: 'Dinner',
  reception: 'Reception',
  cabaret: 'Cabaret',
  classroom: 'Classroom',
  boardroom: 'Boardroom',
};

const text = z.string({ error: 'expected text' }).trim().min(1, { error: 'expected text, not an empty one' });
const optionalText = z.string({ error: 'expected text' }).trim().optional();
const wholeNumber = z.int({ error: 'expected a whole number' }).positive({ error: 'expected a whole number above 0' });
const metres = z
  .number({ error: 'expected a number of metres' })
  .positive({ error: 'expected a number of metres above 0' });
const id = z
  .string({ error: 'expected an id' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected an id of lower-case letters, digits and hyphens' });
/** A link inside the site ("/contact", "/venue#faq", "#spaces") or to the web: never a script URL. */
const href = z.string({ error: 'expected a link' }).regex(/^(\/|#|https?:\/\/|mailto:|tel:)/, {
  error: 'expected a link starting with /, #, https://, mailto: or tel:',
});
const link = z.strictObject({ label: text, href }, { error: 'expected a link with a label and an href' });
/** A file in the content folder, by its path from the folder ("photos/hall.jpg"). */
const file = z
  .string({ error: 'expected a file path' })
  .regex(/^(?!\/)(?!.*\.\.)[\w./ -]+$/, { error: 'expected a path inside the content folder, like photos/hall.jpg' });
export const picture = z.strictObject(
  {
    src: file,
    alt: z
      .string({ error: 'expected alt text' })
      .trim()
      .min(1, { error: 'a photo needs alt text that says what it shows' }),
  },
  { error: 'expected a photo: src and alt' },
);
const time = z
  .string({ error: 'expected a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected a time like 09:00' });
const seo = z.strictObject({ title: text, description: text });
const sectionHead = z.strictObject({ eyebrow: text, title: text });
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const navLink = link.extend({ children: z.array(link).optional() });

export const siteFile = z.strictObject({
  name: text,
  description: text,
  titleSuffix: text,
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, { error: 'expected a language tag like en-GB' })
    .default('en-GB'),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'expected a colour like #16120e' })
    .default('#16120e'),
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
    .default('Europe/London'),
  icon: file.regex(/\.svg$/i, { error: 'expected the name of an SVG file in the folder, like icon.svg' }),
  shareImage: picture,
  contact: z.strictObject({
    phone: text,
    phoneInternational: z
      .string()
      .regex(/^\+[\d ]{6,20}$/, { error: 'expected a phone number starting with + and the country code' }),
    email: z.email({ error: 'expected an email address' }),
  }),
  address: z.strictObject({
    street: text,
    locality: text,
    region: text,
    postalCode: text,
    country: z.string().regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code like GB' }),
    countryName: text,
    mapUrl: z.url({ protocol: /^https$/, error: 'expected an https:// link to a map' }),
  }),
  hours: z
    .array(
      z.strictObject({
        days: text,
        schemaDays: z.array(z.enum(DAYS, { error: `expected one of ${DAYS.join(', ')}` })).min(1),
        opens: time,
        closes: time,
      }),
    )
    .min(1),
  eventsUntil: text,
  hoursLabel: text,
  navigation: z.strictObject({ main: z.array(navLink).min(1), secondary: z.array(link) }),
  footer: z.strictObject({ subscribeTitle: text, subscribeText: text, findUs: text, legal: optionalText }),
  notFound: z.strictObject({ eyebrow: text, title: text, lede: text, button: text }),
});

export const space = z.strictObject({
  id,
  name: text,
  summary: text,
  description: text,
  dimensions: z.strictObject({ length: metres, width: metres, height: metres.optional(), note: optionalText }),
  capacity: z
    .strictObject(
      Object.fromEntries(LAYOUTS.map((layout) => [layout, wholeNumber.optional()])) as Record<
        Layout,
        z.ZodOptional<typeof wholeNumber>
      >,
    )
    .refine((capacity) => LAYOUTS.some((layout) => capacity[layout] !== undefined), {
      error: `expected at least one layout (${LAYOUTS.join(', ')})`,
    }),
  photo: picture.optional(),
  /** A drawing, shown where there is no photo. */
  art: file.optional(),
});

export const venueFile = z.strictObject({
  spaces: z.array(space).min(1, { error: 'expected at least one space' }),
  occasions: z.array(z.strictObject({ id, name: text, text })).min(1, { error: 'expected at least one kind of event' }),
  suppliers: z.array(text).default([]),
});

export const homePage = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lede: text,
    primary: link,
    secondary: link,
    photo: picture.optional(),
  }),
  intro: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
    facts: z.array(z.strictObject({ label: text, value: z.union([text, z.number()]).transform(String) })),
  }),
  spaces: sectionHead.extend({ more: link }),
  occasions: sectionHead,
  testimonial: z.strictObject({ quote: text, by: text }).optional(),
  news: sectionHead.extend({ more: link }),
  suppliers: z.strictObject({ title: text, label: text }),
  feed: sectionHead,
  callToAction: z.strictObject({ title: text, button: link }),
});

export const venuePage = z.strictObject({
  seo,
  header: sectionHead.extend({ lede: text }),
  spaces: z.strictObject({ title: text, tableCaption: text }),
  timeline: z.strictObject({ title: text, moments: z.array(z.strictObject({ time: text, text })) }).optional(),
  faq: z.strictObject({ title: text, questions: z.array(z.strictObject({ q: text, a: text })).min(1) }),
  visit: z.strictObject({
    title: text,
    hoursTitle: text,
    gettingHereTitle: text,
    gettingHere: z.array(text),
    mapLabel: text,
    button: link,
  }),
});

export const contactPage = z.strictObject({
  seo,
  header: sectionHead.extend({ lede: text }),
  enquiry: z.strictObject({ title: text }),
  aside: z.strictObject({ title: text }),
  attachments: z.strictObject({ title: text, text }),
});

export const newsPage = z.strictObject({ seo, header: sectionHead.extend({ lede: text }) });

export const galleryPage = z.strictObject({
  seo,
  header: sectionHead.extend({ lede: text }),
  /** In the order the page shows them. */
  photos: z.array(picture.extend({ caption: optionalText })).min(1, { error: 'expected at least one photo' }),
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
} as const;

export type SiteFile = z.infer<typeof siteFile>;
export type Space = z.infer<typeof space>;
export type Picture = z.infer<typeof picture>;
export type VenueFile = z.infer<typeof venueFile>;
export type HomePage = z.infer<typeof homePage>;
export type VenuePage = z.infer<typeof venuePage>;
export type ContactPage = z.infer<typeof contactPage>;
export type NewsPage = z.infer<typeof newsPage>;
export type GalleryPage = z.infer<typeof galleryPage>;
