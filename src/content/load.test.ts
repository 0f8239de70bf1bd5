import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent } from './load';

const demo = path.resolve(import.meta.dirname, '../../content');

describe('the demo venue', () => {
  const content = loadContent(demo);

  it('works every total out from the spaces', () => {
    expect(content.totals.mostGuests).toBe(350);
    expect(content.totals.most.dinner).toBe(220);
    expect(content.totals.fewestGuests).toBe(60);
    expect(content.totals.layouts).toEqual(['theatre', 'dinner', 'reception', 'cabaret', 'classroom', 'boardroom']);
  });

  it('fills the figures the copy quotes', () => {
    expect(content.home.hero.lede).toBe(
      'Four rooms of brick, iron and oak on the canal, for 350 guests standing or 220 at one long dinner.',
    );
    expect(content.home.intro.facts.map((fact) => fact.value)).toEqual(['350', '220', '4', '9 m']);
    expect(content.venuePage.faq.questions[0]!.a).toMatch(
      /^The Weaving Hall seats 220 for dinner and takes 350 standing or 300 in theatre rows/,
    );
    expect(content.home.seo.title).toBe('The Hollin Hall · Victorian mill hall for weddings, launches and dinners');
  });

  it('follows the capacities when they change', () => {
    const dir = copyOf(demo, {
      'venue.yaml': (t) =>
        t.replace(
          'capacity: { theatre: 300, dinner: 220, reception: 350, cabaret: 180 }',
          'capacity: { theatre: 300, dinner: 260, reception: 410 }',
        ),
    });
    const changed = loadContent(dir);
    expect(changed.home.hero.lede).toContain('for 410 guests standing or 260 at one long dinner');
    expect(changed.totals.most.cabaret).toBeUndefined();
  });

  it('lets SITE_NAME win over the content’s name', () => {
    const renamed = loadContent(demo, { siteName: 'Corn Exchange' });
    expect(renamed.site.name).toBe('Corn Exchange');
    expect(renamed.home.seo.title).toMatch(/^Corn Exchange · /);
  });
});

describe('a photo the staff’s editor uploaded', () => {
  it('is named from the content folder’s root, /photos/x.jpg, and read as photos/x.jpg', () => {
    const dir = copyOf(demo, {
      'venue.yaml': (t) => t.replace('src: photos/engine-house.jpg', 'src: /photos/engine-house.jpg'),
    });
    expect(loadContent(dir).venue.spaces[1]!.photo!.src).toBe('photos/engine-house.jpg');
  });

  it('still stays inside the folder', () => {
    const dir = copyOf(demo, { 'venue.yaml': (t) => t.replace('src: photos/engine-house.jpg', 'src: //etc/passwd') });
    expect(problemsOf(dir, loadContent).join()).toContain('expected a path inside the content folder');
  });
});

describe('a folder with mistakes', () => {
  it('names the file, the field, what was expected and what it got', () => {
    const dir = copyOf(demo, { 'venue.yaml': (t) => t.replace('dinner: 80,', 'dinner: lots,') });
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/venue.yaml: spaces[1].capacity.dinner: expected a whole number, got "lots" (line 23)',
    ]);
  });

  it('names a missing field', () => {
    const dir = copyOf(demo, { 'site.yaml': (t) => t.replace(/^ {2}email: .*\n/m, '') });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(/^x\/site\.yaml: contact\.email: expected an email address \(missing\) \(line \d+\)$/),
    ]);
  });

  it('gives every problem at once, across files', () => {
    const dir = copyOf(demo, {
      'venue.yaml': (t) => t.replace('dinner: 80,', 'dinner: 2.5,').replace('length: 18', 'length: -1'),
      'pages/news.yaml': (t) => t.replace(/^ {2}title: From the hall\n/m, ''),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(/^x\/venue\.yaml: spaces\[1]\.capacity\.dinner: expected a whole number, got 2\.5/),
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[2]\.dimensions\.length: expected a number above 0 \(a length in the venue's units\), got -1/,
      ),
      expect.stringMatching(/^x\/pages\/news\.yaml: header\.title: expected text \(missing\)/),
    ]);
  });

  it('gives the line of a YAML syntax error', () => {
    const dir = copyOf(demo, {
      'pages/contact.yaml': (t) => t.replace('  title: Send an enquiry', '  title: "Send an enquiry'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/pages\/contact\.yaml: line \d+: the text in quotes that opens here \("\) is never closed: end it with " .*\(YAML: Missing closing "quote\)$/,
      ),
    ]);
  });

  it('refuses an id used twice', () => {
    const dir = copyOf(demo, {
      // Its packages name the space whose id is changed: that is another problem, tested with the prices.
      'prices.yaml': null,
      'venue.yaml': (t) => t.replace('id: loom-loft', 'id: engine-house'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[2]\.id: "engine-house" is already the id of spaces\[1]; each id must be different \(line \d+\)$/,
      ),
    ]);
  });

  it('refuses a picture that is not there', () => {
    const dir = copyOf(demo, {
      'venue.yaml': (t) => t.replace('src: photos/loom-loft.jpg', 'src: photos/missing.jpg'),
      'pages/gallery.yaml': (t) => t.replace('src: photos/hero.jpg', 'src: photos/gone.jpg'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(/^x\/venue\.yaml: spaces\[2]\.photo\.src: no file photos\/missing\.jpg in /),
      expect.stringMatching(/^x\/pages\/gallery\.yaml: photos\[0]\.src: no file photos\/gone\.jpg in /),
    ]);
  });

  it('refuses an icon that is not there, or is not an SVG drawing or a PNG', () => {
    expect(
      problemsOf(copyOf(demo, { 'site.yaml': (t) => t.replace('icon: icon.svg', 'icon: tab.svg') }), loadContent),
    ).toEqual([expect.stringMatching(/^x\/site\.yaml: icon: no file tab\.svg in .* \(line \d+\)$/)]);
    expect(
      problemsOf(copyOf(demo, { 'site.yaml': (t) => t.replace('icon: icon.svg', 'icon: site.yaml') }), loadContent),
    ).toEqual([
      'x/site.yaml: icon: expected the name of an SVG or PNG file in the folder, like icon.svg or icon.png, got "site.yaml" (line 16)',
    ]);
    expect(
      problemsOf(copyOf(demo, { 'site.yaml': (t) => t.replace('icon: icon.svg', 'icon: ../icon.svg') }), loadContent),
    ).toEqual([
      'x/site.yaml: icon: expected a path inside the content folder, like photos/hall.jpg, got "../icon.svg" (line 16)',
    ]);
    expect(problemsOf(copyOf(demo, { 'icon.svg': () => 'GIF89a' }), loadContent)).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: icon: icon\.svg is not an SVG drawing \(expected it to start with <svg>\)/,
      ),
    ]);
  });

  it('refuses a photo without alt text', () => {
    const dir = copyOf(demo, {
      'site.yaml': (t) => t.replace('  alt: The Hollin Hall at dusk, its mill windows lit', "  alt: ''"),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: shareImage\.alt: a photo needs alt text that says what it shows, got "" \(line \d+\)$/,
      ),
    ]);
  });

  it('refuses a layout it does not know and a script link', () => {
    const dir = copyOf(demo, {
      'venue.yaml': (t) =>
        t.replace('capacity: { dinner: 120, reception: 200 }', 'capacity: { dinner: 120, banquet: 200 }'),
      'site.yaml': (t) => t.replace('href: /news', 'href: javascript:alert(1)'),
    });
    const problems = problemsOf(dir, loadContent);
    expect(problems).toContainEqual(
      expect.stringMatching(/^x\/site\.yaml: navigation\.main\[4]\.href: expected a link starting with/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[3]\.capacity: unknown "banquet": expected only the layouts theatre, ceremony, dinner, reception, cocktail, cabaret, classroom, boardroom/,
      ),
    );
  });

  it('refuses a link written as the site’s own that leads to another site, and keeps one written as another site’s', () => {
    const dir = copyOf(demo, {
      'site.yaml': (t) =>
        t
          .replace('href: /gallery', 'href: //evil.example/x')
          .replace('href: /news', 'href: /\\evil.example/login')
          .replace('href: /files/drinks-menu.pdf', 'href: https://drinks.example/menu.pdf'),
      'pages/home.yaml': (t) =>
        t
          .replace("href: '#spaces'", 'href: "/\\t/evil.example"')
          .replace('href: /contact }', "href: '\\\\evil.example' }"),
    });
    const told =
      'a link to this site must start with a single / followed by a path, like /venue; a link to another site must start with https://';
    expect(problemsOf(dir, loadContent)).toEqual([
      `x/site.yaml: navigation.main[2].href: ${told}, got "//evil.example/x" (line 67)`,
      `x/site.yaml: navigation.main[4].href: ${told}, got "/\\\\evil.example/login" (line 72)`,
      `x/pages/home.yaml: hero.primary.href: ${told}, got "\\\\\\\\evil.example" (line 20)`,
      `x/pages/home.yaml: hero.secondary.href: ${told}, got "/\\t/evil.example" (line 21)`,
    ]);
  });

  it('names a figure the copy quotes that does not exist', () => {
    const dir = copyOf(demo, {
      'pages/home.yaml': (t) => t.replace('{most_dinner} at one long dinner', '{most_banquet} at one long dinner'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(/^x\/pages\/home\.yaml: hero\.lede: no figure is called \{most_banquet} .*\(line \d+\)$/),
    ]);
  });

  it('names a missing file and a missing folder', () => {
    const dir = copyOf(demo, {});
    fs.rmSync(path.join(dir, 'pages/news.yaml'));
    expect(problemsOf(dir, loadContent)).toEqual([expect.stringMatching(/^x\/pages\/news\.yaml: missing/)]);
    expect(() => loadContent(path.join(dir, 'nope'))).toThrow(/no content folder here/);
  });
});

describe('the events', () => {
  /** The demo folder with events.yaml replaced by these lines (under `events:`). */
  const withEvents = (yaml: string) => copyOf(demo, { 'events.yaml': () => `events:\n${yaml}` });
  const night = `  - id: night
    title: A night
    start: 2026-12-05T21:00
    end: '02:00'
    description: Dancing.
    tickets: https://tickets.example/night
`;

  it('reads the demo’s, with the What’s on page’s words', () => {
    const content = loadContent(demo);
    expect(content.events.length).toBeGreaterThan(3);
    expect(content.whatsOn?.links.tickets).toBe('Book tickets');
    expect(content.whatsOn?.seo.description).toContain('The Hollin Hall');
  });

  it('are optional: a folder without events.yaml has none, and needs no What’s on page', () => {
    const dir = copyOf(demo, {});
    fs.rmSync(path.join(dir, 'events.yaml'));
    fs.rmSync(path.join(dir, 'pages/whats-on.yaml'));
    const content = loadContent(dir);
    expect(content.events).toEqual([]);
    expect(content.whatsOn).toBeUndefined();
  });

  it('need the page’s words and an entry in the navigation once there are some', () => {
    const dir = copyOf(demo, { 'site.yaml': (t) => t.replace(/ {4}# Shown while.*\n.*\n.*href: \/whats-on\n/, '') });
    fs.rmSync(path.join(dir, 'pages/whats-on.yaml'));
    expect(problemsOf(dir, loadContent)).toEqual([
      "x/pages/whats-on.yaml: missing (a folder with events.yaml has it: the words of the What's on page)",
      expect.stringMatching(
        /^x\/site\.yaml: navigation\.main: events\.yaml lists events, so the navigation needs an entry for their page: \{ label: What's on, href: \/whats-on \} .*\(line \d+\)$/,
      ),
    ]);
  });

  it('name a date the calendar lacks, a time of day past 23:59, and a weekday it does not know', () => {
    const dir = withEvents(
      night.replace('2026-12-05T21:00', '2026-11-31T21:00') +
        night.replace('id: night', 'id: late').replace("'02:00'", "'25:00'") +
        night
          .replace('id: night', 'id: weekly')
          .replace('tickets:', 'repeat: { days: [Friday, Caturday], until: 2027-01-30 }\n    tickets:'),
    );
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/events.yaml: events[0].start: expected a date the calendar has, got "2026-11-31T21:00" (line 4)',
      'x/events.yaml: events[1].end: expected a time like 02:00, a date and time like 2026-12-06T02:00, or a date, got "25:00" (line 11)',
      'x/events.yaml: events[2].repeat.days[1]: expected one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday, got "Caturday" (line 19)',
    ]);
  });

  it('refuse an end before the start, a repeat that ends before it starts, and a start on another weekday', () => {
    const dir = withEvents(
      night.replace("'02:00'", '2026-12-05T20:00') +
        night
          .replace('id: night', 'id: weekly')
          .replace('tickets:', 'repeat: { days: [Friday], until: 2026-12-01, except: [2026-12-25] }\n    tickets:') +
        night
          .replace('id: night', 'id: fair')
          .replace('2026-12-05T21:00', '2026-12-05')
          .replace("'02:00'", '2026-12-04'),
    );
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/events.yaml: events[0].end: the end must come after the start (2026-12-05T21:00), got "2026-12-05T20:00" (line 5)',
      'x/events.yaml: events[1].repeat.until: the last date must come after the first (2026-12-05), got "2026-12-01" (line 13)',
      'x/events.yaml: events[1].repeat.days: the event starts on a Saturday, which is not one of its days, got a list (line 13)',
      'x/events.yaml: events[1].repeat.except[0]: 2026-12-25 is not one of the event\'s dates, got "2026-12-25" (line 13)',
      'x/events.yaml: events[2].end: the last day comes before the first (2026-12-05), got "2026-12-04" (line 18)',
    ]);
  });

  /** The night (Saturday 5 December 2026) repeating as `repeat` says. */
  const repeating = (id: string, repeat: string) =>
    night.replace('id: night', `id: ${id}`).replace('tickets:', `repeat: ${repeat}\n    tickets:`);

  it('read a repeat each way it can be written, the first way (weekly: [..]) too', () => {
    const { events } = loadContent(
      withEvents(
        repeating('weekly', '{ every: week, interval: 2, days: [Saturday, Sunday], count: 6 }') +
          repeating('monthly', '{ every: month, weekOfMonth: first, day: Saturday, until: 2027-12-31 }') +
          repeating('by-date', '{ every: month, dayOfMonth: 5, until: 2027-12-31 }') +
          repeating('older', '{ weekly: [Saturday], until: 2027-01-30, except: [2026-12-26] }'),
      ),
    );
    expect(events.map((event) => event.repeat)).toEqual([
      { every: 'week', interval: 2, days: ['Saturday', 'Sunday'], count: 6 },
      { every: 'month', interval: 1, weekOfMonth: 'first', day: 'Saturday', until: '2027-12-31' },
      { every: 'month', interval: 1, dayOfMonth: 5, until: '2027-12-31' },
      { every: 'week', interval: 1, days: ['Saturday'], until: '2027-01-30', except: ['2026-12-26'] },
    ]);
  });

  it('name a repeat’s fields that do not go together, a missing end, and a start or a skipped date not among its dates', () => {
    const dir = withEvents(
      repeating('a', '{ every: month, days: [Saturday], until: 2027-06-30 }') +
        repeating('b', '{ every: month, dayOfMonth: 5, weekOfMonth: first, day: Saturday, count: 3 }') +
        repeating('c', '{ every: month, weekOfMonth: first, until: 2027-06-30 }') +
        repeating('d', '{ days: [Saturday], dayOfMonth: 5 }') +
        repeating('e', '{ every: month, dayOfMonth: 31, until: 2027-06-30, count: 4 }') +
        repeating(
          'f',
          '{ every: month, weekOfMonth: second, day: Saturday, count: 6, except: [2027-01-02, 2027-01-09] }',
        ) +
        repeating('g', '{ every: month, weekOfMonth: last, day: Sunday, until: 2027-06-30 }') +
        repeating('h', '{ every: fortnight, interval: 0, days: [Saturday], count: 1001 }'),
    );
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/events.yaml: events[0].repeat.days: days are for a weekly repeat; a monthly one names dayOfMonth, or weekOfMonth and day, got a list (line 7)',
      'x/events.yaml: events[0].repeat: a monthly repeat needs dayOfMonth (1 to 31), or weekOfMonth and day ("the first Sunday"), got a group of fields (line 7)',
      'x/events.yaml: events[1].repeat.dayOfMonth: expected dayOfMonth, or weekOfMonth and day ("the first Sunday"), not both, got 5 (line 14)',
      'x/events.yaml: events[2].repeat.day: expected the day of the week: the first Sunday, say (missing) (line 21)',
      'x/events.yaml: events[3].repeat.dayOfMonth: dayOfMonth is for a monthly repeat (every: month); a weekly one names its days, got 5 (line 28)',
      'x/events.yaml: events[3].repeat: expected an end: until (the last date) or count (how many times), got a group of fields (line 28)',
      'x/events.yaml: events[4].repeat.count: expected one end, until or count, not both, got 4 (line 35)',
      'x/events.yaml: events[4].repeat.dayOfMonth: the event starts on 2026-12-05, which is not day 31 of a month, got 31 (line 35)',
      'x/events.yaml: events[5].repeat.weekOfMonth: the event starts on 2026-12-05, which is not the second Saturday of its month, got "second" (line 42)',
      // 9 January 2027 is the second Saturday of its month: one of the dates.
      'x/events.yaml: events[5].repeat.except[0]: 2027-01-02 is not one of the event\'s dates, got "2027-01-02" (line 42)',
      'x/events.yaml: events[6].repeat.day: the event starts on a Saturday, not a Sunday, got "Sunday" (line 49)',
      'x/events.yaml: events[7].repeat.every: expected week or month, got "fortnight" (line 56)',
      'x/events.yaml: events[7].repeat.interval: expected a whole number above 0, got 0 (line 56)',
      'x/events.yaml: events[7].repeat.count: expected at most 1000 times, got 1001 (line 56)',
    ]);
  });

  it('want https tickets or an enquiry, one of the two, and a timed event’s end', () => {
    const dir = withEvents(
      night.replace('https://tickets', 'http://tickets') +
        night.replace('id: night', 'id: both').replace('tickets:', 'enquire: true\n    tickets:') +
        night.replace('id: night', 'id: neither').replace(/ {4}tickets:.*\n/, '') +
        night.replace('id: night', 'id: open').replace(/ {4}end:.*\n/, ''),
    );
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/events.yaml: events[0].tickets: expected an https:// link to where the tickets are sold, got "http://tickets.example/night" (line 7)',
      'x/events.yaml: events[1].enquire: expected one link, tickets or enquire, not both, got true (line 13)',
      'x/events.yaml: events[2]: expected a link: tickets (an https:// link) or enquire: true, got a group of fields (line 15)',
      'x/events.yaml: events[3].end: a timed event needs an end: a time like 23:00 (the next morning when earlier) or a date and time (missing) (line 20)',
    ]);
  });

  it('read enquire: false (the editor’s switch, turned off) as no enquiry link', () => {
    const dir = withEvents(
      night.replace('tickets:', 'enquire: false\n    tickets:') +
        night.replace('id: night', 'id: off').replace(/ {4}tickets:.*\n/, '    enquire: false\n'),
    );
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/events.yaml: events[1]: expected a link: tickets (an https:// link) or enquire: true, got a group of fields (line 9)',
    ]);
  });

  it('refuse an id used twice and a photo that is not there', () => {
    const dir = withEvents(
      night + night.replace('tickets:', 'photo: { src: photos/gone.jpg, alt: Gone }\n    tickets:'),
    );
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/events.yaml: events[1].id: "night" is already the id of events[0]; each id must be different (line 8)',
      expect.stringMatching(/^x\/events\.yaml: events\[1]\.photo\.src: no file photos\/gone\.jpg in .* \(line 13\)$/),
    ]);
  });
});

describe('the prices', () => {
  it('are optional: a folder without prices.yaml has none', () => {
    const dir = copyOf(demo, {
      'prices.yaml': null,
      'pages/venue.yaml': (t) => t.replace(/^ {4}- q: What does a wedding cost\?\n(?: {6}.*\n)+/m, ''),
    });
    expect(loadContent(dir).prices).toBeUndefined();
    // A figure of the prices, quoted without them, is named like any unknown figure.
    expect(problemsOf(copyOf(demo, { 'prices.yaml': null }), loadContent)).toEqual([
      expect.stringMatching(
        /^x\/pages\/venue\.yaml: faq\.questions\[1\]\.a: no figure is called \{mill-wedding\.price\}/,
      ),
      expect.stringMatching(/^x\/pages\/venue\.yaml: faq\.questions\[1\]\.a: no figure is called \{hall-hire\.price\}/),
    ]);
  });

  it('reads the demo’s, and the copy quotes their figures in the page’s currency', () => {
    const content = loadContent(demo);
    expect(content.prices?.currency).toBe('GBP');
    expect(content.prices?.packages.map((pack) => pack.id)).toEqual(['mill-wedding', 'day-conference', 'hall-hire']);
    // A package's summary quotes a capacity; the home page quotes a package's lowest price ("from").
    expect(content.prices?.packages[1]!.summary).toMatch(/^Theatre seating for 300,/);
    expect(content.venuePage.faq.questions[1]!.a).toMatch(/^Weddings start at £72 a guest .* from £3,200 a day\./);
  });

  it('name an unknown space, an id used twice, a currency and a unit the world does not use', () => {
    const dir = copyOf(demo, {
      'prices.yaml': (t) =>
        t
          .replace('currency: GBP', 'currency: GBX')
          .replace('spaces: [weaving-hall]', 'spaces: [weaving-hal]')
          .replace('id: day-conference', 'id: mill-wedding')
          .replace('per: day', 'per: night')
          .replace('price: 9.5', 'price: 9.555'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/prices\.yaml: currency: expected a currency code the world uses, like GBP, EUR or USD, got "GBX" \(line \d+\)$/,
      ),
      expect.stringMatching(
        /^x\/prices\.yaml: packages\[2\]\.per: expected one of guest, hour, day, event, got "night" \(line \d+\)$/,
      ),
      expect.stringMatching(
        /^x\/prices\.yaml: addOns\[2\]\.price: expected an amount in whole cents or pence, like 85\.50, got 9\.555 \(line \d+\)$/,
      ),
    ]);
    const second = copyOf(demo, {
      'prices.yaml': (t) =>
        t.replace('spaces: [weaving-hall]', 'spaces: [weaving-hal]').replace('id: day-conference', 'id: mill-wedding'),
    });
    expect(problemsOf(second, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/prices\.yaml: packages\[1\]\.id: "mill-wedding" is already the id of packages\[0\]; each id must be different \(line \d+\)$/,
      ),
      expect.stringMatching(
        /^x\/prices\.yaml: packages\[2\]\.spaces\[0\]: no space "weaving-hal" in venue\.yaml \(its spaces are weaving-hall, engine-house, loom-loft, wharf-yard\) \(line \d+\)$/,
      ),
    ]);
  });

  it('name guests included that do not fit the package: each needs the other, a price for the event or the day, and the minimum', () => {
    const dir = copyOf(demo, {
      'prices.yaml': (t) =>
        t
          // The Mill Wedding: a price per guest, with guests included and fewer than its minimum of 60.
          .replace(
            '    minimumSpend: 4500\n',
            '    minimumSpend: 4500\n    includedGuests: 50\n    extraGuestPrice: 40\n',
          )
          // The Day Conference: a price per extra guest alone.
          .replace('    minimumGuests: 40\n', '    minimumGuests: 40\n    extraGuestPrice: 30\n')
          // Hall hire: guests included alone.
          .replace('    per: day\n', '    per: day\n    includedGuests: 120\n'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      'x/prices.yaml: packages[0].includedGuests: guests included go with a price per event or per day, not per guest, got 50 (line 26)',
      "x/prices.yaml: packages[0].includedGuests: expected at least the package's minimumGuests (60), got 50 (line 26)",
      'x/prices.yaml: packages[1].includedGuests: expected the number of guests the price includes, like includedGuests: 80, since the package has a price per extra guest (missing) (line 35)',
      'x/prices.yaml: packages[2].extraGuestPrice: expected the price of each guest beyond the 120 included, like extraGuestPrice: 45 (missing) (line 48)',
    ]);
    // Named in the same build as another mistake of the package.
    const both = copyOf(demo, {
      'prices.yaml': (t) => t.replace('    per: day\n', '    per: night\n    includedGuests: 120\n'),
    });
    expect(problemsOf(both, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/prices\.yaml: packages\[2\]\.per: expected one of guest, hour, day, event, got "night"/,
      ),
      expect.stringMatching(
        /^x\/prices\.yaml: packages\[2\]\.extraGuestPrice: expected the price of each guest beyond/,
      ),
    ]);
    // As the example's whole roof has them: for the event, with both.
    const sound = copyOf(demo, {
      'prices.yaml': (t) =>
        t.replace('    per: day\n', '    per: day\n    includedGuests: 120\n    extraGuestPrice: 30\n'),
    });
    expect(loadContent(sound).prices?.packages[2]).toMatchObject({ includedGuests: 120, extraGuestPrice: 30 });
  });

  it('name a floor plan that is not there, or not a drawing or photo', () => {
    const plan = (src: string) => (t: string) =>
      t.replace(/^ {4}plan: \{ src: photos\/weaving-hall-plan\.svg,/m, `    plan: { src: ${src},`);
    expect(problemsOf(copyOf(demo, { 'venue.yaml': plan('photos/gone-plan.svg') }), loadContent)).toEqual([
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[0\]\.plan\.src: no file photos\/gone-plan\.svg in .+ \(line \d+\)$/,
      ),
    ]);
    expect(problemsOf(copyOf(demo, { 'venue.yaml': plan('files/plan.pdf') }), loadContent)).toEqual([
      expect.stringMatching(
        /^x\/venue\.yaml: spaces\[0\]\.plan\.src: expected an SVG, PNG or JPEG file, like photos\/hall-plan\.png, got "files\/plan\.pdf" \(line \d+\)$/,
      ),
    ]);
  });
});
