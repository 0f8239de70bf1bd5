import { afterEach, describe, expect, it } from 'vitest';
import { venueFormats } from '@/config/build-settings';
import { formatNumber } from '@/i18n';
import { ar } from './ar';
import { en } from './en';
import { formatTimeRange } from './format';
import { intlLocale, withFormats } from './locale';

// Eight in the evening to half past ten, on the venue's clock.
const evening = ['20:00', '22:30'] as const;

describe('the venue’s clock and digits (promises §19)', () => {
  const settings = process.env.FOYER_PUBLIC_SETTINGS!;
  const choose = (formats: object) => {
    process.env.FOYER_PUBLIC_SETTINGS = JSON.stringify({ ...JSON.parse(settings), formats });
  };
  afterEach(() => {
    process.env.FOYER_PUBLIC_SETTINGS = settings;
  });

  it('are the language’s own when the venue chooses none: the tag as it is', () => {
    expect(withFormats('ar', {})).toBe('ar');
    expect(intlLocale('ar')).toBe('ar');
    expect(formatTimeRange(...evening, 'ar', ar.site.timeRange)).toMatch(/^8(:00)?\s?م–10:30\s?م$/);
  });

  it('take the venue’s choice over the language’s, as Unicode extensions', () => {
    expect(withFormats('ar', venueFormats({ clock: '24-hour' }))).toBe('ar-u-hc-h23');
    expect(withFormats('en-US', venueFormats({ clock: '24-hour', digits: 'arab' }))).toBe('en-US-u-hc-h23-nu-arab');
    choose(venueFormats({ clock: '24-hour' }));
    expect(formatTimeRange(...evening, 'ar', ar.site.timeRange)).toBe('20:00–22:30');
    choose(venueFormats({ clock: '12-hour' }));
    expect(formatTimeRange(...evening, 'en-GB', en.site.timeRange)).toMatch(/^8(:00)?\s?pm\s?–\s?10:30\s?pm$/i);
    choose(venueFormats({ digits: 'arab' }));
    expect(formatNumber(1200, 'ar')).toBe('١٬٢٠٠');
  });
});
