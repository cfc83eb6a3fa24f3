import { useCallback } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AnalyticsRequestPeriod } from '@/api/generated/model';

export type Period = AnalyticsRequestPeriod;

/** The periods in the order of the switcher. */
export const PERIODS = Object.values(AnalyticsRequestPeriod) as Period[];

export const DEFAULT_PERIOD: Period = '30d';

const isPeriod = (value: string | null): value is Period =>
  value !== null && (PERIODS as string[]).includes(value);

/** Names of the periods on the switcher. */
export const periodLabels: Record<Period, MessageDescriptor> = defineMessages({
  '7d': { id: 'analytics.period.7d', defaultMessage: '7 days' },
  '30d': { id: 'analytics.period.30d', defaultMessage: '30 days' },
  '90d': { id: 'analytics.period.90d', defaultMessage: '90 days' },
  '1y': { id: 'analytics.period.1y', defaultMessage: '1 year' },
});

/** The period as the end of a sentence ("Balance rose … over the last 30 days"). */
export const periodPhrases: Record<Period, MessageDescriptor> = defineMessages({
  '7d': { id: 'analytics.periodPhrase.7d', defaultMessage: 'over the last 7 days' },
  '30d': { id: 'analytics.periodPhrase.30d', defaultMessage: 'over the last 30 days' },
  '90d': { id: 'analytics.periodPhrase.90d', defaultMessage: 'over the last 90 days' },
  '1y': { id: 'analytics.periodPhrase.1y', defaultMessage: 'over the last year' },
});

/**
 * The period lives in the URL (`?period=7d`) so a view can be shared and survives a reload; a
 * missing or unknown value means the default, which is left out of the URL.
 */
export function usePeriod(): [Period, (next: Period) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period = isPeriod(raw) ? raw : DEFAULT_PERIOD;
  const setPeriod = useCallback(
    (next: Period) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('period', next);
        return updated;
      }),
    [setParams],
  );
  return [period, setPeriod];
}
