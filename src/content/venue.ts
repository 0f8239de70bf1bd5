/**
 * The demo venue's facts, in one place, so the pages, the footer and the JSON-LD never disagree.
 * The Hollin Hall is fictional: the address is invented and the phone number is from the UK range
 * kept for drama (01632 960xxx), so nobody real is called.
 */
import { site } from '@/config/site';

export interface Space {
  id: string;
  name: string;
  /** One line for cards. */
  summary: string;
  /** A short paragraph for the venue page. */
  description: string;
  size: string;
  capacity: { dinner: number; standing: number; theatre?: number };
  art: string;
  /** A photograph of the room, from the content folder's photos/ (made responsive at build, scripts/photos.mjs). */
  photo: { src: string; alt: string };
}

export const spaces: readonly Space[] = [
  {
    id: 'weaving-hall',
    name: 'The Weaving Hall',
    summary: 'The great room: cast-iron columns, nine-metre trusses, forty arched windows.',
    description:
      'Where two hundred looms once ran, long tables now do. The hall is one clear floor of oak under a timber roof, lit by forty arched windows by day and by festoon and candlelight by night.',
    size: '34 × 14 m, 9 m to the trusses',
    capacity: { dinner: 220, standing: 350, theatre: 300 },
    art: '/art/weaving-hall.svg',
    photo: { src: 'photos/weaving-hall.jpg', alt: 'The Weaving Hall laid for dinner: long tables with candles between cast-iron columns under festoon lights' },
  },
  {
    id: 'engine-house',
    name: 'The Engine House',
    summary: 'A brick-vaulted room around the old flywheel pit, for ceremonies and talks.',
    description:
      'The room that powered the mill. Its brick vaults and the glass-covered flywheel pit make it our ceremony room, licensed for civil weddings, and a close, quiet room for talks.',
    size: '16 × 11 m, vaulted',
    capacity: { dinner: 80, standing: 120, theatre: 110 },
    art: '/art/engine-house.svg',
    photo: { src: 'photos/engine-house.jpg', alt: 'The Engine House under its brick vaults, chairs set either side of an aisle' },
  },
  {
    id: 'loom-loft',
    name: 'The Loom Loft',
    summary: 'A gallery above the hall for drinks, dressing and small dinners.',
    description:
      'A timber gallery that looks down the length of the Weaving Hall. A bridal suite by day, a private dining room or a breakout space for a conference.',
    size: '18 × 6 m, lift and stairs',
    capacity: { dinner: 40, standing: 60 },
    art: '/art/loom-loft.svg',
    photo: { src: 'photos/loom-loft.jpg', alt: 'One long candlelit table down the middle of the Loom Loft' },
  },
  {
    id: 'wharf-yard',
    name: 'The Wharf Yard',
    summary: 'A cobbled yard on the canal, for drinks in the long summer light.',
    description:
      'Cobbles, a canal and the evening sun on the chimney. Open May to September for receptions, food trucks and the first dance outdoors, with a covered terrace if it rains.',
    size: '30 × 20 m, canal-side',
    capacity: { dinner: 120, standing: 200 },
    art: '/art/wharf-yard.svg',
    photo: { src: 'photos/wharf-yard.jpg', alt: 'Guests on the cobbles of the Wharf Yard beside the canal in the evening sun' },
  },
];

/** The most guests the venue takes at once (the Weaving Hall standing). */
export const maximumCapacity = Math.max(...spaces.map((space) => space.capacity.standing));

export const occasions = [
  { name: 'Weddings', text: 'Ceremony in the Engine House, dinner in the hall, dancing until midnight.' },
  { name: 'Launches', text: 'A long room that takes a stage, a screen and a crowd of three hundred.' },
  { name: 'Galas & dinners', text: 'Long tables for 220 under the trusses, with our kitchen or yours.' },
  { name: 'Conferences', text: 'Theatre seating for 300, breakout rooms, daylight and fast Wi-Fi.' },
  { name: 'Concerts & late nights', text: 'Brick, timber and a natural acoustic that bands ask to come back to.' },
] as const;

export const address = {
  street: 'Hollin Mill, 12 Wharf Lane',
  locality: 'Calderbridge',
  region: 'West Yorkshire',
  postalCode: 'HX7 4QD',
  country: 'GB',
  countryName: 'United Kingdom',
} as const;

export const contact = {
  phone: '01632 960418',
  phoneInternational: '+44 1632 960418',
  email: 'events@hollinhall.example',
} as const;

/** Office and viewing hours; events run later (see `eventsUntil`). */
export const openingHours = [
  { days: 'Monday to Friday', schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  { days: 'Saturday', schemaDays: ['Saturday'], opens: '10:00', closes: '16:00' },
] as const;

export const eventsUntil = 'Events run until midnight, every day of the year but Christmas Day.';

export const gettingHere = [
  'Six minutes’ walk from Calderbridge station along the towpath.',
  'Forty parking spaces on site, four of them accessible bays, and electric charging for eight cars.',
  'Step-free from the yard to every room; a lift to the Loom Loft; a hearing loop in the hall.',
] as const;

export const faq = [
  {
    q: 'How many guests can the hall hold?',
    a: 'The Weaving Hall seats 220 for dinner and takes 350 standing or 300 in theatre rows. With the Engine House and the Loft alongside, a day can move between rooms of 40, 80 and 220.',
  },
  {
    q: 'Can we bring our own caterer?',
    a: 'Yes. Our own kitchen cooks seasonal menus from farms within thirty miles, and any caterer with public liability insurance may use the prep kitchen behind the hall.',
  },
  {
    q: 'How late can an event run?',
    a: 'Music stops at 23:30 and the last guests leave at midnight. Load-out can continue until 01:00 so your suppliers are not rushed.',
  },
  {
    q: 'Is the building accessible?',
    a: 'Every room is step-free from the yard, the Loom Loft has a lift, there is a hearing loop in the Weaving Hall and accessible toilets on both floors.',
  },
  {
    q: 'Can we hold our ceremony here?',
    a: 'The Engine House is licensed for civil ceremonies and partnerships for up to 110 guests. The registrar books directly with you; we hold the room.',
  },
  {
    q: 'How do we hold a date?',
    a: 'Tell us the date and the shape of the day through the enquiry form. We hold it for fourteen days while you visit, and a 25% deposit confirms it.',
  },
  {
    q: 'Can we come and see it first?',
    a: 'Please do. Viewings run in office hours and on the first Thursday evening of each month, when the hall is lit as it would be for an event.',
  },
] as const;

/** Suppliers we work with often: the logo marquee. Fictional businesses, typeset by us. */
export const partners = [
  'Calder & Crust',
  'Wild Bramble Flowers',
  'Northlight Sound',
  'The Towpath Bakery',
  'Millstone Events',
  'Hebble Brewing Co.',
  'Sixpenny String Quartet',
  'Lantern & Loom Lighting',
] as const;

export const schemaVenue = {
  '@context': 'https://schema.org',
  '@type': 'EventVenue',
  name: site.name,
  description: site.description,
  url: site.url,
  telephone: contact.phoneInternational,
  email: contact.email,
  image: `${site.url}/og.png`,
  address: {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  },
  maximumAttendeeCapacity: maximumCapacity,
  openingHoursSpecification: openingHours.map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: slot.schemaDays.map((day) => `https://schema.org/${day}`),
    opens: slot.opens,
    closes: slot.closes,
  })),
  containsPlace: spaces.map((space) => ({
    '@type': 'EventVenue',
    name: space.name,
    maximumAttendeeCapacity: space.capacity.standing,
  })),
} as const;
