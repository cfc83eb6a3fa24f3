import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { CountdownParts, IpoWindowLabels } from '@/design-system/IpoCard';
import type { KnownStatus } from '@/design-system/StatusBadge';
import { moneyRange, type NumberFormatter } from '@/lib/money';
import { lookup } from '@/lib/tolerant';
import type { QuantityProblem } from './ipoMath';
import { usd } from './ipoMoney';
import { holdingMessages, ipoMessages, quantityMessages, statusMessages } from './messages';

/** "3 d 4 h", or "4 h 12 min" in the last day: short enough for a tile, translated. */
export function useCountdownFormat(): (parts: CountdownParts) => string {
  const intl = useIntl();
  return useCallback(
    ({ days, hours, minutes }: CountdownParts) =>
      days > 0
        ? intl.formatMessage(ipoMessages.countdownDays, { days, hours })
        : intl.formatMessage(ipoMessages.countdownHours, { hours, minutes }),
    [intl],
  );
}

/** The texts of an IPO's window line (card and list). */
export const windowLabels = (intl: IntlShape): IpoWindowLabels => ({
  closesIn: intl.formatMessage(ipoMessages.closesIn),
  opensIn: intl.formatMessage(ipoMessages.opensIn),
  opensSoon: intl.formatMessage(ipoMessages.opensSoon),
});

/** The translated name of an IPO or order status; an unknown value shows as sent. */
export function statusLabel(intl: IntlShape, status: string): string {
  const message = lookup<MessageDescriptor>(statusMessages, status);
  return message ? intl.formatMessage(message) : status;
}

/** A holding's state in words ("Awaiting allocation"); an unknown value shows as sent. */
export function holdingStatusLabel(intl: IntlShape, status: string): string {
  const message = lookup<MessageDescriptor>(holdingMessages, status);
  return message ? intl.formatMessage(message) : status;
}

/** Translated labels for the design system's StatusBadge. */
export function statusLabels(intl: IntlShape): Partial<Record<KnownStatus, string>> {
  return {
    upcoming: intl.formatMessage(statusMessages.upcoming),
    open: intl.formatMessage(statusMessages.open),
    closed: intl.formatMessage(statusMessages.closed),
    listed: intl.formatMessage(statusMessages.listed),
    pending: intl.formatMessage(statusMessages.pending),
    rejected: intl.formatMessage(statusMessages.rejected),
    cancelled: intl.formatMessage(statusMessages.cancelled),
    completed: intl.formatMessage(statusMessages.completed),
  };
}

/** The sentence that explains why a quantity cannot be sent. */
export function problemText(
  intl: IntlShape,
  format: NumberFormatter,
  problem: QuantityProblem,
): string {
  switch (problem.kind) {
    case 'empty':
      return intl.formatMessage(quantityMessages.empty);
    case 'notWhole':
      return intl.formatMessage(quantityMessages.notWhole);
    case 'belowMinimum':
      return intl.formatMessage(quantityMessages.belowMinimum, {
        minimum: format.number(problem.minimum),
      });
    case 'notLotMultiple':
      return intl.formatMessage(quantityMessages.notLotMultiple, {
        lot: format.number(problem.lot),
        lower: format.number(problem.lower),
        upper: format.number(problem.upper),
      });
    case 'unaffordable':
      return intl.formatMessage(quantityMessages.unaffordable, {
        amount: format.money(usd(problem.amount)),
        available: format.money(usd(problem.balance)),
      });
    case 'overHeld':
      return intl.formatMessage(quantityMessages.overHeld, { held: format.number(problem.held) });
  }
}

/** "$ 24.00 – $ 26.00", or one price when the range is a single price. */
export const priceRange = (format: NumberFormatter, min: number, max: number): string =>
  moneyRange(format.money(usd(min)), format.money(usd(max)));

/** "NWRB · NASDAQ": two short facts on one line. */
export const dotted = (first: string, second: string): string => `${first} · ${second}`;

/** "Mar 10 – Mar 20, 2026": a span of two formatted values. */
export const span = (from: string, to: string): string => `${from} – ${to}`;

/** "Aurora Grid Energy (AGRD, NYSE)": a name with details in brackets. */
export const withDetails = (name: string, details: string): string => `${name} (${details})`;
