/**
 * The venue's brochure as a React-PDF document (A4): a cover with the hero photo, the venue's story, each space with
 * its photo, floor plan, size and capacity by layout, the packages and prices, a few questions, and how to enquire.
 * Every word is the content's or the dictionary's, every figure said as the pages say it (src/content/present.ts,
 * src/features/prices/words.ts), and all of it real text a reader can select and search.
 *
 * Pure: the photos come in already made fit for print, and the fonts are registered by brochure.server.ts, which
 * renders this at build time.
 */
import { Document, Image, Link, Page, StyleSheet, Text as PdfText, View, type TextProps } from '@react-pdf/renderer';
import { createContext, createElement, useContext, type PropsWithChildren, type ReactNode } from 'react';
import type { Content } from '@/content/load';
import { addressLines, hoursText, layoutName, sizeText, telHref } from '@/content/present';
import { LAYOUTS, type PricesFile, type Space } from '@/content/schema';
import { fill, formatNumber, type Dictionary } from '@/i18n';
import { localPath } from '@/i18n/paths';
import { markPhrases, phraseHyphenation } from '@/content/phrases';
import { fromText, includedGuestsText, priceText, ratesOf, termsOf } from '@/shared/prices/words';

/** A photo or drawing made fit for print (brochure.server.ts): JPEG for photos, PNG for line drawings. */
export interface PrintImage {
  data: Buffer;
  format: 'jpg' | 'png';
  width: number;
  height: number;
}

export interface BrochureImages {
  /** The home page's hero photo, for the cover. */
  hero?: PrintImage;
  /** By space id: its photo (or its drawing where it has none) and its floor plan. */
  spaces: Record<string, { photo?: PrintImage; plan?: PrintImage }>;
}

export interface BrochureProps {
  content: Content;
  dict: Dictionary;
  /** The site's address, without a trailing slash (`https://hollinhall.example`). */
  siteUrl: string;
  images: BrochureImages;
  /** When it was made, as the PDF says: the build's day, so that two builds of one day write the same file. */
  madeOn: Date;
  /** Its families (DISPLAY and TEXT when left out: a brochure in Latin letters). */
  fonts?: BrochureFonts;
}

/** The font families brochure.server.ts registers: each a latin face with a latin-ext face behind it. */
export const DISPLAY = ['Fraunces', 'Fraunces Ext'];
export const TEXT = ['Inter', 'Inter Ext'];

/**
 * The families a brochure draws with: DISPLAY and TEXT, each followed by the faces of the scripts beyond Latin that
 * its language writes (brochure.server.ts registers them), and whether its lines run right to left (Arabic, Hebrew).
 */
export interface BrochureFonts {
  display: string[];
  text: string[];
  rtl: boolean;
  /**
   * Its language, where it is Japanese or Chinese: lines end between phrases (src/content/phrases.ts), never with
   * a hyphen React-PDF would add, which no such line has.
   */
  phrases?: string;
}
const LATIN: BrochureFonts = { display: DISPLAY, text: TEXT, rtl: false };
const FontsContext = createContext<BrochureFonts>(LATIN);

/**
 * React-PDF ends a line inside a word only at a hyphenation point it marks with a hyphen; at this penalty (its
 * "infinity") it never does, and ends the line at the empty part between two phrases instead.
 */
const NO_HYPHEN = 10000;

/** How many of the venue page's questions the brochure answers. */
const QUESTIONS = 4;

const PAPER = '#ffffff';
const INK = '#1d1915';
const INK_SOFT = '#5a4f46';
const RULE = '#d8cfc2';
const ON_DARK = '#f5efe6';

/** `color` mixed with white: `amount` 0 is white, 1 is the colour. */
function tint(color: string, amount: number): string {
  const channel = (at: number) => {
    const value = parseInt(color.slice(at, at + 2), 16);
    return Math.round(255 - (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

// A4 is 595 × 842 pt; margins of 56 pt (20 mm) leave a 483 pt column.
const MARGIN = 56;
const COLUMN = 595 - 2 * MARGIN;

const LEFT_TO_RIGHT = StyleSheet.create({
  page: {
    backgroundColor: PAPER,
    color: INK,
    fontFamily: TEXT,
    fontSize: 10,
    // No lineHeight here: one set on the page hides its fixed footer (React-PDF 4.9); `Text` below sets it.
    paddingTop: MARGIN,
    paddingBottom: MARGIN + 14,
    paddingHorizontal: MARGIN,
  },
  cover: { fontFamily: TEXT, color: ON_DARK },
  coverPhoto: { width: 595, height: 520, objectFit: 'cover' },
  coverText: { paddingHorizontal: MARGIN, paddingTop: 40, flexGrow: 1 },
  coverEyebrow: { fontSize: 8.5, letterSpacing: 0.4, textTransform: 'uppercase', marginBottom: 14 },
  coverName: { fontFamily: DISPLAY, fontWeight: 300, fontSize: 44, lineHeight: 1.1 },
  coverTitle: { fontFamily: DISPLAY, fontWeight: 300, fontSize: 15, lineHeight: 1.4, marginTop: 14, maxWidth: 400 },
  coverFoot: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingHorizontal: MARGIN,
    paddingBottom: 40,
  },
  coverFootText: { fontSize: 8.5, letterSpacing: 0.4 },
  eyebrow: { fontSize: 8, letterSpacing: 0.4, textTransform: 'uppercase', color: INK_SOFT, marginBottom: 8 },
  h1: { fontFamily: DISPLAY, fontWeight: 500, fontSize: 26, lineHeight: 1.2, marginBottom: 14 },
  h2: { fontFamily: DISPLAY, fontWeight: 500, fontSize: 16, lineHeight: 1.3 },
  h3: { fontFamily: DISPLAY, fontWeight: 500, fontSize: 12, lineHeight: 1.35, marginBottom: 3 },
  lede: { fontFamily: DISPLAY, fontWeight: 300, fontSize: 13, lineHeight: 1.45, color: INK_SOFT, marginBottom: 16 },
  paragraph: { fontSize: 10.5, lineHeight: 1.65, marginBottom: 10 },
  small: { fontSize: 8.5, lineHeight: 1.5, color: INK_SOFT },
  label: { fontSize: 7.5, letterSpacing: 0.4, textTransform: 'uppercase', color: INK_SOFT, marginBottom: 3 },
  strong: { fontWeight: 600 },
  facts: { flexDirection: 'row', marginTop: 24, paddingTop: 18, borderTopWidth: 0.75 },
  fact: { flex: 1, paddingRight: 12 },
  factValue: { fontFamily: DISPLAY, fontWeight: 300, fontSize: 28, lineHeight: 1.1 },
  photo: { width: COLUMN, height: (COLUMN * 9) / 16, objectFit: 'cover', marginBottom: 16 },
  columns: { flexDirection: 'row', marginTop: 6 },
  column: { flex: 1 },
  gap: { width: 24 },
  tableRow: { flexDirection: 'row', paddingVertical: 3.5, borderBottomWidth: 0.5, borderBottomColor: RULE },
  tableHead: { fontSize: 7.5, letterSpacing: 0.4, textTransform: 'uppercase', color: INK_SOFT },
  cell: { flex: 1 },
  figure: { width: 60, textAlign: 'right' },
  plan: { width: '100%', height: 170, objectFit: 'contain', objectPosition: 'left top' },
  block: { paddingTop: 12, marginTop: 14, borderTopWidth: 1 },
  packHead: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 4 },
  price: { fontWeight: 600, fontSize: 10.5 },
  /** Under the price, what it includes: "For up to 200 guests, then £35 per extra guest". */
  priceGuests: { fontWeight: 600, textAlign: 'right', marginBottom: 4 },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  bulletMark: { width: 10 },
  question: { marginBottom: 12 },
  occasion: { flexDirection: 'row', marginBottom: 6 },
  occasionName: { width: 150, paddingRight: 12, fontWeight: 600 },
  back: { color: ON_DARK, paddingTop: 96 },
  contactLine: { fontSize: 12, marginBottom: 14 },
  backName: { position: 'absolute', left: MARGIN, right: MARGIN, bottom: 56, fontSize: 30 },
  footer: {
    position: 'absolute',
    left: MARGIN,
    right: MARGIN,
    bottom: 30,
    fontSize: 7.5,
    color: INK_SOFT,
    letterSpacing: 0.4,
  },
});

/** Each style's sides swapped: a row from the right, the left's padding on the right, text aligned the other way. */
const SIDES: Record<string, string> = {
  paddingLeft: 'paddingRight',
  paddingRight: 'paddingLeft',
  marginLeft: 'marginRight',
  marginRight: 'marginLeft',
  left: 'right',
  right: 'left',
  borderLeftWidth: 'borderRightWidth',
  borderRightWidth: 'borderLeftWidth',
};
const MIRRORED_VALUES: Record<string, string> = {
  row: 'row-reverse',
  left: 'right',
  right: 'left',
  'left top': 'right top',
};
function mirrored<T extends Record<string, Record<string, unknown>>>(sheet: T): T {
  return Object.fromEntries(
    Object.entries(sheet).map(([name, style]) => [
      name,
      Object.fromEntries(
        Object.entries(style).map(([key, value]) => [
          SIDES[key] ?? key,
          ['flexDirection', 'textAlign', 'objectPosition'].includes(key) && typeof value === 'string'
            ? (MIRRORED_VALUES[value] ?? value)
            : value,
        ]),
      ),
    ]),
  ) as T;
}

/**
 * The brochure's layout right to left (Arabic, Hebrew; promises §19): every row from the right, its figures on the
 * left, as the language reads, where React-PDF's own layout would keep them left to right.
 */
const RIGHT_TO_LEFT = mirrored(LEFT_TO_RIGHT);

/** The styles of the brochure's direction. */
const useStyles = () => (useContext(FontsContext).rtl ? RIGHT_TO_LEFT : LEFT_TO_RIGHT);

/** "https://hollinhall.example" → "hollinhall.example". */
const host = (url: string): string => url.replace(/^https?:\/\//, '').replace(/\/+$/, '');

/**
 * Text the fonts can draw: the narrow no-break space `Intl` writes in French figures ("1 200", "45 £") and the
 * other special spaces are in neither face (a browser borrows them from another font); React-PDF would draw the
 * face's empty .notdef glyph, which neither looks nor reads as a space. A no-break space takes their place.
 */
const printable = (text: string): string =>
  text.replace(/[\u2000-\u200a\u202f\u205f]/g, '\u00a0').replace(BIDI_MARKS, '');

/**
 * The marks `Intl` puts around an Arabic or Hebrew amount (U+200F, U+061C) and the other invisible marks of
 * direction: React-PDF orders a line's runs itself (the Unicode bidi algorithm, by its text's `direction`), and
 * would look for a glyph of each in the fonts, finding none (its Helvetica then, not embedded).
 */
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const printableNode = (node: ReactNode): ReactNode => (typeof node === 'string' ? printable(node) : node);

/**
 * The text's size and leading, where its style sets none. React-PDF reads a line height against the size the text's
 * own style gives (18 pt where it gives none), and one set on the page would hide the page's footer.
 */
const LEADING = { fontSize: 10, lineHeight: 1.45 };

/** React-PDF's Text, its words made printable, in the brochure's families (the display's where its style says so). */
function Text({ children, render, style, ...props }: PropsWithChildren<TextProps>) {
  const fonts = useContext(FontsContext);
  const raw = children === undefined ? [] : Array.isArray(children) ? children : [children];
  const phrases = fonts.phrases;
  const parts = phrases ? raw.map((part) => (typeof part === 'string' ? markPhrases(part, phrases) : part)) : raw;
  const styles = (Array.isArray(style) ? style : style ? [style] : []).flat();
  const display = styles.some((each) => each && 'fontFamily' in each && each.fontFamily === DISPLAY);
  return createElement(
    PdfText,
    {
      ...props,
      ...(fonts.phrases ? { hyphenationPenalty: NO_HYPHEN, hyphenationCallback: phraseHyphenation } : {}),
      // Not for a text drawn on each page (`render`): React-PDF 4.9 draws none with a line height.
      style: [
        render ? {} : LEADING,
        ...(fonts.rtl ? [{ textAlign: 'right' as const }] : []),
        ...styles,
        { fontFamily: display ? fonts.display : fonts.text, ...(fonts.rtl ? { direction: 'rtl' as const } : {}) },
      ],
      ...(render
        ? {
            render: (page: Parameters<typeof render>[0]) => {
              const drawn = printableNode(render(page));
              return phrases && typeof drawn === 'string' ? markPhrases(drawn, phrases) : drawn;
            },
          }
        : {}),
    },
    ...parts.map(printableNode),
  );
}

function Footer({ name, dict }: { name: string; dict: Dictionary }) {
  const styles = useStyles();
  return (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber }) => fill(dict.brochure.footer, { name, page: String(pageNumber) })}
    />
  );
}

/** A page of the brochure after the cover: margins and the footer. */
function Sheet({ name, dict, children }: { name: string; dict: Dictionary; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Page size="A4" style={styles.page}>
      {children}
      <Footer name={name} dict={dict} />
    </Page>
  );
}

function Bullets({ items, accent }: { items: readonly string[]; accent: string }) {
  const styles = useStyles();
  return (
    <View>
      {items.map((item, index) => (
        <View key={index} style={styles.bullet} wrap={false}>
          <Text style={[styles.bulletMark, { color: accent }]}>–</Text>
          <Text style={styles.column}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

function SpaceSheet({
  space,
  images,
  content,
  dict,
  accent,
}: {
  space: Space;
  images: BrochureImages['spaces'][string] | undefined;
  content: Content;
  dict: Dictionary;
  accent: string;
}) {
  const styles = useStyles();
  const tag = content.language;
  const layouts = LAYOUTS.filter((layout) => space.capacity[layout] !== undefined);
  return (
    <Sheet name={content.site.name} dict={dict}>
      <Text style={styles.eyebrow}>{content.venuePage.spaces.title}</Text>
      <Text style={styles.h1}>{space.name}</Text>
      {images?.photo ? <Image style={styles.photo} src={images.photo} /> : null}
      <Text style={styles.lede}>{space.summary}</Text>
      <Text style={styles.paragraph}>{space.description}</Text>
      <View style={styles.columns} wrap={false}>
        <View style={styles.column}>
          <Text style={styles.label}>{dict.venue.size}</Text>
          <Text style={[styles.paragraph, { marginBottom: 14 }]}>{sizeText(space, content.site.units, dict, tag)}</Text>
          <Text style={styles.label}>{dict.brochure.capacity}</Text>
          <View style={[styles.tableRow, { borderBottomColor: accent }]}>
            <Text style={[styles.cell, styles.tableHead]}>{dict.brochure.layout}</Text>
            <Text style={[styles.figure, styles.tableHead]}>{dict.venue.guests}</Text>
          </View>
          {layouts.map((layout) => (
            <View key={layout} style={styles.tableRow}>
              <Text style={styles.cell}>{layoutName(layout, content.venue, dict)}</Text>
              <Text style={[styles.figure, styles.strong]}>{formatNumber(space.capacity[layout]!, tag)}</Text>
            </View>
          ))}
        </View>
        {images?.plan ? (
          <>
            <View style={styles.gap} />
            <View style={styles.column}>
              <Text style={styles.label}>{dict.brochure.plan}</Text>
              <Image style={styles.plan} src={images.plan} />
            </View>
          </>
        ) : null}
      </View>
    </Sheet>
  );
}

/** The packages, their add-ons and the small print. */
function Prices({
  prices,
  content,
  dict,
  accent,
}: {
  prices: PricesFile;
  content: Content;
  dict: Dictionary;
  accent: string;
}) {
  const styles = useStyles();
  const tag = content.language;
  const { rtl } = useContext(FontsContext);
  const spaceNames = new Map(content.venue.spaces.map((space) => [space.id, space.name]));
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  return (
    <>
      <Text style={styles.h1}>{prices.title}</Text>
      <Text style={styles.lede}>{prices.lede}</Text>
      {prices.packages.map((pack) => {
        const terms = [
          ...termsOf(pack, prices.currency, dict.prices, tag),
          ...ratesOf(pack, prices.currency, dict.prices, tag),
        ];
        return (
          <View key={pack.id} style={[styles.block, { borderTopColor: accent }]} wrap={false}>
            <View style={styles.packHead}>
              {/* Right to left, React-PDF measures the name too narrow beside the price: it takes the row's rest. */}
              <Text style={rtl ? [styles.h2, { flexGrow: 1, flexShrink: 1 }] : styles.h2}>{pack.name}</Text>
              <Text style={[styles.price, { color: accent }]}>{fromText(pack, prices.currency, dict.prices, tag)}</Text>
            </View>
            {pack.includedGuests !== undefined ? (
              <Text style={[styles.priceGuests, { color: accent }]}>
                {includedGuestsText(pack, prices.currency, dict.prices, tag)}
              </Text>
            ) : null}
            {pack.summary ? <Text style={[styles.paragraph, { color: INK_SOFT }]}>{pack.summary}</Text> : null}
            <View style={styles.columns}>
              <View style={styles.column}>
                <Text style={styles.label}>{dict.prices.included}</Text>
                <Bullets items={pack.includes} accent={accent} />
              </View>
              <View style={styles.gap} />
              <View style={styles.column}>
                {terms.length > 0 ? <Bullets items={terms} accent={accent} /> : null}
                <Text style={[styles.label, { marginTop: terms.length > 0 ? 8 : 0 }]}>{dict.prices.spaces}</Text>
                <Text>{list.format(pack.spaces.map((id) => spaceNames.get(id) ?? id))}</Text>
              </View>
            </View>
          </View>
        );
      })}
      {prices.addOns.length > 0 || prices.notes.length > 0 ? (
        // The add-ons and the small print under them, kept together.
        <View style={prices.addOns.length > 0 ? [styles.block, { borderTopColor: accent }] : {}} wrap={false}>
          {prices.addOns.length > 0 ? <Text style={[styles.h2, { marginBottom: 6 }]}>{dict.prices.addOns}</Text> : null}
          {prices.addOns.map((addOn) => (
            <View key={addOn.id} style={styles.tableRow}>
              <Text style={styles.cell}>{addOn.name}</Text>
              <Text style={styles.strong}>{priceText(addOn.price, addOn.per, prices.currency, dict.prices, tag)}</Text>
            </View>
          ))}
          <View style={{ marginTop: 12 }}>
            {prices.notes.map((note, index) => (
              <Text key={index} style={styles.small}>
                {note}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
    </>
  );
}

/** The back cover, in the venue's colour: how to enquire. */
function BackCover({
  content,
  dict,
  siteUrl,
  accent,
}: {
  content: Content;
  dict: Dictionary;
  siteUrl: string;
  accent: string;
}) {
  const styles = useStyles();
  const { site, contact, language: tag, languages } = content;
  const { address } = site;
  const contactUrl = `${siteUrl}${localPath('/contact', tag, languages)}`;
  const soft = tint(accent, 0.35);
  const label = [styles.label, { color: soft }];
  const link = { color: ON_DARK, textDecoration: 'none' as const };
  return (
    <Page size="A4" style={[styles.page, styles.back, { backgroundColor: accent }]}>
      <Text style={[styles.eyebrow, { color: soft }]}>{site.name}</Text>
      <Text style={[styles.h1, { marginBottom: 8 }]}>{dict.brochure.enquire}</Text>
      <Text style={[styles.lede, { color: soft, maxWidth: 400 }]}>{contact.header.lede}</Text>
      <View style={[styles.columns, { marginTop: 24 }]}>
        <View style={styles.column}>
          <Text style={label}>{dict.brochure.phone}</Text>
          <Link style={[styles.contactLine, link]} src={telHref(site.contact)}>
            {printable(site.contact.phone)}
          </Link>
          <Text style={label}>{dict.brochure.email}</Text>
          <Link style={[styles.contactLine, link]} src={`mailto:${site.contact.email}`}>
            {printable(site.contact.email)}
          </Link>
          {/* A printed address is whole or absent: a build told no address prints none. */}
          {siteUrl ? (
            <>
              <Text style={label}>{dict.brochure.website}</Text>
              <Link style={[styles.contactLine, link]} src={contactUrl}>
                {printable(host(contactUrl))}
              </Link>
            </>
          ) : null}
        </View>
        <View style={styles.gap} />
        <View style={styles.column}>
          <Text style={label}>{dict.brochure.address}</Text>
          <Text>{site.name}</Text>
          {/* In the country's order, with the country: a brochure travels. */}
          {addressLines(address, { country: true, tag }).map((line, index, lines) => (
            <Text key={index} style={index === lines.length - 1 ? { marginBottom: 14 } : undefined}>
              {line}
            </Text>
          ))}
          <Text style={label}>{site.hoursLabel}</Text>
          {site.hours.map((slot, index) => (
            <Text key={index}>{hoursText(slot, tag, dict.site.hours.line, dict.site.timeRange)}</Text>
          ))}
          <Text style={[styles.small, { color: soft, marginTop: 4 }]}>{site.eventsUntil}</Text>
        </View>
      </View>
      <Text style={[styles.coverName, styles.backName]}>{site.name}</Text>
    </Page>
  );
}

export function Brochure({ content, dict, siteUrl, images, madeOn, fonts }: BrochureProps) {
  const styles = fonts?.rtl ? RIGHT_TO_LEFT : LEFT_TO_RIGHT;
  const { site, home, venue, venuePage, prices, language: tag } = content;
  const accent = site.themeColor;
  const name = site.name;

  return (
    <FontsContext.Provider value={fonts ?? LATIN}>
      <Document
        title={printable(fill(dict.brochure.title, { name }))}
        author={name}
        subject={site.description}
        creator={name}
        producer={name}
        language={tag}
        creationDate={madeOn}
        modificationDate={madeOn}
      >
        <Page size="A4" style={[styles.cover, { backgroundColor: accent }]}>
          {images.hero ? <Image style={styles.coverPhoto} src={images.hero} /> : null}
          <View style={styles.coverText}>
            <Text style={[styles.coverEyebrow, { color: tint(accent, 0.35) }]}>{home.hero.eyebrow}</Text>
            <Text style={styles.coverName}>{name}</Text>
            <Text style={styles.coverTitle}>{home.hero.title}</Text>
          </View>
          <View style={[styles.coverFoot, { color: tint(accent, 0.35) }]}>
            {siteUrl ? <Text style={styles.coverFootText}>{host(siteUrl)}</Text> : null}
            <Text style={styles.coverFootText}>{site.contact.phone}</Text>
          </View>
        </Page>

        <Sheet name={name} dict={dict}>
          <Text style={styles.eyebrow}>{name}</Text>
          <Text style={styles.h1}>{home.intro.title}</Text>
          <Text style={styles.lede}>{home.hero.lede}</Text>
          {home.intro.paragraphs.map((paragraph, index) => (
            <Text key={index} style={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
          {home.intro.facts.length > 0 ? (
            <View style={[styles.facts, { borderTopColor: accent }]} wrap={false}>
              {home.intro.facts.map((fact, index) => (
                <View key={index} style={styles.fact}>
                  <Text style={styles.factValue}>{fact.value}</Text>
                  <Text style={styles.label}>{fact.label}</Text>
                </View>
              ))}
            </View>
          ) : null}
          <View style={[styles.block, { borderTopColor: accent, marginTop: 28 }]}>
            <Text style={styles.eyebrow}>{home.occasions.eyebrow}</Text>
            <Text style={[styles.h2, { marginBottom: 10 }]}>{home.occasions.title}</Text>
            {venue.occasions.map((occasion) => (
              <View key={occasion.id} style={styles.occasion} wrap={false}>
                <Text style={styles.occasionName}>{occasion.name}</Text>
                <Text style={styles.column}>{occasion.text}</Text>
              </View>
            ))}
          </View>
        </Sheet>

        {venue.spaces.map((space) => (
          <SpaceSheet
            key={space.id}
            space={space}
            images={images.spaces[space.id]}
            content={content}
            dict={dict}
            accent={accent}
          />
        ))}

        <Sheet name={name} dict={dict}>
          {prices ? <Prices prices={prices} content={content} dict={dict} accent={accent} /> : null}
          <View style={prices ? [styles.block, { borderTopColor: accent, marginTop: 28 }] : {}} minPresenceAhead={140}>
            <Text style={[styles.h1, prices ? { fontSize: 20 } : {}]}>{venuePage.faq.title}</Text>
          </View>
          {venuePage.faq.questions.slice(0, QUESTIONS).map((question, index) => (
            <View key={index} style={styles.question} wrap={false}>
              <Text style={styles.h3}>{question.q}</Text>
              <Text style={styles.paragraph}>{question.a}</Text>
            </View>
          ))}
        </Sheet>

        <BackCover content={content} dict={dict} siteUrl={siteUrl} accent={accent} />
      </Document>
    </FontsContext.Provider>
  );
}
