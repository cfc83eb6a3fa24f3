import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Analytics } from '@/api/generated/model';
import { money, type NumberFormatter } from '@/lib/money';
import {
  conversionOf,
  includesText,
  mixedValues,
  type Conversion,
  type Holdings,
  type Scope,
} from './conversion';
import type { Period } from './period';
import { periodText, reportingCurrency } from './reporting';

const balanceSentence = defineMessage<{
  direction: string;
  start: string;
  end: string;
  period: string;
}>({
  id: 'analytics.summary.balance',
  defaultMessage:
    '{direction, select, up {Balance of your wallets rose from {start} to {end} {period}.} down {Balance of your wallets fell from {start} to {end} {period}.} other {Balance of your wallets stayed at {end} {period}.}}',
});

type PnlValues = { period: string; total: string; gains: number; losses: number };

const pnlDays = defineMessage<PnlValues>({
  id: 'analytics.summary.pnlDays',
  defaultMessage:
    'Net profit and loss of your trading accounts {period}: {total}. {gains, plural, one {# day} other {# days}} with a gain, {losses, plural, one {# day} other {# days}} with a loss.',
});

const pnlWeeks = defineMessage<PnlValues>({
  id: 'analytics.summary.pnlWeeks',
  defaultMessage:
    'Net profit and loss of your trading accounts {period}: {total}. {gains, plural, one {# week} other {# weeks}} with a gain, {losses, plural, one {# week} other {# weeks}} with a loss.',
});

const allocationSentence = defineMessage<{ total: string; label: string; share: string }>({
  id: 'analytics.summary.allocation',
  defaultMessage: '{total} in total today; the largest share, {share}, is in {label}.',
});

const convertedAllocationSentence = defineMessage<{
  total: string;
  label: string;
  share: string;
  currency: string;
}>({
  id: 'analytics.summary.allocationConverted',
  defaultMessage:
    '{total} in total today, with amounts held in other currencies converted into {currency}; the largest share of that total, {share}, is in {label}.',
});

const perCurrencyAllocationSentence = defineMessage({
  id: 'analytics.summary.allocationPerCurrency',
  defaultMessage:
    'What each part holds today, in its own currencies. No total and no shares are given: they would add currencies at rates the broker did not state.',
});

type MixedValues = { period: string; currencies: string; known: string };

const balanceNotDrawn = defineMessage<MixedValues>({
  id: 'analytics.summary.balanceNotDrawn',
  defaultMessage:
    '{known, select, yes {The balance of your wallets {period} is not drawn: it would add {currencies} at a rate the broker did not state.} other {The balance of your wallets {period} is not drawn: it would add currencies at rates the broker did not state.}}',
});

const pnlNotDrawn = defineMessage<MixedValues>({
  id: 'analytics.summary.pnlNotDrawn',
  defaultMessage:
    '{known, select, yes {The profit and loss of your trading accounts {period} is not drawn: it would add {currencies} at a rate the broker did not state.} other {The profit and loss of your trading accounts {period} is not drawn: it would add currencies at rates the broker did not state.}}',
});

const messages = defineMessages({
  wallets: { id: 'analytics.allocation.wallets', defaultMessage: 'Wallets' },
  tradingAccounts: {
    id: 'analytics.allocation.tradingAccounts',
    defaultMessage: 'Trading accounts',
  },
  ipo: { id: 'analytics.allocation.ipo', defaultMessage: 'IPO holdings' },
});

/** The allocation labels the backend is known to send, translated; others are shown as sent. */
const KNOWN_LABELS: Record<string, keyof typeof messages> = {
  wallets: 'wallets',
  'trading accounts': 'tradingAccounts',
  ipo: 'ipo',
  'ipo holdings': 'ipo',
};

const SCOPES: Partial<Record<keyof typeof messages, Scope>> = {
  wallets: 'wallets',
  tradingAccounts: 'trading',
  ipo: 'ipo',
};

/** What an allocation row covers; null for a label the backend is not known to send. */
export function allocationScope(label: string): Scope | null {
  const known = KNOWN_LABELS[label.trim().toLowerCase()];
  return (known && SCOPES[known]) ?? null;
}

/** How a figure covering `scope` was reached (an unknown scope: as the whole answer says). */
export const scopeConversion = (
  analytics: Analytics,
  holdings: Holdings,
  scope: Scope | null,
): Conversion => conversionOf(analytics, scope ? holdings[scope] : null);

export function allocationLabel(intl: IntlShape, label: string): string {
  const known = KNOWN_LABELS[label.trim().toLowerCase()];
  return known ? intl.formatMessage(messages[known]) : label;
}

/** A share of a whole as "42.5%" (0 when the whole is 0). */
export const shareOf = (value: number, total: number, fmt: NumberFormatter): string =>
  fmt.percent(total > 0 ? (value / total) * 100 : 0);

/** An amount that never breaks after its symbol when the sentence wraps. */
const unbroken = (text: string): string => text.replace(/ /g, '\u00a0');

const DAY_MS = 86_400_000;

/** Buckets a week or more apart (the year view) are counted in weeks, otherwise in days. */
const isWeekly = (pnl: Analytics['pnl']): boolean => {
  const [first, second] = pnl;
  if (!first || !second) return false;
  return Date.parse(second.date) - Date.parse(first.date) >= 7 * DAY_MS;
};

type Amount = (value: number, sign?: 'always') => string;

/** The allocation's sentence: the total and its largest share; no total when it would add
 * currencies at rates not stated. */
function allocationSummary(
  intl: IntlShape,
  fmt: NumberFormatter,
  analytics: Analytics,
  holdings: Holdings,
  amount: Amount,
): string | null {
  const total = analytics.allocation.reduce((sum, row) => sum + row.value, 0);
  const largest = [...analytics.allocation].sort((a, b) => b.value - a.value)[0];
  if (!largest) return null;
  const conversions = analytics.allocation.map(
    (row) => scopeConversion(analytics, holdings, allocationScope(row.label)).kind,
  );
  // No whole to take a share of: neither the total nor the largest share.
  if (conversions.includes('unstated')) return intl.formatMessage(perCurrencyAllocationSentence);
  const values = {
    total: amount(total),
    label: allocationLabel(intl, largest.label),
    share: shareOf(largest.value, total, fmt),
  };
  return conversions.includes('stated')
    ? intl.formatMessage(convertedAllocationSentence, {
        ...values,
        currency: reportingCurrency(analytics),
      })
    : intl.formatMessage(allocationSentence, values);
}

/** What every sentence of the page is made from. */
interface Context {
  intl: IntlShape;
  fmt: NumberFormatter;
  analytics: Analytics;
  holdings: Holdings;
  /** The period as the end of a sentence, with its days. */
  phrase: string;
  amount: Amount;
}

/**
 * The sentence of a series covering `scope`: `drawn` with, when it adds other currencies at
 * stated rates, which and at what rates; `notDrawn` (why no chart) when it would add them at
 * rates not stated.
 */
function seriesSentence(
  ctx: Context,
  scope: Scope,
  notDrawn: MessageDescriptor,
  drawn: () => string,
): string {
  const { intl, fmt, analytics } = ctx;
  const conversion = scopeConversion(analytics, ctx.holdings, scope);
  if (conversion.kind === 'unstated') {
    const mixed = mixedValues(intl, conversion, reportingCurrency(analytics));
    return intl.formatMessage(notDrawn, { period: ctx.phrase, ...mixed });
  }
  if (conversion.kind === 'stated')
    return `${drawn()} ${includesText(intl, fmt, analytics, conversion)}`;
  return drawn();
}

/** The wallets' balance: from where to where it went over the period. */
function balanceSummary(ctx: Context): string | null {
  const history = ctx.analytics.balance_history;
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return null;
  return seriesSentence(ctx, 'wallets', balanceNotDrawn, () =>
    ctx.intl.formatMessage(balanceSentence, {
      direction:
        last.balance > first.balance ? 'up' : last.balance < first.balance ? 'down' : 'same',
      start: ctx.amount(first.balance),
      end: ctx.amount(last.balance),
      period: ctx.phrase,
    }),
  );
}

/** The trading accounts' profit and loss: the net, the days (weeks) with a gain and a loss. */
function pnlSummary(ctx: Context): string | null {
  const pnl = ctx.analytics.pnl;
  if (pnl.length === 0) return null;
  return seriesSentence(ctx, 'trading', pnlNotDrawn, () =>
    ctx.intl.formatMessage(isWeekly(pnl) ? pnlWeeks : pnlDays, {
      period: ctx.phrase,
      total: ctx.amount(
        pnl.reduce((sum, row) => sum + row.value, 0),
        'always',
      ),
      gains: pnl.filter((row) => row.value > 0).length,
      losses: pnl.filter((row) => row.value < 0).length,
    }),
  );
}

/**
 * One sentence per chart saying what it shows, over which days, in the reporting currency and, for
 * a figure that adds other currencies, at which rates, or why it is not drawn when it would add
 * them at rates not stated; null for a chart without data.
 */
export function summarize(
  intl: IntlShape,
  fmt: NumberFormatter,
  analytics: Analytics,
  period: Period,
  holdings: Holdings,
) {
  const currency = reportingCurrency(analytics);
  const ctx: Context = {
    intl,
    fmt,
    analytics,
    holdings,
    phrase: periodText(intl, period, analytics),
    amount: (value, sign) => unbroken(fmt.money(money(value, currency), sign)),
  };
  return {
    balance: balanceSummary(ctx),
    pnl: pnlSummary(ctx),
    allocation: allocationSummary(intl, fmt, analytics, holdings, ctx.amount),
  };
}
