/**
 * The venue's phone number, written as the venue writes it ("0113 496 0418", "+1 518-555-0173", "(518) 555-0173"),
 * checked and made international by libphonenumber-js: its small (`min`) metadata, at build only (the schema and
 * the loader use it; no page's script does). A number without its country code is read in the address's country.
 */
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';

/** A country libphonenumber has numbers for, else none: the number must then start with + and its country code. */
const regionOf = (country: string): CountryCode | undefined =>
  isSupportedCountry(country) ? (country as CountryCode) : undefined;

/**
 * What is wrong with a phone number, in the words of a content error; undefined for a number a phone can dial.
 * `country` is the address's two-letter code.
 */
export function phoneProblem(text: string, country: string): string | undefined {
  const region = regionOf(country);
  const written = text.trim();
  // A number with its country code is that country's, whatever the address says.
  const inCountry = region && !written.startsWith('+') ? ` in ${region}` : '';
  switch (validatePhoneNumberLength(written, region)) {
    case 'NOT_A_NUMBER':
      return 'expected a phone number, like 0113 496 0418 or +44 113 496 0418';
    case 'INVALID_COUNTRY':
      return written.startsWith('+')
        ? 'no country has this calling code: check the digits after +'
        : `expected the number with + and its country code (no phone numbers are known for ${country})`;
    case 'TOO_SHORT':
      return `too short for a phone number${inCountry}: give the whole number, with its area code, or start with + and its country code`;
    case 'TOO_LONG':
    case 'INVALID_LENGTH':
      return `not the length of a phone number${inCountry}: check the digits, or start with + and its country code`;
  }
  const number = parsePhoneNumberFromString(written, region);
  if (!number?.isValid())
    return `not a phone number${inCountry} (no such number is given out there): check the digits, or start with + and its country code`;
  return undefined;
}

/**
 * The number in E.164, `+441134960418`: what a `tel:` link dials and search engines read. Only for a number
 * `phoneProblem` accepts; throws otherwise.
 */
export function internationalNumber(text: string, country: string): string {
  const number = parsePhoneNumberFromString(text.trim(), regionOf(country));
  if (!number?.isValid()) throw new RangeError(`Not a phone number in ${country}: ${JSON.stringify(text)}`);
  return number.number;
}

/** Whether two ways of writing a number are the same number (both accepted by `phoneProblem`). */
export const samePhone = (one: string, other: string, country: string): boolean =>
  internationalNumber(one, country) === internationalNumber(other, country);

/** Where a language's readers are, by its tag's region or CLDR's likeliest one (`ja` → JP, `en` → US). */
const readersRegion = (tag: string): string | undefined => {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
};

/**
 * The number as readers of the language `tag` write it (promises §19): as the venue writes it for the readers of its
 * country (`075-432-1924` on the Japanese pages of a Kyoto venue), in the international form for everyone else
 * (`+81 75 432 1924` on its English pages), who could not dial the national one. `asWritten` keeps the venue's own
 * writing (its default language's pages). Only for a number `phoneProblem` accepts.
 */
export function phoneAsRead(text: string, country: string, tag: string, asWritten = false): string {
  if (asWritten || readersRegion(tag) === country.toUpperCase()) return text.trim();
  const number = parsePhoneNumberFromString(text.trim(), regionOf(country));
  if (!number?.isValid()) throw new RangeError(`Not a phone number in ${country}: ${JSON.stringify(text)}`);
  return number.formatInternational();
}
