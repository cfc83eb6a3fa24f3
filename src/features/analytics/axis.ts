import { formatNumber, isCurrencyCode, MINUS, type NumberStyle } from '@/lib/money';

/*
 * The money axis of a chart: short figures in the reporting currency and the client's notation,
 * without cents ("$ 12.3K" standard, "12.345 $" German, "12,3 t. €" Finnish). The tooltips and
 * the table view give every amount in full.
 */

const formats = new Map<string, Intl.NumberFormat>();

function compactFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    formats.set(key, format);
  }
  return format;
}

const joined = (parts: Intl.NumberFormatPart[]) =>
  parts
    .map((part) => part.value)
    .join('')
    .trim();

/** One tick of the money axis; the sign is U+2212 in front, as on every amount. */
export function axisMoney(value: number, currency: string, style: NumberStyle): string {
  if (!Number.isFinite(value)) return '';
  const sign = Math.round(value) < 0 ? MINUS : '';
  const size = Math.abs(value);
  if (!isCurrencyCode(currency))
    return `${sign}${formatNumber(Math.round(size), style)} ${currency}`;
  const standard = style.notation === 'standard';
  const parts = compactFormat(standard ? 'en-US' : style.locale || 'en', currency)
    .formatToParts(size)
    .filter((part) => part.type !== 'minusSign' && part.type !== 'plusSign');
  if (!standard) return `${sign}${joined(parts)}`;
  // The standard notation writes the symbol in front with a space, as formatMoney does.
  const symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
  const number = joined(
    parts.filter((part) => part.type !== 'currency' && part.type !== 'literal'),
  );
  return `${sign}${symbol} ${number}`;
}
