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
/** The days of the week as the content names them, Monday first. */
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof DAYS)[number];

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

/** A calendar day, `2026-12-31`: the shape, then whether the calendar has that day (no 31 November). */
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A moment on the venue's clock, `2026-12-05T21:00`: no seconds, no offset (the site's time zone says it). */
const DATE_TIME_SHAPE = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const TIME_SHAPE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `2026-02-30`-like text names a day the calendar has. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const localDate = z
  .string({ error: 'expected a date like 2026-12-31' })
  .regex(DATE_SHAPE, { error: 'expected a date like 2026-12-31', abort: true })
  .refine(isCalendarDate, { error: 'expected a date the calendar has' });

/**
 * When an event starts: a date and time on the venue's clock (`2026-12-05T21:00`), or a date alone for an event
 * that lasts all day (`2027-01-10`). Written as the venue reads its diary, never in UTC: the site's `timeZone` turns
 * it into an instant, summer time included.
 */
const eventStart = z
  .string({ error: 'expected a date and time like 2026-12-05T21:00, or a date like 2027-01-10 for all day' })
  .refine((text) => DATE_TIME_SHAPE.test(text) || DATE_SHAPE.test(text), {
    error: 'expected a date and time like 2026-12-05T21:00, or a date like 2027-01-10 for all day',
    abort: true,
  })
  .refine(isCalendarDate, { error: 'expected a date the calendar has' });
/** A time alone (`02:00`: the next morning when it is not after the start), a date and time, or a last day. */
const eventEnd = z
  .string({ error: 'expected a time like 02:00, a date and time like 2026-12-06T02:00, or a date' })
  .refine((text) => TIME_SHAPE.test(text) || DATE_TIME_SHAPE.test(text) || DATE_SHAPE.test(text), {
    error: 'expected a time like 02:00, a date and time like 2026-12-06T02:00, or a date',
    abort: true,
  })
  .refine((text) => TIME_SHAPE.test(text) || isCalendarDate(text), { error: 'expected a date the calendar has' });

/** The weekday of a `YYYY-MM-DD…` text, as DAYS names it. */
export function weekdayOf(text: string): Day {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  return DAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
}

/**
 * One public event (promises §11 "What's on"). Its link is one of two: `tickets`, where the tickets are sold, or
 * `enquire: true`, the enquiry form with the event's date chosen. `repeat` makes it weekly, on the days it names,
 * until a last date (`except` skips dates in between): every repeat is then an event of its own on the page.
 */
export const venueEvent = z
  .strictObject({
    id,
    title: text,
    start: eventStart,
    /**
     * A timed event needs one: a time (`02:00`, the same evening or the next morning) or a date and time. An
     * all-day event may name its last day (a date) when it lasts several days.
     */
    end: eventEnd.optional(),
    /** Optional: a start without a time already says it. When given, it must agree with the start. */
    allDay: z.boolean({ error: 'expected true or false' }).optional(),
    description: text,
    photo: picture.optional(),
    tickets: z
      .url({ protocol: /^https$/, error: 'expected an https:// link to where the tickets are sold' })
      .optional(),
    enquire: z.literal(true, { error: 'expected true (or leave it out)' }).optional(),
    repeat: z
      .strictObject(
        {
          weekly: z
            .array(z.enum(DAYS, { error: `expected one of ${DAYS.join(', ')}` }), {
              error: 'expected a list of days, like [Friday, Saturday]',
            })
            .min(1, { error: 'expected at least one day' }),
          until: localDate,
          except: z.array(localDate, { error: 'expected a list of dates' }).optional(),
        },
        { error: 'expected weekly days and an until date' },
      )
      .optional(),
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
    if (event.tickets === undefined && event.enquire === undefined)
      problem([], 'expected a link: tickets (an https:// link) or enquire: true');
    if (event.tickets !== undefined && event.enquire !== undefined)
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
      const day = weekdayOf(event.start);
      if (repeat.until <= event.start.slice(0, 10))
        problem(['repeat', 'until'], `the last date must come after the first (${event.start.slice(0, 10)})`);
      if (!repeat.weekly.includes(day))
        problem(['repeat', 'weekly'], `the event starts on a ${day}, which is not one of its days`);
      repeat.except?.forEach((date, index) => {
        if (date < event.start.slice(0, 10) || date > repeat.until || !repeat.weekly.includes(weekdayOf(date)))
          problem(['repeat', 'except', index], `${date} is not one of the event's dates`);
      });
    }
  });

/** The address of the page a venue's events make (src/app/whats-on): the navigation's entry for it links here. */
export const WHATS_ON_PATH = '/whats-on';
/** Whether a link goes to that page (`/whats-on`, `/whats-on#…`). */
export const isWhatsOnHref = (href: string): boolean => href.split(/[?#]/)[0] === WHATS_ON_PATH;

export const eventsFile = z.strictObject({ events: z.array(venueEvent, { error: 'expected a list of events' }) });

export const whatsOnPage = z.strictObject({
  seo,
  header: sectionHead.extend({ lede: text }),
  /** What the page and the home page's section say once every event listed has ended. */
  nothingComing: text,
  /** The words of each event's link. */
  links: z.strictObject({ tickets: text, enquire: text }),
  /** The home page's section of the next three events. */
  home: sectionHead.extend({ more: text }),
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
} as const;

/**
 * Files a folder may leave out: a venue without `events.yaml` has no events, and then needs no What's on page
 * words (a folder with events needs them; the loader says so).
 */
export const OPTIONAL_FILES: ReadonlySet<keyof typeof CONTENT_FILES> = new Set(['events', 'whatsOn']);

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
export type EventsFile = z.infer<typeof eventsFile>;
export type WhatsOnPage = z.infer<typeof whatsOnPage>;
