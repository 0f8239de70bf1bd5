import { describe, expect, it } from 'vitest';
import { direction, dirWithin, writtenUpright } from './direction';

describe('direction (promises §19)', () => {
  it('is right to left for the languages CLDR writes so, with any region', () => {
    for (const tag of ['ar', 'ar-MA', 'ar-AE', 'he', 'he-IL', 'fa', 'fa-IR', 'ur', 'ps', 'ckb', 'yi', 'dv']) {
      expect(direction(tag), tag).toBe('rtl');
    }
  });

  it('follows the script where a language is written in more than one', () => {
    expect(direction('uz-Arab')).toBe('rtl');
    expect(direction('uz-Latn')).toBe('ltr');
    expect(direction('pa-Arab')).toBe('rtl');
    expect(direction('pa')).toBe('ltr');
  });

  it('is left to right for the languages the site ships and for a tag Intl cannot read', () => {
    for (const tag of ['en-GB', 'en-US', 'fr', 'de', 'es', 'it', 'nl', 'pt-BR', 'cy', 'el', 'ja']) {
      expect(direction(tag), tag).toBe('ltr');
    }
    expect(direction('not a tag')).toBe('ltr');
  });

  it('reads the older textInfo getter where getTextInfo() is missing', () => {
    const prototype = Intl.Locale.prototype as Intl.Locale & { getTextInfo?: unknown };
    const own = Object.getOwnPropertyDescriptor(prototype, 'getTextInfo');
    Object.defineProperty(prototype, 'getTextInfo', { value: undefined, configurable: true });
    try {
      expect(direction('he')).toBe('rtl');
      expect(direction('en-GB')).toBe('ltr');
    } finally {
      if (own) Object.defineProperty(prototype, 'getTextInfo', own);
      else delete prototype.getTextInfo;
    }
  });
});

describe('dirWithin', () => {
  it('names a direction only where it differs from the surrounding language', () => {
    expect(dirWithin('ar')).toBe('rtl');
    expect(dirWithin('en-GB')).toBeUndefined();
    expect(dirWithin('ar', 'en-GB')).toBe('rtl');
    expect(dirWithin('en-GB', 'ar')).toBe('ltr');
    expect(dirWithin('he', 'ar')).toBeUndefined();
    expect(dirWithin('fr', 'en-GB')).toBeUndefined();
  });
});

describe('writtenUpright (promises §19)', () => {
  it('is true of the scripts with no italics of their own, by CLDR’s likeliest script', () => {
    for (const tag of ['ja', 'zh-Hant', 'ko', 'ar', 'he', 'fa', 'th', 'hi'])
      expect(writtenUpright(tag), tag).toBe(true);
  });

  it('is false of Latin, Cyrillic and Greek, and of a tag Intl cannot read', () => {
    for (const tag of ['en-GB', 'fr', 'ru', 'el', 'az-Latn', 'sr-Latn', 'not a tag'])
      expect(writtenUpright(tag), tag).toBe(false);
  });
});
