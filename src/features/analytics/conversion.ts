import { defineMessage, type IntlShape } from 'react-intl';
import type { Analytics } from '@/api/generated/model';
import { formatLocalDateTime } from '@/lib/format';
import { sumByCurrency, type Money, type NumberFormatter } from '@/lib/money';
import { reportingCurrency } from './reporting';

/*
 * Which figures of the analytics answer add amounts held in other currencies, and how the page
 * says so. The answer reports every amount in one currency; what each figure covers (the wallets,
 * the trading accounts, the IPO holdings) is known from the client's own lists. A converted total
 * names its rate and the rates' time (`rates`, `rates_at`); without the rates it is not shown as
 * if it were one currency: the amounts per currency stand side by side, or the figure says why it
 * is not given.
 */

/** What a figure covers. */
export type Scope = 'wallets' | 'trading' | 'ipo';

/** What each scope holds, per wallet or account in its own currency; null while not known. */
export type Holdings = Record<Scope, Money[] | null>;

/** How a figure of one scope was reached. */
export type Conversion =
  /** In the reporting currency only: a plain total. */
  | { kind: 'none' }
  /** Other currencies added at the rates the answer names. */
  | { kind: 'stated'; currencies: string[] }
  /** Other currencies added at rates the answer does not name (empty: which ones is not known). */
  | { kind: 'unstated'; currencies: string[] };

const messages = {
  rate: defineMessage<{ rate: string; to: string; from: string }>({
    id: 'analytics.conversion.rate',
    defaultMessage: '{rate} {to} per {from}',
  }),
  amountAt: defineMessage<{ amount: string; rate: string }>({
    id: 'analytics.conversion.amountAt',
    defaultMessage: '{amount} at {rate}',
  }),
  currencyAt: defineMessage<{ code: string; rate: string }>({
    id: 'analytics.conversion.currencyAt',
    defaultMessage: 'amounts in {code} at {rate}',
  }),
  includes: defineMessage<{ parts: string; time: string; timed: string }>({
    id: 'analytics.conversion.includes',
    defaultMessage:
      '{timed, select, yes {Includes {parts}, rates of {time}.} other {Includes {parts}.}}',
  }),
  unstated: defineMessage<{ currencies: string; known: string }>({
    id: 'analytics.conversion.unstated',
    defaultMessage:
      '{known, select, yes {Not added up: it would mix {currencies} at a rate the broker did not state.} other {Not added up: it would mix currencies at rates the broker did not state.}}',
  }),
};

const rateOf = (analytics: Pick<Analytics, 'rates'>, code: string): number | undefined =>
  analytics.rates?.[code];

/** The answer says it converted something: the time of its rates, or the rates themselves. */
const convertedAnything = (analytics: Pick<Analytics, 'rates' | 'rates_at'>): boolean =>
  Boolean(analytics.rates_at) || Object.keys(analytics.rates ?? {}).length > 0;

/** Converted at rates not stated, of currencies not known. */
const unknown: Conversion = { kind: 'unstated', currencies: [] };

/**
 * How the figures of a scope holding `held` were reached: nothing converted when the scope holds
 * the reporting currency only (or, its holdings not known, when the answer says it converted
 * nothing); added at stated rates when the answer names a rate for every other currency held;
 * otherwise at rates not stated. Without `rates`, a scope that holds another currency is never
 * taken as one currency, whatever `rates_at` says: a backend may add currencies without saying so.
 */
export function conversionOf(
  analytics: Pick<Analytics, 'currency' | 'rates' | 'rates_at'>,
  held: Money[] | null,
): Conversion {
  const reporting = reportingCurrency(analytics);
  const foreign = held
    ? [...new Set(held.map((row) => row.currency))].filter((code) => code !== reporting).sort()
    : null;
  if (foreign && foreign.length === 0) return { kind: 'none' };
  if (!foreign && !convertedAnything(analytics)) return { kind: 'none' };
  const stated = Object.keys(analytics.rates ?? {}).sort();
  if (!foreign) return stated.length > 0 ? { kind: 'stated', currencies: stated } : unknown;
  if (foreign.some((code) => rateOf(analytics, code) === undefined)) {
    // A currency held without a rate: added at a rate not named (or not at all: it cannot tell).
    return { kind: 'unstated', currencies: foreign };
  }
  return { kind: 'stated', currencies: foreign };
}

/** "1.09 USD per EUR". */
export function rateText(
  intl: IntlShape,
  fmt: NumberFormatter,
  analytics: Pick<Analytics, 'currency' | 'rates'>,
  code: string,
): string {
  return intl.formatMessage(messages.rate, {
    rate: fmt.price(rateOf(analytics, code) ?? Number.NaN),
    to: reportingCurrency(analytics),
    from: code,
  });
}

/** The rates' time as quoted (UTC, its zone named); empty when the answer gives none. */
export const ratesTime = (intl: IntlShape, analytics: Pick<Analytics, 'rates_at'>): string =>
  analytics.rates_at ? formatLocalDateTime(analytics.rates_at, intl.locale, 'UTC') : '';

/**
 * What a converted figure includes: "Includes € 2,500.00 at 1.09 USD per EUR, rates of Mar 16,
 * 2026, 10:00 AM UTC." With the amounts per currency when the scope's are known (today's
 * holdings), with the currencies alone otherwise (a period's movements).
 */
export function includesText(
  intl: IntlShape,
  fmt: NumberFormatter,
  analytics: Pick<Analytics, 'currency' | 'rates' | 'rates_at'>,
  conversion: Extract<Conversion, { kind: 'stated' }>,
  held?: Money[] | null,
): string {
  const amounts = held ? sumByCurrency(held) : [];
  const parts = conversion.currencies.map((code) => {
    const rate = rateText(intl, fmt, analytics, code);
    const amount = amounts.find((row) => row.currency === code);
    return amount
      ? intl.formatMessage(messages.amountAt, { amount: fmt.money(amount), rate })
      : intl.formatMessage(messages.currencyAt, { code, rate });
  });
  const time = ratesTime(intl, analytics);
  return intl.formatMessage(messages.includes, {
    parts: intl.formatList(parts, { type: 'conjunction' }),
    time,
    timed: time ? 'yes' : 'no',
  });
}

/**
 * What a figure would mix, for a sentence's `currencies` ("USD and EUR", the reporting currency
 * first) and `known` ("no": which currencies is not known).
 */
export function mixedValues(
  intl: IntlShape,
  conversion: Extract<Conversion, { kind: 'unstated' }>,
  reporting: string,
): { currencies: string; known: 'yes' | 'no' } {
  const codes = [reporting, ...conversion.currencies.filter((code) => code !== reporting)];
  return {
    currencies: intl.formatList(codes, { type: 'conjunction' }),
    known: conversion.currencies.length > 0 ? 'yes' : 'no',
  };
}

/** Why a figure that would mix currencies at unstated rates is not given. */
export const unstatedText = (
  intl: IntlShape,
  conversion: Extract<Conversion, { kind: 'unstated' }>,
  reporting: string,
): string => intl.formatMessage(messages.unstated, mixedValues(intl, conversion, reporting));

/**
 * Amounts in their own currencies side by side: "$ 12,345.60 + € 2,500.00"; a line breaks
 * between two amounts, never inside one.
 */
export const sideBySide = (fmt: NumberFormatter, held: Money[]): string =>
  sumByCurrency(held)
    .map((row) => fmt.money(row).replace(/ /g, '\u00a0'))
    .join(' + ');
