import { describe, expect, it } from 'vitest';
import { internationalNumber, phoneAsRead, phoneProblem, samePhone } from './phone';

describe('a phone number as the venue writes it', () => {
  it.each([
    ['+1 518-555-0173', 'US'],
    ['(518) 555-0173', 'US'],
    ['518.555.0173', 'US'],
    ['+1 518-555-0173', 'GB'],
    ['0113 496 0418', 'GB'],
    ['+44 (0)113 496 0418', 'GB'],
    ['01 23 45 67 89', 'FR'],
  ])('accepts %s (%s)', (text, country) => expect(phoneProblem(text, country)).toBeUndefined());

  it('is made international (E.164), whichever way it is written', () => {
    expect(internationalNumber('+1 518-555-0173', 'US')).toBe('+15185550173');
    expect(internationalNumber('(518) 555-0173', 'US')).toBe('+15185550173');
    expect(internationalNumber('0113 496 0418', 'GB')).toBe('+441134960418');
    // With its country code it is that country's number, wherever the venue is.
    expect(internationalNumber('+33 1 23 45 67 89', 'GB')).toBe('+33123456789');
  });

  it('is read in the address’s country when it has no country code', () => {
    expect(internationalNumber('01 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(phoneProblem('01 23 45 67 89', 'US')).toMatch(/in US/);
  });

  it('names what is wrong', () => {
    expect(phoneProblem('call us', 'GB')).toBe('expected a phone number, like 0113 496 0418 or +44 113 496 0418');
    expect(phoneProblem('555 0173', 'US')).toMatch(/^too short for a phone number in US: /);
    expect(phoneProblem('0113 496 0418 0418 0418', 'GB')).toMatch(/^not the length of a phone number in GB/);
    // Ofcom's drama range 01632 960xxx is given out to no one.
    expect(phoneProblem('01632 960418', 'GB')).toMatch(/^not a phone number in GB \(no such number/);
    expect(phoneProblem('+999 123 4567', 'GB')).toBe('no country has this calling code: check the digits after +');
    expect(() => internationalNumber('01632 960418', 'GB')).toThrow(RangeError);
  });

  it('tells the same number written two ways', () => {
    expect(samePhone('0113 496 0418', '+44 113 496 0418', 'GB')).toBe(true);
    expect(samePhone('0113 496 0418', '+44 113 496 0419', 'GB')).toBe(false);
  });
});

describe('a phone number as a page’s readers write it (promises §19)', () => {
  it('is the venue’s own writing for readers in its country', () => {
    expect(phoneAsRead('075-432-1924', 'JP', 'ja')).toBe('075-432-1924');
    expect(phoneAsRead('0524 38 12 40', 'MA', 'ar-MA')).toBe('0524 38 12 40');
    expect(phoneAsRead('0161 496 0721', 'GB', 'en-GB')).toBe('0161 496 0721');
  });

  it('is international for readers elsewhere, who could not dial it otherwise', () => {
    expect(phoneAsRead('075-432-1924', 'JP', 'en')).toBe('+81 75 432 1924');
    expect(phoneAsRead('0161 496 0721', 'GB', 'fr')).toBe('+44 161 496 0721');
    expect(phoneAsRead('0524 38 12 40', 'MA', 'en')).toBe('+212 5 24 38 12 40');
  });

  it('keeps the venue’s writing where asked (its default language’s pages)', () => {
    expect(phoneAsRead('075-432-1924', 'JP', 'en', true)).toBe('075-432-1924');
  });
});
