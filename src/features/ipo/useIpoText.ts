import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { CountdownParts } from '@/design-system/IpoCard';
import type { KnownStatus } from '@/design-system/StatusBadge';
import { formatNumber, formatUsd } from '@/lib/format';
import type { QuantityProblem } from './ipoMath';
import { ipoMessages, quantityMessages, statusMessages } from './messages';
import { lookup } from '@/lib/tolerant';

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

/** The translated name of an IPO or order status; an unknown value shows as sent. */
export function statusLabel(intl: IntlShape, status: string): string {
  const message = lookup<MessageDescriptor>(statusMessages, status);
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
export function problemText(intl: IntlShape, problem: QuantityProblem): string {
  switch (problem.kind) {
    case 'empty':
      return intl.formatMessage(quantityMessages.empty);
    case 'notWhole':
      return intl.formatMessage(quantityMessages.notWhole);
    case 'belowMinimum':
      return intl.formatMessage(quantityMessages.belowMinimum, {
        minimum: formatNumber(problem.minimum),
      });
    case 'notLotMultiple':
      return intl.formatMessage(quantityMessages.notLotMultiple, {
        lot: formatNumber(problem.lot),
        lower: formatNumber(problem.lower),
        upper: formatNumber(problem.upper),
      });
    case 'unaffordable':
      return intl.formatMessage(quantityMessages.unaffordable, {
        amount: formatUsd(problem.amount),
        balance: formatUsd(problem.balance),
      });
    case 'overHeld':
      return intl.formatMessage(quantityMessages.overHeld, { held: formatNumber(problem.held) });
  }
}

/** "$ 24 – 26", or one price when the range is a single price. */
export const priceRange = (min: number, max: number): string =>
  min === max ? formatUsd(min) : `${formatUsd(min)} – ${formatNumber(max)}`;

/** "NWRB · NASDAQ": two short facts on one line. */
export const dotted = (first: string, second: string): string => `${first} · ${second}`;

/** "Mar 10 – Mar 20, 2026": a span of two formatted values. */
export const span = (from: string, to: string): string => `${from} – ${to}`;

/** "Aurora Grid Energy (AGRD, NYSE)": a name with details in brackets. */
export const withDetails = (name: string, details: string): string => `${name} (${details})`;
