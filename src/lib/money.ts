/**
 * Money and the numbers around it, formatted one way everywhere (the rule: docs/money.md).
 *
 * An amount never travels as a bare number: a `Money` carries its currency from the reader of the
 * answer to the component that shows it, so nothing has to assume dollars. Every amount is shown
 * with its currency's minor units ("$ 12,345.60", "€ 2,500.00", "¥ 1,200") and one sign convention:
 * "+" for money in, "−" (U+2212) for money out, never a hyphen.
 *
 * Two notations: `standard`, the specification's en-US grouping with the symbol in front
 * ("$ 12,345.60" in every interface language), and `language`, the interface language's own
 * ("12.345,60 $" in German), which a client picks in Settings.
 */

/** An amount in a currency: what every balance, limit, fee, price and total is. */
export interface Money {
  readonly amount: number;
  /** ISO 4217 code ("USD", "EUR"); empty when the answer did not say. */
  readonly currency: string;
}

/** A money value; the code is upper-cased, so "eur" and "EUR" are the same currency. */
export const money = (amount: number, currency: string): Money => ({
  amount,
  currency: currency.trim().toUpperCase(),
});

/** Which way numbers are written: en-US grouping (the default) or the interface language's own. */
export type Notation = 'standard' | 'language';

export const NOTATIONS: readonly Notation[] = ['standard', 'language'];

export const isNotation = (value: unknown): value is Notation =>
  value === 'standard' || value === 'language';

/** The interface language and the chosen notation: everything a formatter needs to know. */
export interface NumberStyle {
  /** The interface language (BCP 47), for the `language` notation and currency names. */
  readonly locale: string;
  readonly notation: Notation;
}

export const STANDARD_STYLE: NumberStyle = { locale: 'en', notation: 'standard' };

/**
 * How the sign is written: `auto` marks money out only ("−$ 5.00"), `always` marks both ways
 * ("+$ 5.00", "−$ 5.00"; zero has none), `never` writes the amount without one (a rejected
 * transaction, a figure whose direction the words already say).
 */
export type Sign = 'auto' | 'always' | 'never';

/** The minus sign of every amount and change on screen. */
export const MINUS = '\u2212';

/** What a missing or non-finite value shows instead of "NaN". */
export const MISSING_VALUE = '—';

const CODE = /^[A-Z]{3}$/;

const cache = new Map<string, unknown>();
/** One value per key, made on first use: building Intl objects costs far more than using them. */
function cached<T>(key: string, make: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = make();
  cache.set(key, value);
  return value;
}

/** Whether `code` is a well-formed ISO 4217 code that Intl can format (asked once per code). */
export function isCurrencyCode(code: string): boolean {
  if (!CODE.test(code)) return false;
  return cached(`valid:${code}`, () => {
    try {
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      return true;
    } catch {
      return false;
    }
  });
}

/** The locale numbers are written in: en-US for the standard notation, else the interface language. */
const numberLocale = (style: NumberStyle): string =>
  style.notation === 'standard' ? 'en-US' : style.locale || 'en';

/** The currency's minor units: 2 for USD and EUR, 0 for JPY, 3 for BHD. */
export function minorUnits(code: string): number {
  if (!isCurrencyCode(code)) return 2;
  return cached(
    `minor:${code}`,
    () =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2,
  );
}

/** The symbol the standard notation puts in front: "$", "€", "£", "CA$", "CHF". */
function symbolOf(code: string): string {
  return cached(
    `symbol:${code}`,
    () =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? code,
  );
}

const decimalFormat = (locale: string, min: number, max: number): Intl.NumberFormat =>
  cached(
    `decimal:${locale}:${min}:${max}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }),
  );

const currencyFormat = (locale: string, code: string): Intl.NumberFormat =>
  cached(
    `currency:${locale}:${code}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: code }),
  );

/** Rounds to `digits` decimals; -0 becomes 0, so a sign never stands on a zero. */
const round = (n: number, digits: number): number => {
  const factor = 10 ** digits;
  const value = Math.round(n * factor) / factor;
  return value === 0 ? 0 : value;
};

const signOf = (n: number, sign: Sign): string => {
  if (sign === 'never' || n === 0) return '';
  if (n < 0) return MINUS;
  return sign === 'always' ? '+' : '';
};

/** Intl writes a hyphen-minus (or its own sign) for negatives; we write U+2212 in front. */
const unsigned = (parts: Intl.NumberFormatPart[]): string =>
  parts
    .filter((part) => part.type !== 'minusSign' && part.type !== 'plusSign')
    .map((part) => part.value)
    .join('')
    .trim();

/**
 * An amount in its own currency and its minor units, in the chosen notation: "$ 12,345.60",
 * "€ 2,500.00", "−$ 640.00" (standard); "12.345,60 $", "−640,00 $" (German). An unknown currency
 * is written after the number ("12,345.60 XBT" stays readable). Non-finite amounts show "—".
 */
export function formatMoney(
  value: Money,
  style: NumberStyle = STANDARD_STYLE,
  sign: Sign = 'auto',
): string {
  if (!Number.isFinite(value.amount)) return MISSING_VALUE;
  const code = value.currency;
  const known = isCurrencyCode(code);
  const digits = known ? minorUnits(code) : 2;
  const n = round(value.amount, digits);
  const prefix = signOf(n, sign);
  const locale = numberLocale(style);
  if (!known) {
    const number = decimalFormat(locale, digits, digits).format(Math.abs(n));
    return `${prefix}${number}${code ? ` ${code}` : ''}`;
  }
  if (style.notation === 'standard') {
    return `${prefix}${symbolOf(code)} ${decimalFormat(locale, digits, digits).format(Math.abs(n))}`;
  }
  return `${prefix}${unsigned(currencyFormat(locale, code).formatToParts(Math.abs(n)))}`;
}

/**
 * Two formatted amounts as a range, "$ 24.00 – $ 26.00", or the one amount when both read the
 * same (a fixed price). A narrow column wraps it around the dash only, never between a currency
 * symbol and its number ("$ 24.00 – $" over "26.00").
 */
export function moneyRange(from: string, to: string): string {
  const whole = (amount: string) => amount.replaceAll(' ', '\u00a0');
  return from === to ? whole(from) : `${whole(from)} – ${whole(to)}`;
}

/**
 * A plain number (a quantity, a lot size, a percentage's digits) as the specification writes
 * numbers: 0 to 2 decimals, en-US grouping in the standard notation: 12345.6 → "12,345.6".
 */
export function formatNumber(
  n: number,
  style: NumberStyle = STANDARD_STYLE,
  sign: Sign = 'auto',
): string {
  if (!Number.isFinite(n)) return MISSING_VALUE;
  const value = round(n, 2);
  return `${signOf(value, sign)}${decimalFormat(numberLocale(style), 0, 2).format(Math.abs(value))}`;
}

/** A percentage given in percent (17 → "17%"; "17 %" in German), 0 to 2 decimals. */
export function formatPercent(
  n: number,
  style: NumberStyle = STANDARD_STYLE,
  sign: Sign = 'auto',
): string {
  if (!Number.isFinite(n)) return MISSING_VALUE;
  const value = round(n, 2);
  const locale = numberLocale(style);
  const format = cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  );
  return `${signOf(value, sign)}${unsigned(format.formatToParts(Math.abs(value) / 100))}`;
}

const priceFormat = (locale: string): Intl.NumberFormat =>
  cached(
    `price:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 5 }),
  );

/**
 * An instrument's quote, not an amount of money: up to 5 decimals, so a currency pair keeps its
 * pips: 1.08512 → "1.08512", 68012.5 → "68,012.5".
 */
export function formatPrice(n: number, style: NumberStyle = STANDARD_STYLE): string {
  if (!Number.isFinite(n)) return MISSING_VALUE;
  return priceFormat(numberLocale(style)).format(n);
}

/** The currency's name in the interface language ("US-Dollar" in German); the code when unknown. */
export function currencyName(code: string, locale: string): string {
  if (!isCurrencyCode(code)) return code;
  try {
    const names = cached(
      `names:${locale}`,
      () => new Intl.DisplayNames([locale, 'en'], { type: 'currency' }),
    );
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Codes by their display names in `locale` ("us dollar" → "USD" in English), built on first use. */
const codesByName = (locale: string): ReadonlyMap<string, string> =>
  cached(`codes-by-name:${locale}`, () => {
    const map = new Map<string, string>();
    const supported =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
    try {
      const names = new Intl.DisplayNames([locale], { type: 'currency' });
      for (const code of supported) {
        const name = names.of(code);
        if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), code);
      }
    } catch {
      // A locale Intl does not take: no names from it.
    }
    return map;
  });

/**
 * The languages a backend may name currencies in: English, then the page's language (the one
 * the cabinet asks the backend to answer in) and the browser's.
 */
function nameLanguages(): string[] {
  const languages = ['en'];
  if (typeof document !== 'undefined' && document.documentElement.lang)
    languages.push(document.documentElement.lang);
  if (typeof navigator !== 'undefined') languages.push(...(navigator.languages ?? []));
  return [...new Set(languages)];
}

/**
 * The ISO code behind a currency the backend names in words ("US Dollar", "Euro", or "EUR"
 * itself, or "Euro (EUR)"), as trading accounts carry it; also in the language the backend was
 * asked to answer in ("US-Dollar", "Yhdysvaltain dollari"); empty when it cannot be told.
 */
export function currencyCodeOf(
  name: string,
  languages: readonly string[] = nameLanguages(),
): string {
  const trimmed = name.trim();
  if (isCurrencyCode(trimmed.toUpperCase()) && trimmed.length === 3) return trimmed.toUpperCase();
  const inside = /\b([A-Z]{3})\b/.exec(trimmed)?.[1];
  if (inside && isCurrencyCode(inside)) return inside;
  for (const language of languages) {
    const byName = codesByName(language).get(trimmed.toLowerCase());
    if (byName) return byName;
  }
  return '';
}

/**
 * Totals per currency, in the order each currency first appears; amounts in different currencies
 * are never added together.
 */
export function sumByCurrency(values: Iterable<Money>): Money[] {
  const totals = new Map<string, number>();
  for (const { amount, currency } of values) {
    if (!Number.isFinite(amount)) continue;
    totals.set(currency, (totals.get(currency) ?? 0) + amount);
  }
  return [...totals].map(([currency, amount]) => ({
    currency,
    amount: round(amount, minorUnits(currency)),
  }));
}

/**
 * The formatters bound to one style, as components and containers use them
 * (`useNumberFormat()` in the design system hands one out).
 */
export interface NumberFormatter {
  readonly style: NumberStyle;
  money: (value: Money, sign?: Sign) => string;
  number: (n: number, sign?: Sign) => string;
  percent: (n: number, sign?: Sign) => string;
  price: (n: number) => string;
  currencyName: (code: string) => string;
}

export function numberFormatter(style: NumberStyle = STANDARD_STYLE): NumberFormatter {
  return {
    style,
    money: (value, sign) => formatMoney(value, style, sign),
    number: (n, sign) => formatNumber(n, style, sign),
    percent: (n, sign) => formatPercent(n, style, sign),
    price: (n) => formatPrice(n, style),
    currencyName: (code) => currencyName(code, style.locale),
  };
}
