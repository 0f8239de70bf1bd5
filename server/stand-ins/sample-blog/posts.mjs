// @ts-check
/**
 * The sample blog's posts, as the venue would write them in WordPress. Titles are stored the way
 * WordPress renders them (wptexturize turns quotes, apostrophes, dashes and "&" into entities), and
 * dates are the blog's wall-clock time without an offset, some close to midnight on purpose.
 *
 * `{origin}` in content is replaced by the blog's origin when served.
 */

/**
 * @typedef {{ id: number, date: string, slug: string, title: string, excerpt: string, content: string, sticky?: boolean }} SamplePost
 */

/** @type {SamplePost[]} */
export const samplePosts = [
  {
    id: 1042,
    date: '2026-03-14T23:30:00',
    slug: 'spring-open-evening',
    title: 'Spring Open Evening &#8211; Walk the Mill Hall by Candlelight',
    excerpt:
      '<p>On Thursday 26 March we light the Mill Hall, the Loom Room and the courtyard the way a wedding would, and open the doors from 6&nbsp;pm. Bring your partner, your planner or your mum.</p>\n',
    content:
      '<p>On Thursday 26 March we light the Mill Hall, the Loom Room and the courtyard the way a wedding would, and open the doors from 6&nbsp;pm until 9&nbsp;pm.</p>\n<p>Our events team will be on the floor to talk layouts, capacities (up to 320 standing, 220 for dinner) and dates for 2027. The bar in the Boiler House will be pouring, and there is no need to book.</p>\n',
  },
  {
    id: 1036,
    date: '2026-03-02T00:15:00',
    slug: 'new-kitchen-partner',
    title: 'Meet Ash &amp; Ember, Our New Kitchen Partner',
    excerpt:
      '<p>From April every dinner in the hall is cooked over fire by Ash &amp; Ember, a Sheffield team who grow half of what they serve.</p>\n',
    content:
      '<p>From April every dinner in the hall is cooked over fire by Ash &amp; Ember, a Sheffield team who grow half of what they serve.</p>\n<p>Tasting evenings for couples and planners run on the first Tuesday of each month; ask the events team for a place.</p>\n',
  },
  {
    id: 1029,
    date: '2026-02-14T19:00:00',
    slug: 'real-wedding-hannah-and-joe',
    title: 'Real Wedding: Hannah &#038; Joe&#8217;s &#8220;Long Table&#8221; Supper',
    excerpt:
      '<p>One table, ninety-six guests, the full length of the Mill Hall. Hannah and Joe tell us how they did it.</p>\n',
    content:
      '<p>One table, ninety-six guests, the full length of the Mill Hall. Hannah and Joe wanted everyone to be able to see everyone, so we built it.</p>\n<blockquote><p>&#8220;It felt like a family dinner that happened to have a string quartet.&#8221;</p></blockquote>\n',
  },
  {
    id: 1021,
    date: '2026-01-31T23:59:00',
    slug: 'winter-gala-raises-record',
    title: 'The Winter Gala Raised &pound;48,000 for the Valley Hospice',
    excerpt:
      '<p>Thank you to the 280 guests who danced until one and bid on everything from a narrowboat weekend to a signed cricket bat.</p>\n',
    content:
      '<p>Thank you to the 280 guests who danced until one and bid on everything from a narrowboat weekend to a signed cricket bat.</p>\n',
  },
  {
    id: 1014,
    date: '2026-01-12T08:30:00',
    slug: 'dates-2027-released',
    title: '2027 Dates Are Open &#8211; Saturdays Are Going Fast',
    excerpt:
      '<p>Our 2027 calendar opened on Monday. Friday and Sunday weddings still have plenty of room; Saturdays in June and September are nearly gone.</p>\n',
    content:
      '<p>Our 2027 calendar opened on Monday. Friday and Sunday weddings still have plenty of room; Saturdays in June and September are nearly gone.</p>\n',
  },
  {
    id: 1003,
    date: '2025-12-20T17:45:00',
    slug: 'christmas-concert-recap',
    title: '&#8220;Carols in the Mill&#8221;: 400 Voices Under One Roof',
    excerpt: '<p>The Calder Valley Community Choir filled the hall twice over. Here are our favourite moments.</p>\n',
    content: '<p>The Calder Valley Community Choir filled the hall twice over. Here are our favourite moments.</p>\n',
  },
  {
    id: 994,
    date: '2025-11-28T12:00:00',
    slug: 'product-launch-northern-cycle-co',
    title: 'How Northern Cycle Co. Launched Their E-Bike in the Loom Room',
    excerpt: '<p>A 40-metre test track, a DJ in the gantry and 150 journalists: a launch in numbers.</p>\n',
    content: '<p>A 40-metre test track, a DJ in the gantry and 150 journalists: a launch in numbers.</p>\n',
  },
  {
    id: 987,
    date: '2025-11-03T21:10:00',
    slug: 'restored-windows',
    title: 'The Mill&#8217;s 1874 Windows Are Back &#8211; Restored Pane by Pane',
    excerpt: '<p>Eleven months, 1,280 panes of hand-drawn glass and one very patient joiner.</p>\n',
    content: '<p>Eleven months, 1,280 panes of hand-drawn glass and one very patient joiner.</p>\n',
  },
  {
    id: 975,
    date: '2025-10-18T10:00:00',
    slug: 'autumn-wedding-fair',
    title: 'Autumn Wedding Fair: 30 Local Makers &amp; a Free Glass of Fizz',
    excerpt:
      '<p>Florists, bakers, bands and a tailor who makes suits from Yorkshire cloth, all in the Mill Hall for one Sunday.</p>\n',
    content:
      '<p>Florists, bakers, bands and a tailor who makes suits from Yorkshire cloth, all in the Mill Hall for one Sunday.</p>\n',
  },
  {
    id: 962,
    date: '2025-09-26T18:30:00',
    slug: 'jazz-in-the-boiler-house',
    title: 'Jazz in the Boiler House Returns Every Friday',
    excerpt: '<p>Small tables, a trio and the best old fashioned in the valley. Free entry, from 8&nbsp;pm.</p>\n',
    content: '<p>Small tables, a trio and the best old fashioned in the valley. Free entry, from 8&nbsp;pm.</p>\n',
  },
  {
    id: 948,
    date: '2025-09-01T09:00:00',
    slug: 'accessibility-improvements',
    title: 'A Lift to the Gallery, and Other Things We&#8217;ve Changed',
    excerpt:
      '<p>Step-free access to every space, a hearing loop in the Mill Hall and a quiet room for anyone who needs one.</p>\n',
    content:
      '<p>Step-free access to every space, a hearing loop in the Mill Hall and a quiet room for anyone who needs one.</p>\n',
  },
  {
    id: 931,
    date: '2025-08-15T16:20:00',
    slug: 'summer-courtyard-cinema',
    title: 'Courtyard Cinema: &#8220;Brief Encounter&#8221; Under the Stars',
    excerpt: '<p>Deckchairs, blankets and a 1945 classic on a screen hung from the old loading bay.</p>\n',
    content: '<p>Deckchairs, blankets and a 1945 classic on a screen hung from the old loading bay.</p>\n',
  },
];

/** The feed's pictures: what each image shows, as its alt text. */
export const feedPictures = [
  'Candles along the long table in the Mill Hall',
  'Evening light through the restored arched windows',
  'Festoon lights over the courtyard',
  'The Boiler House bar before doors open',
  'Chairs set in rows for a ceremony',
  'The Loom Room laid for a product launch',
  'A string quartet on the gallery',
  'Dancing under the iron trusses',
  'The mill chimney at dusk',
];

/** Uploads are served by the stand-in under this path, as WordPress serves its media library. */
export const FEED_IMAGE_DIR = '/wp-content/uploads/2024/06';

/** @param {number} n 1-based */
export const feedImageName = (n) => `hollin-feed-${String(n).padStart(2, '0')}.svg`;

/** Post 856: the feed, a WordPress gallery block of the venue's pictures, linked to the media files. */
export const feedPost = /** @type {SamplePost} */ ({
  id: 856,
  date: '2024-06-01T09:00:00',
  slug: 'instagram-feed',
  title: 'Instagram Feed',
  excerpt: '',
  content: [
    '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped wp-block-gallery-1 is-layout-flex wp-block-gallery-is-layout-flex">',
    ...feedPictures.map((alt, i) => {
      const src = `{origin}${FEED_IMAGE_DIR}/${feedImageName(i + 1)}`;
      return `<figure class="wp-block-image size-large"><a href="${src}"><img decoding="async" width="600" height="600" src="${src}" alt="${alt}" class="wp-image-${870 + i}"/></a></figure>`;
    }),
    '</figure>',
    '',
  ].join('\n'),
});
