import { describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { enquiryHref } from './choices';
import {
  characterCount,
  DRAFT_FIELDS,
  FIELDS,
  FORMS,
  limitZone,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  todayIso,
  UNREADABLE,
} from './fields';
import { buildTemplateParams, validate } from './form-logic';
import { en } from '@/i18n/en';

/** The forms' words on an English page. */
const words = { ...en.forms, tag: 'en-GB' };

/** The demo venue's choices, as its contact page hands them to the enquiry (venue-choices.server.ts). */
const demo = loadContent('content');
const demoVenue = demo.venue;
const demoChoices = {
  eventKinds: demoVenue.occasions.map((o) => ({ value: o.id, text: o.name })),
  spaces: demoVenue.spaces.map((s) => ({ value: s.id, text: s.name })),
  packages: demo.prices!.packages.map((p) => ({
    value: p.id,
    text: p.name,
    pricing: p,
    currency: demo.prices!.currency,
  })),
};

const TODAY = '2026-11-22';
const seed = { name: 'Ada', email: 'ada@example.com', message: 'A wedding in June' };

describe('the table of fields', () => {
  it('gives the enquiry the seed’s three, then promises §7’s four in its order (the space beside the kind of event, the package after them)', () => {
    expect(FORMS.enquiry.fields.map((f) => f.name)).toEqual([
      'name',
      'email',
      'message',
      'event_date',
      'guest_count',
      'event_type',
      'space',
      'package',
      'phone',
    ]);
    expect(FORMS.enquiry.extraParams).toEqual(['estimate']);
    expect(FORMS.subscribe.extraParams).toEqual([]);
    expect(FORMS.message.extraParams).toEqual([]);
    expect(FORMS.subscribe.fields.map((f) => f.name)).toEqual(['subscriber']);
    expect(FORMS.message.fields.map((f) => f.name)).toEqual(['name', 'email', 'message']);
  });

  it('gives each §7 field its control', () => {
    expect(FIELDS.event_date.control).toMatchObject({ kind: 'input', type: 'date', minToday: true });
    expect(FIELDS.guest_count.control).toMatchObject({ kind: 'input', type: 'number', inputMode: 'numeric' });
    expect(FIELDS.event_type.control).toMatchObject({ kind: 'select' });
    expect(FIELDS.package).toMatchObject({
      control: { kind: 'select', choices: 'packages', whenOffered: true },
      required: false,
      param: 'package',
      fromAddress: 'package',
    });
    expect(FIELDS.phone).toMatchObject({ control: { kind: 'input', type: 'tel' }, autoComplete: 'tel' });
    for (const name of ['event_date', 'guest_count', 'event_type', 'phone'] as const)
      expect(FIELDS[name].required).toBe(false);
  });

  it('keeps every visitor field in drafts, and nothing else', () => {
    expect([...DRAFT_FIELDS].sort()).toEqual(Object.keys(FIELDS).sort());
    expect(DRAFT_FIELDS).not.toContain('website');
  });

  it('links an enquiry with a space, a kind of event or a date chosen', () => {
    expect(enquiryHref({ space: 'weaving-hall' })).toBe('/contact?space=weaving-hall#enquiry');
    expect(enquiryHref({ event: 'weddings' })).toBe('/contact?event=weddings#enquiry');
    expect(enquiryHref({ date: '2026-12-06' })).toBe('/contact?date=2026-12-06#enquiry');
    expect(enquiryHref({ package: 'mill-wedding' })).toBe('/contact?package=mill-wedding#enquiry');
  });
});

describe('the limits (promises §3)', () => {
  it('are the name’s, the message’s and the phone’s, in the table, and no field’s control cuts what is typed', () => {
    const limited = (Object.values(FIELDS) as (typeof FIELDS)[keyof typeof FIELDS][]).filter((f) => f.limit);
    expect(Object.fromEntries(limited.map((f) => [f.name, f.limit]))).toEqual({
      name: NAME_MAX_LENGTH,
      message: MESSAGE_MAX_LENGTH,
      phone: PHONE_MAX_LENGTH,
    });
    for (const field of Object.values(FIELDS)) expect(field.control, field.name).not.toHaveProperty('maxLength');
    // Each limited field has its item in the failure message.
    for (const field of limited) expect(en.forms.tooLong, field.name).toHaveProperty(field.name);
  });

  it('keep the message, the name and the phone together far below the email service’s 50 KB, in any script', () => {
    const widest = '\u{10FFFF}'; // four bytes in UTF-8, the most a character takes
    const params = buildTemplateParams(
      {
        name: widest.repeat(NAME_MAX_LENGTH),
        email: 'a@b.co',
        message: widest.repeat(MESSAGE_MAX_LENGTH),
        phone: widest.repeat(PHONE_MAX_LENGTH),
      },
      'enquiry',
      'T',
    );
    expect(new TextEncoder().encode(JSON.stringify(params)).length).toBeLessThan(25_000);
  });

  it('count the characters of the trimmed value, by code point', () => {
    expect(characterCount('  Ada \n')).toBe(3);
    expect(characterCount('🎉 ok')).toBe(4);
    expect(characterCount('陈静')).toBe(2);
    expect(characterCount('')).toBe(0);
  });

  it('show the counter from nine tenths of the limit, and say over past it', () => {
    expect(limitZone(4_499, 5_000)).toBe('quiet');
    expect(limitZone(4_500, 5_000)).toBe('near');
    expect(limitZone(5_000, 5_000)).toBe('near');
    expect(limitZone(5_001, 5_000)).toBe('over');
    expect(limitZone(35, 40)).toBe('quiet');
    expect(limitZone(36, 40)).toBe('near');
  });
});

describe('dates', () => {
  it('today is the local calendar date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});

describe('validate, promises §7', () => {
  it('accepts an enquiry with none of the details', () => {
    expect(validate(seed, 'enquiry', words, TODAY)).toEqual({ invalid: [], message: null });
  });

  it.each([
    [{ event_date: '1999-06-12' }, ['event_date'], 'choose an event date from today on'],
    [{ event_date: '2026-11-21' }, ['event_date'], 'choose an event date from today on'],
    [{ event_date: '2026-02-30' }, ['event_date'], 'choose an event date from today on'],
    [{ event_date: UNREADABLE }, ['event_date'], 'choose an event date from today on'],
    [{ guest_count: 'lots' }, ['guest_count'], 'enter a number of guests'],
    [{ guest_count: UNREADABLE }, ['guest_count'], 'enter a number of guests'],
    [{ guest_count: '0' }, ['guest_count'], 'enter a number of guests'],
    [{ guest_count: '10001' }, ['guest_count'], 'enter a number of guests'],
    [{ guest_count: '12.5' }, ['guest_count'], 'enter a number of guests'],
    [{ guest_count: '-4' }, ['guest_count'], 'enter a number of guests'],
    [{ guest_count: '1e3' }, ['guest_count'], 'enter a number of guests'],
    [
      { event_date: '1999-01-01', guest_count: 'lots' },
      ['event_date', 'guest_count'],
      'choose an event date from today on, enter a number of guests',
    ],
  ])('%j → %j', (details, invalid, items) => {
    const result = validate({ ...seed, ...details }, 'enquiry', words, TODAY);
    expect(result.invalid).toEqual(invalid);
    expect(result.message).toBe(`Oops, something went wrong! Please ${items}`);
  });

  it.each([
    { event_date: TODAY },
    { event_date: '2031-02-28' },
    { guest_count: '1' },
    { guest_count: ' 120 ' },
    { guest_count: '10000' },
    { phone: 'x'.repeat(PHONE_MAX_LENGTH) },
    { event_type: 'not-a-kind' },
  ])('accepts %j', (details) => expect(validate({ ...seed, ...details }, 'enquiry', words, TODAY).message).toBeNull());

  it('lists the new items after the seed’s, in the promises’ example', () => {
    expect(
      validate({ email: 'ada@example.com', message: 'x', event_date: '1999-12-31' }, 'enquiry', words, TODAY).message,
    ).toBe('Oops, something went wrong! Please fill in your Name, choose an event date from today on');
    expect(validate({ event_date: '1999-12-31', guest_count: '0' }, 'enquiry', words, TODAY).invalid).toEqual([
      'name',
      'email',
      'message',
      'event_date',
      'guest_count',
    ]);
  });

  it('does not check the details on the photo and subscribe forms', () => {
    expect(validate({ ...seed, event_date: '1999-01-01' }, 'message', words, TODAY).message).toBeNull();
    expect(validate({ subscriber: 'a@b.co', guest_count: 'lots' }, 'subscribe', words, TODAY).message).toBeNull();
  });
});

describe('buildTemplateParams, promises §7', () => {
  it('sends every detail, "" when empty, and the message as typed', () => {
    expect(buildTemplateParams(seed, 'enquiry', 'T')).toEqual({
      reply_to: 'ada@example.com',
      from_name: 'Ada',
      to_name: 'T',
      message: 'A wedding in June',
      event_date: '',
      guest_count: '',
      event_type: '',
      space: '',
      package: '',
      phone: '',
      estimate: '',
    });
  });

  it('sends the chosen options’ texts, the digits and the phone trimmed', () => {
    const params = buildTemplateParams(
      {
        ...seed,
        event_date: '2027-06-12',
        guest_count: ' 120 ',
        event_type: 'galas',
        space: 'weaving-hall',
        package: ' mill-wedding ',
        phone: ' +44 1632 960418 ',
      },
      'enquiry',
      'T',
      [],
      demoChoices,
      { estimate: 'About £11,400 for 120 guests on a Saturday in June' },
    );
    expect(params).toMatchObject({
      event_date: '2027-06-12',
      guest_count: '120',
      event_type: 'Galas & dinners',
      space: 'The Weaving Hall',
      package: 'The Mill Wedding',
      phone: '+44 1632 960418',
      message: 'A wedding in June',
      estimate: 'About £11,400 for 120 guests on a Saturday in June',
    });
    expect(Object.keys(params).slice(0, 4)).toEqual(['reply_to', 'from_name', 'to_name', 'message']);
  });

  it('sends "" for a kind of event, space or package that is not on the list', () => {
    const params = buildTemplateParams(
      { ...seed, event_type: '<img src=x onerror=alert(1)>', space: 'attic', package: 'free-bar' },
      'enquiry',
      'T',
      [],
      demoChoices,
    );
    expect(params.event_type).toBe('');
    expect(params.space).toBe('');
    expect(params.package).toBe('');
  });

  it('sends the package and the estimate "" for a venue without packages (promises §13)', () => {
    const noPackages = { eventKinds: demoChoices.eventKinds, spaces: demoChoices.spaces };
    const params = buildTemplateParams({ ...seed, package: 'mill-wedding' }, 'enquiry', 'T', [], noPackages);
    expect(params).toMatchObject({ package: '', estimate: '' });
  });

  it('sends a phone number whole: one over its limit is refused, never cut (promises §3)', () => {
    const long = `+44 ${'0'.repeat(PHONE_MAX_LENGTH)}`;
    expect(buildTemplateParams({ ...seed, phone: long }, 'enquiry', 'T').phone).toBe(long);
    expect(validate({ ...seed, phone: long }, 'enquiry', words, TODAY)).toEqual({
      invalid: ['phone'],
      message: 'Oops, something went wrong! Please shorten your Phone number to 40 characters',
    });
  });

  it('sends none of the details from the subscribe and photo forms', () => {
    const all = {
      ...seed,
      subscriber: 'a@b.co',
      event_date: '2027-01-01',
      guest_count: '3',
      event_type: 'weddings',
      package: 'mill-wedding',
      phone: '1',
    };
    const extra = { estimate: 'About £3,200' };
    expect(Object.keys(buildTemplateParams(all, 'subscribe', 'T', [], demoChoices, extra))).toEqual([
      'reply_to',
      'from_name',
      'to_name',
      'message',
    ]);
    expect(Object.keys(buildTemplateParams(all, 'message', 'T', [], demoChoices, extra))).toEqual([
      'reply_to',
      'from_name',
      'to_name',
      'message',
    ]);
  });
});
