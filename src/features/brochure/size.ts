/**
 * The file's size as language `tag` writes it, for the link's text: "1.9 MB" (en), "1,9 Mo" (fr). The steps are
 * src/lib/format-bytes.mjs's (1024-based, a decimal for megabytes); the unit is `Intl`'s, which knows each
 * language's own.
 */
import { intlLocale } from '@/i18n/locale';
export function brochureSize(bytes: Uint8Array | number, tag: string): string {
  const size = typeof bytes === 'number' ? bytes : bytes.byteLength;
  const unit = (value: number, name: string, digits: number) =>
    new Intl.NumberFormat(intlLocale(tag), {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  if (size < 1024) return unit(size, 'byte', 0);
  if (size < 1024 * 1024) return unit(Math.round(size / 1024), 'kilobyte', 0);
  return unit(size / 1024 / 1024, 'megabyte', 1);
}
