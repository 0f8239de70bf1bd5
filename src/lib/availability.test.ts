import { describe, expect, it } from 'vitest';
import { addDays } from '@/shared/calendar';
import { CalendarFeedError, heldDates, OCCURRENCE_BUDGET, type RepeatsCut } from './availability';

/** Europe/London as Google Calendar exports it: the rules since 1996, BST from the last Sunday of March. */
const LONDON = `BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

let uid = 0;
/** A VEVENT with a fresh UID unless the lines give one. */
const vevent = (lines: string) =>
  `BEGIN:VEVENT\n${/^UID:/m.test(lines) ? '' : `UID:test-${++uid}@foyer.test\n`}${lines.trim()}\nEND:VEVENT`;
/** A calendar of these events, with the London zone defined, in CRLF lines as feeds are served. */
const feed = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Foyer//tests//EN', LONDON, ...events, 'END:VCALENDAR']
    .join('\n')
    .replace(/\n/g, '\r\n');

const london = { timeZone: 'Europe/London', today: '2026-11-23' };
const held = (options: Parameters<typeof heldDates>[1], ...events: string[]) =>
  heldDates(feed(...events.map(vevent)), options);

describe('heldDates: times and zones', () => {
  it('reads a time in a zone the feed defines, across a change of clocks', () => {
    // 00:30–02:00 London is 23:30–01:00 in Reykjavik (UTC all year) in summer, 00:30–02:00 in winter: the
    // VTIMEZONE's rules place each, not the wall time alone.
    const reykjavik = { timeZone: 'Atlantic/Reykjavik', today: '2026-11-23' };
    const summer = 'DTSTART;TZID=Europe/London:20270710T003000\nDTEND;TZID=Europe/London:20270710T020000';
    const winter = 'DTSTART;TZID=Europe/London:20270109T003000\nDTEND;TZID=Europe/London:20270109T020000';
    expect(held(reykjavik, summer, winter)).toEqual(['2027-01-09', '2027-07-09']);
    expect(held(london, summer, winter)).toEqual(['2027-01-09', '2027-07-10']);
  });

  it('holds the next day for a UTC event that is already tomorrow in a zone east of UTC', () => {
    const tokyo = { timeZone: 'Asia/Tokyo', today: '2026-11-23' };
    expect(held(tokyo, 'DTSTART:20261210T160000Z\nDTEND:20261210T180000Z')).toEqual(['2026-12-11']);
    expect(held(london, 'DTSTART:20261210T160000Z\nDTEND:20261210T180000Z')).toEqual(['2026-12-10']);
  });

  it('reads a floating time (no TZID, no Z) as the venue’s own time', () => {
    // Read as UTC, 20:00–22:00 would be 05:00–07:00 the next day in Tokyo.
    const tokyo = { timeZone: 'Asia/Tokyo', today: '2026-11-23' };
    expect(held(tokyo, 'DTSTART:20261210T200000\nDTEND:20261210T220000')).toEqual(['2026-12-10']);
  });

  it('converts a TZID the feed names without defining it, IANA or Windows', () => {
    // 20:00–22:00 in New York is 01:00–03:00 the next day in London; Outlook's "GMT Standard Time" is London.
    expect(
      held(london, 'DTSTART;TZID=America/New_York:20261205T200000\nDTEND;TZID=America/New_York:20261205T220000'),
    ).toEqual(['2026-12-06']);
    const tokyo = { timeZone: 'Asia/Tokyo', today: '2026-11-23' };
    expect(
      held(tokyo, 'DTSTART;TZID=GMT Standard Time:20270710T170000\nDTEND;TZID=GMT Standard Time:20270710T180000'),
    ).toEqual(['2027-07-11']); // 17:00 BST is 01:00 the next day in Tokyo
  });

  it('reads a time that a TZID the feed does not define skips as RFC 5545 does: with the offset before the gap', () => {
    // New York skips 02:00–03:00 on 14 March 2027: 02:30 is read at EST, so it is 07:30Z, 06:30 in Cape Verde
    // (−01:00 all year), after 06:00: the last day is held. (Read as 01:30 EST, it would be 05:30 and free.)
    const capeVerde = { timeZone: 'Atlantic/Cape_Verde', today: '2026-11-23' };
    expect(
      held(capeVerde, 'DTSTART;TZID=America/New_York:20270313T180000\nDTEND;TZID=America/New_York:20270314T023000'),
    ).toEqual(['2027-03-13', '2027-03-14']);
  });

  it('reads an Outlook zone the feed defines under its Windows name', () => {
    const outlook = LONDON.replace(/Europe\/London/g, 'GMT Standard Time');
    const text = feed(
      vevent('DTSTART;TZID=GMT Standard Time:20270710T170000\nDTEND;TZID=GMT Standard Time:20270710T180000'),
    ).replace('END:VCALENDAR', `${outlook.replace(/\n/g, '\r\n')}\r\nEND:VCALENDAR`);
    expect(heldDates(text, { timeZone: 'Asia/Tokyo', today: '2026-11-23' })).toEqual(['2027-07-11']);
  });

  it('holds the day a timed event without end or length starts', () => {
    expect(held(london, 'DTSTART;TZID=Europe/London:20261210T150000')).toEqual(['2026-12-10']);
  });
});

describe('heldDates: all-day events', () => {
  it('holds the one day of a single all-day event, with or without DTEND', () => {
    expect(held(london, 'DTSTART;VALUE=DATE:20261212\nDTEND;VALUE=DATE:20261213')).toEqual(['2026-12-12']);
    expect(held(london, 'DTSTART;VALUE=DATE:20261212')).toEqual(['2026-12-12']);
  });

  it('treats a multi-day event’s DTEND as exclusive', () => {
    expect(held(london, 'DTSTART;VALUE=DATE:20261224\nDTEND;VALUE=DATE:20261226')).toEqual([
      '2026-12-24',
      '2026-12-25',
    ]);
  });

  it('keeps an all-day event’s dates whatever the venue’s zone', () => {
    const tokyo = { timeZone: 'Asia/Tokyo', today: '2026-11-23' };
    expect(held(tokyo, 'DTSTART;VALUE=DATE:20261224\nDTEND;VALUE=DATE:20261225')).toEqual(['2026-12-24']);
  });
});

describe('heldDates: past midnight', () => {
  const night = (end: string) =>
    held(london, `DTSTART;TZID=Europe/London:20261211T220000\nDTEND;TZID=Europe/London:${end}`);

  it('does not hold the next day for an event ending at or before 06:00', () => {
    expect(night('20261212T020000')).toEqual(['2026-12-11']);
    expect(night('20261212T060000')).toEqual(['2026-12-11']);
    expect(night('20261212T000000')).toEqual(['2026-12-11']);
  });

  it('holds both days for an event ending after 06:00', () => {
    expect(night('20261212T070000')).toEqual(['2026-12-11', '2026-12-12']);
    expect(night('20261212T060100')).toEqual(['2026-12-11', '2026-12-12']);
  });

  it('holds every day of a timed event over several days, but a last one it leaves by 06:00', () => {
    expect(night('20261214T050000')).toEqual(['2026-12-11', '2026-12-12', '2026-12-13']);
  });
});

describe('heldDates: recurrences (expanded by ical.js)', () => {
  const weekly = 'DTSTART;TZID=Europe/London:20261203T190000\nDTEND;TZID=Europe/London:20261203T220000';

  it('expands a weekly rule with COUNT', () => {
    expect(held(london, `${weekly}\nRRULE:FREQ=WEEKLY;COUNT=3`)).toEqual(['2026-12-03', '2026-12-10', '2026-12-17']);
  });

  it('expands a weekly rule with UNTIL', () => {
    expect(held(london, `${weekly}\nRRULE:FREQ=WEEKLY;UNTIL=20261217T235959Z`)).toEqual([
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
    ]);
  });

  it('skips a week an EXDATE removes', () => {
    expect(held(london, `${weekly}\nRRULE:FREQ=WEEKLY;COUNT=3\nEXDATE;TZID=Europe/London:20261210T190000`)).toEqual([
      '2026-12-03',
      '2026-12-17',
    ]);
  });

  it('adds an RDATE’s extra date', () => {
    expect(held(london, `${weekly}\nRRULE:FREQ=WEEKLY;COUNT=2\nRDATE;TZID=Europe/London:20261228T190000`)).toEqual([
      '2026-12-03',
      '2026-12-10',
      '2026-12-28',
    ]);
  });

  it('moves an occurrence a RECURRENCE-ID override moves: the old day is free, the new one held', () => {
    const series = vevent(`UID:quiz@foyer.test\n${weekly}\nRRULE:FREQ=WEEKLY;COUNT=3`);
    const moved = vevent(
      'UID:quiz@foyer.test\nRECURRENCE-ID;TZID=Europe/London:20261210T190000\n' +
        'DTSTART;TZID=Europe/London:20261212T120000\nDTEND;TZID=Europe/London:20261212T150000',
    );
    expect(heldDates(feed(series, moved), london)).toEqual(['2026-12-03', '2026-12-12', '2026-12-17']);
  });

  it('frees the one occurrence an override cancels', () => {
    const series = vevent(`UID:quiz@foyer.test\n${weekly}\nRRULE:FREQ=WEEKLY;COUNT=3`);
    const cancelled = vevent(
      'UID:quiz@foyer.test\nRECURRENCE-ID;TZID=Europe/London:20261210T190000\nSTATUS:CANCELLED\n' +
        'DTSTART;TZID=Europe/London:20261210T190000\nDTEND;TZID=Europe/London:20261210T220000',
    );
    expect(heldDates(feed(series, cancelled), london)).toEqual(['2026-12-03', '2026-12-17']);
  });

  it('matches an override whose RECURRENCE-ID is given in UTC', () => {
    const series = vevent(`UID:quiz@foyer.test\n${weekly}\nRRULE:FREQ=WEEKLY;COUNT=3`);
    const cancelled = vevent('UID:quiz@foyer.test\nRECURRENCE-ID:20261210T190000Z\nSTATUS:CANCELLED\n' + weekly);
    expect(heldDates(feed(series, cancelled), london)).toEqual(['2026-12-03', '2026-12-17']);
  });

  it('keeps a rule’s wall time across a change of clocks', () => {
    // 23:30 each Saturday in London, either side of 28 March 2027: always Saturday, never spilling into Sunday.
    expect(
      held(
        { timeZone: 'Europe/London', today: '2027-03-01' },
        'DTSTART;TZID=Europe/London:20270320T233000\nDTEND;TZID=Europe/London:20270321T013000\nRRULE:FREQ=WEEKLY;COUNT=3',
      ),
    ).toEqual(['2027-03-20', '2027-03-27', '2027-04-03']);
  });

  it('stops an unbounded rule at the end of the window', () => {
    const dates = held(london, 'DTSTART;VALUE=DATE:20261126\nRRULE:FREQ=WEEKLY');
    expect(dates[0]).toBe('2026-11-26');
    expect(dates.at(-1)).toBe('2028-11-23'); // a Thursday, the window's last day
    expect(dates).toHaveLength(105);
  });

  it('holds from today for a series that began long ago', () => {
    const dates = held(london, 'DTSTART;VALUE=DATE:20150101\nRRULE:FREQ=DAILY');
    expect(dates[0]).toBe('2026-11-23');
    expect(dates).toHaveLength(732); // every day from 2026-11-23 to 2028-11-23
  });

  it('holds an override moved into the window from an occurrence beyond it', () => {
    const series = vevent('UID:far@foyer.test\nDTSTART;VALUE=DATE:20270101\nRRULE:FREQ=YEARLY');
    const moved = vevent('UID:far@foyer.test\nRECURRENCE-ID;VALUE=DATE:20300101\nDTSTART;VALUE=DATE:20270505');
    expect(heldDates(feed(series, moved), london)).toEqual(['2027-01-01', '2027-05-05', '2028-01-01']);
  });

  it('holds an override moved into the window from an occurrence years before it', () => {
    const series = vevent('UID:old@foyer.test\nDTSTART;VALUE=DATE:20150105\nRRULE:FREQ=WEEKLY;UNTIL=20260101');
    const moved = vevent('UID:old@foyer.test\nRECURRENCE-ID;VALUE=DATE:20160104\nDTSTART;VALUE=DATE:20270505');
    expect(heldDates(feed(series, moved), london)).toEqual(['2027-05-05']);
  });
});

describe('heldDates: what repeats may cost (promises §15)', () => {
  it('holds a rule whose months and days leave no day after its start once, where ical.js would look for ever', () => {
    // February has no 30th: daily and hourly, ical.js 2.2.1 never returns from looking for the second occurrence.
    const never = (freq: string) =>
      `DTSTART;TZID=Europe/London:20261201T100000\nDTEND;TZID=Europe/London:20261201T120000\nRRULE:FREQ=${freq};BYMONTH=2;BYMONTHDAY=30`;
    expect(held(london, never('DAILY'), never('HOURLY'), never('MINUTELY'))).toEqual(['2026-12-01']);
    // The same parts that leave a day (a leap year's 29 February) are expanded as ever.
    const leap = 'DTSTART;VALUE=DATE:20261201\nRRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29';
    expect(held(london, leap)).toEqual(['2026-12-01', '2028-02-29']);
  });

  /** Held dates, and what the budget cut, with `budget` occurrences to read. */
  const costing = (budget: number, events: string[], options: Partial<Parameters<typeof heldDates>[1]> = {}) => {
    const cuts: RepeatsCut[] = [];
    const dates = heldDates(feed(...events), { ...london, budget, onCut: (cut) => cuts.push(cut), ...options });
    return { dates, cuts };
  };
  /** Every day from `from` to `to`. */
  const days = (from: string, to: string) => {
    const all: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) all.push(day);
    return all;
  };
  /** `count` events each hour from 10:00 on the window's first day, without end. */
  const hourly = (count: number, lines = '') =>
    Array.from({ length: count }, () => vevent(`DTSTART:20261123T100000Z\nDURATION:PT1H\nRRULE:FREQ=HOURLY${lines}`));

  it('holds every day of the window for 200 endless hourly events, reading a few occurrences a day, not each hour', () => {
    // Hour by hour this is 3.5 million occurrences. Only days matter: one a day for the first event, one a week for
    // the other 199, whose days it has held.
    const { dates, cuts } = costing(25_000, hourly(200));
    expect(dates).toEqual(days('2026-11-23', '2028-11-23'));
    expect(cuts).toEqual([]);
  });

  it('holds each day of the window for an endless daily event begun long ago, reading the window’s occurrences only', () => {
    const { dates, cuts } = costing(735, [vevent('DTSTART:19900101T190000Z\nDURATION:PT3H\nRRULE:FREQ=DAILY')]);
    expect(dates).toEqual(days('2026-11-23', '2028-11-23'));
    expect(cuts).toEqual([]);
  });

  it('reads a weekly rule on two weekdays begun long ago from the window on', () => {
    const { dates, cuts } = costing(215, [vevent('DTSTART;VALUE=DATE:20100104\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH')]);
    expect(cuts).toEqual([]);
    expect(dates).toHaveLength(2 * 105);
    expect(dates.slice(0, 3)).toEqual(['2026-11-23', '2026-11-26', '2026-11-30']); // Monday, Thursday, Monday
    expect(dates.at(-1)).toBe('2028-11-23'); // a Thursday
  });

  it('skips an hourly rule’s occurrences without losing a day as the clocks change', () => {
    // Every six hours in New York (a zone the feed names without defining), the last on Sunday 7 November at 19:30,
    // after New York's clocks went back: 00:30 on the 8th in Reykjavik. Skipped to with the offset of before the
    // change, that last one would be passed over.
    const rule =
      'DTSTART;TZID=America/New_York:20271101T013000\nDURATION:PT1H\nRRULE:FREQ=HOURLY;INTERVAL=6;UNTIL=20271108T010000Z';
    const { dates } = costing(OCCURRENCE_BUDGET, [vevent(rule)], {
      timeZone: 'Atlantic/Reykjavik',
      today: '2027-11-01',
    });
    expect(dates).toEqual(days('2027-11-01', '2027-11-08'));
  });

  it('stops at the budget: the window’s last days are cut for every event alike, and what was cut is told once', () => {
    // Weekdays on the hour, never skipped (a BY part): 2,200 occurrences for the 20 events in the first week. The
    // Saturday booking comes last in the feed, and only it holds Saturdays: its first is read before the budget
    // runs out in the second week, its second is not.
    const weekdays = hourly(20, ';BYDAY=MO,TU,WE,TH,FR');
    const saturdays = vevent('DTSTART;VALUE=DATE:20261128\nRRULE:FREQ=WEEKLY;BYDAY=SA');
    const { dates, cuts } = costing(3_000, [...weekdays, saturdays]);
    expect(cuts).toEqual([
      { budget: 3_000, events: 21, from: '2026-11-29', busiest: 'FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR' },
    ]);
    expect(dates).toEqual([...days('2026-11-23', '2026-11-28'), ...days('2026-11-30', '2026-12-04')]);
  });

  it('stops at the budget even with every event reading little: the cut is said, with the day it falls on', () => {
    const { dates, cuts } = costing(2_000, hourly(200));
    expect(cuts).toHaveLength(1);
    const [cut] = cuts;
    expect(cut).toMatchObject({ budget: 2_000, events: 200, busiest: 'FREQ=HOURLY' });
    expect(dates.slice(0, dates.indexOf(cut!.from) + 1)).toEqual(days('2026-11-23', cut!.from));
  });

  it('says nothing of cutting a feed within the budget', () => {
    const weekly = 'DTSTART;TZID=Europe/London:20261203T190000\nDTEND;TZID=Europe/London:20261203T220000';
    const { dates, cuts } = costing(OCCURRENCE_BUDGET, [vevent(`${weekly}\nRRULE:FREQ=WEEKLY`)]);
    expect(dates).toHaveLength(104);
    expect(cuts).toEqual([]);
  });
});

describe('heldDates: busy or not', () => {
  const evening = 'DTSTART;TZID=Europe/London:20261210T190000\nDTEND;TZID=Europe/London:20261210T230000';

  it('does not hold a cancelled event', () => {
    expect(held(london, `${evening}\nSTATUS:CANCELLED`)).toEqual([]);
    expect(held(london, `${evening}\nSTATUS:CONFIRMED`)).toEqual(['2026-12-10']);
    expect(held(london, `${evening}\nSTATUS:TENTATIVE`)).toEqual(['2026-12-10']);
  });

  it('does not hold a cancelled series', () => {
    expect(held(london, `${evening}\nRRULE:FREQ=WEEKLY;COUNT=3\nSTATUS:CANCELLED`)).toEqual([]);
  });

  it('does not hold free time (TRANSP:TRANSPARENT)', () => {
    expect(held(london, `${evening}\nTRANSP:TRANSPARENT`)).toEqual([]);
    expect(held(london, 'DTSTART;VALUE=DATE:20261212\nTRANSP:TRANSPARENT')).toEqual([]);
    expect(held(london, `${evening}\nTRANSP:OPAQUE`)).toEqual(['2026-12-10']);
  });
});

describe('heldDates: the window', () => {
  it('holds from today up to the same day 24 months on', () => {
    const day = (date: string) => `DTSTART;VALUE=DATE:${date}`;
    expect(held(london, day('20261122'), day('20261123'), day('20281123'), day('20281124'))).toEqual([
      '2026-11-23',
      '2028-11-23',
    ]);
  });

  it('holds the days from today of an event that began before', () => {
    expect(held(london, 'DTSTART;VALUE=DATE:20261120\nDTEND;VALUE=DATE:20261125')).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('takes another length of window when asked', () => {
    expect(held({ ...london, months: 1 }, 'DTSTART;VALUE=DATE:20261223', 'DTSTART;VALUE=DATE:20261224')).toEqual([
      '2026-12-23',
    ]);
  });

  it('returns each day once, sorted', () => {
    expect(
      held(london, 'DTSTART;VALUE=DATE:20261212', 'DTSTART;VALUE=DATE:20261201', 'DTSTART;VALUE=DATE:20261212'),
    ).toEqual(['2026-12-01', '2026-12-12']);
  });

  it('holds nothing for a calendar without events', () => {
    expect(heldDates(feed(), london)).toEqual([]);
  });
});

describe('heldDates: what it refuses', () => {
  it('throws a CalendarFeedError, without the offending line, on text ical.js cannot parse', () => {
    const text = feed(vevent('DTSTART;VALUE=DATE:20261212\nSUMMARY:Hire – Patel/Okafor wedding')).replace(
      'SUMMARY:',
      'SUMMARY ',
    );
    expect(() => heldDates(text, london)).toThrow(CalendarFeedError);
    expect(() => heldDates(text, london)).toThrow(
      'the feed is not valid iCalendar (invalid line (no token ";" or ":"))',
    );
  });

  it('throws on a date ical.js cannot read', () => {
    expect(() => held(london, 'DTSTART:garbage')).toThrow(/not valid iCalendar \(invalid date-time value/);
  });

  it('throws on a component that does not end', () => {
    expect(() => heldDates('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', london)).toThrow(/component began but did not end/);
  });

  it('says when the text is not a calendar at all', () => {
    expect(() => heldDates('<!doctype html><title>Sign in</title>', london)).toThrow(
      'the feed is not an iCalendar calendar (it looks like a web page)',
    );
    expect(() => heldDates('', london)).toThrow('(it is empty)');
    expect(() => heldDates('{"events":[]}', london)).toThrow('(no BEGIN:VCALENDAR)');
  });

  it('rejects a venue zone or a today that is not one', () => {
    expect(() => heldDates(feed(), { timeZone: 'GMT Standard Time', today: '2026-11-23' })).toThrow(RangeError);
    expect(() => heldDates(feed(), { timeZone: 'Europe/London', today: '2026-02-30' })).toThrow(RangeError);
  });
});
