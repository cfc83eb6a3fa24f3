/**
 * Typed money amounts in the reader's own notation. Parsing is strict where money needs it (at most two
 * decimals, well-formed digit groups) and lenient where nothing is ambiguous ("12.5" in German, "12,5"
 * in English can only mean twelve and a half).
 */

/** Interface languages whose decimal separator is a comma; every other language uses a dot. */
export const COMMA_DECIMAL_LOCALES = [
  'cs',
  'de',
  'es',
  'fi',
  'fr',
  'it',
  'no',
  'pl',
  'ro',
  'ru',
] as const;

/** Locales we format with their own conventions; anything else is treated as English. */
const KNOWN_LOCALES = new Set<string>(['en', ...COMMA_DECIMAL_LOCALES]);

/** Larger integer parts would lose cents to floating point (15 significant digits are exact). */
const MAX_INTEGER_DIGITS = 13;
const MAX_DECIMALS = 2;

const baseLocale = (locale: string): string => {
  const base = locale.slice(0, 2).toLowerCase();
  return KNOWN_LOCALES.has(base) ? base : 'en';
};

/** The decimal separator a locale's users type: `,` for the comma locales, `.` otherwise. */
export function decimalSeparatorOf(locale: string): ',' | '.' {
  return (COMMA_DECIMAL_LOCALES as readonly string[]).includes(baseLocale(locale)) ? ',' : '.';
}

const DIGITS = /^[0-9]*$/;
// Spaces of every width (regular, no-break U+00A0, narrow no-break U+202F, thin U+2009) and apostrophes.
const SPACE_GROUP = /[\s\u00a0\u202f\u2009]/;
const isGroupChar = (char: string, other: string) =>
  char === other || char === "'" || char === '\u2019' || SPACE_GROUP.test(char);

/** Integer part with optional group separators: "1234", "1 234", "1.234.567"; groups of three after the first. */
function parseInteger(text: string, other: string): string | null {
  const groups: string[] = [];
  let current = '';
  for (const char of text) {
    if (isGroupChar(char, other)) {
      groups.push(current);
      current = '';
    } else current += char;
  }
  groups.push(current);
  if (!groups.every((group) => DIGITS.test(group))) return null;
  if (groups.length > 1) {
    const [first = '', ...rest] = groups;
    if (first.length < 1 || first.length > 3 || rest.some((group) => group.length !== 3))
      return null;
  }
  const digits = groups.join('');
  return digits.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS ? null : digits;
}

/**
 * Reads an amount typed in `locale` ("1 234,56" in de/fr/ru…, "1,234.56" in en). Returns `null` for
 * empty or unreadable input, more than two decimals, or malformed groups; never `NaN`.
 */
export function parseAmount(raw: string, locale: string): number | null {
  let text = raw.trim();
  if (!text) return null;
  let sign = 1;
  const first = text[0];
  if (first === '-' || first === '\u2212' || first === '+') {
    sign = first === '+' ? 1 : -1;
    text = text.slice(1);
  }
  const decimal = decimalSeparatorOf(locale);
  const other = decimal === ',' ? '.' : ',';

  let integerText = text;
  let fraction = '';
  const decimalAt = text.indexOf(decimal);
  if (decimalAt !== -1) {
    if (text.indexOf(decimal, decimalAt + 1) !== -1) return null;
    integerText = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
  } else {
    // A single "other" separator followed by fewer than three digits cannot be a digit group,
    // so it is a decimal point typed the other way round ("12.5" in German, "12,5" in English).
    const otherAt = text.indexOf(other);
    const tail = otherAt === -1 ? '' : text.slice(otherAt + 1);
    if (
      otherAt !== -1 &&
      text.indexOf(other, otherAt + 1) === -1 &&
      tail.length < 3 &&
      DIGITS.test(tail)
    ) {
      integerText = text.slice(0, otherAt);
      fraction = tail;
    }
  }

  if (!DIGITS.test(fraction) || fraction.length > MAX_DECIMALS) return null;
  const integer = parseInteger(integerText, other);
  if (integer === null) return null;
  if (!integer && !fraction) return null;
  const value = Number(`${integer || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : sign * value;
}

const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (locale: string, decimals: 0 | 2) => {
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * Shows an amount in the locale's own notation for an input: whole numbers without decimals, anything
 * else with two ("1.234,50" in de, "1,234.50" in en). `null` and non-finite values give `''`.
 * `parseAmount` reads every output back to the same number.
 */
export function formatAmountInput(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const rounded = Math.round(value * 100) / 100;
  return formatterFor(baseLocale(locale), Number.isInteger(rounded) ? 0 : 2).format(rounded);
}
