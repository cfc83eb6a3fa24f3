import { Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { lazyWidget, WidgetBoundary } from '@/design-system/WidgetBoundary';
import { AllocationTable, BalanceTable, PnlTable } from './AnalyticsTables';
import { ChartCard, ChartFrame, ChartPlaceholder, Legend } from './ChartCard';
import { seriesColor } from './colors';
import { AllocationAmount } from './AllocationAmount';
import type { Holdings } from './conversion';
import { reportingCurrency } from './reporting';
import { allocationLabel, shareOf } from './summaries';

// The charting library loads with the first chart, never with the app or another page.
const loadCharts = () => import('./AnalyticsCharts');
const BalanceChart = lazyWidget(() => loadCharts().then((m) => ({ default: m.BalanceChart })));
const PnlChart = lazyWidget(() => loadCharts().then((m) => ({ default: m.PnlChart })));
const AllocationChart = lazyWidget(() =>
  loadCharts().then((m) => ({ default: m.AllocationChart })),
);
export const retryCharts = () =>
  [BalanceChart, PnlChart, AllocationChart].forEach((chart) => chart.retry());

export const bodyMessages = defineMessages({
  balanceTitle: { id: 'analytics.body.balanceTitle', defaultMessage: 'Balance history' },
  pnlTitle: { id: 'analytics.body.pnlTitle', defaultMessage: 'Profit and loss' },
  allocationTitle: { id: 'analytics.body.allocationTitle', defaultMessage: 'Allocation' },
  legend: { id: 'analytics.body.legend', defaultMessage: 'Legend' },
  balance: { id: 'analytics.body.balance', defaultMessage: 'Balance' },
  gain: { id: 'analytics.body.gain', defaultMessage: 'Gain' },
  loss: { id: 'analytics.body.loss', defaultMessage: 'Loss' },
  profitLoss: { id: 'analytics.body.profitLoss', defaultMessage: 'Profit or loss' },
  chartFailed: {
    id: 'analytics.body.chartFailed',
    defaultMessage: 'This chart could not be shown. The table view has every figure.',
  },
  retry: { id: 'analytics.body.retry', defaultMessage: 'Try again' },
  noData: { id: 'analytics.body.noData', defaultMessage: 'No data for this period.' },
  emptyTitle: { id: 'analytics.body.emptyTitle', defaultMessage: 'No activity in this period' },
  emptyText: {
    id: 'analytics.body.emptyText',
    defaultMessage:
      'Nothing moved in your accounts during these days. Pick a longer period to see more.',
  },
});

export const CHART_HEIGHT = 240;
export const DONUT_HEIGHT = 220;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The amount's parts are items of the legend's line, so a conversion note can take its own. */
const AmountDetail = styled(Detail)`
  display: contents;
`;

/**
 * A chart that throws (its library, odd figures) or whose code fails to load shows a message with a
 * retry in its card; the other charts, the period and the table view stay. Outside the chart's
 * frame: the frame is one image, and the retry must stay a button. The charts share their code, so
 * one retry (a new `attempt`) tries all of them again.
 */
function ChartBoundary({
  children,
  attempt,
  onRetry,
}: {
  children: ReactNode;
  attempt: number;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <WidgetBoundary
      message={intl.formatMessage(bodyMessages.chartFailed)}
      retryLabel={intl.formatMessage(bodyMessages.retry)}
      onRetry={onRetry}
      resetKey={attempt}
    >
      {children}
    </WidgetBoundary>
  );
}

/** What each of the three cards shows its figures from. */
export interface AnalyticsCardProps {
  analytics: Analytics;
  /** The card's summary sentence (also the chart's name for screen readers). */
  summary: string | null;
  /** The table alternative instead of the chart. */
  asTable: boolean;
  /** What each scope holds today: which figures add other currencies, and how much of each. */
  holdings: Holdings;
  /** The charts' retry count: a new one tries every chart again. */
  attempt: number;
  onRetry: () => void;
}

/** The card's texts and the figures' currency. */
function useCardTexts(analytics: Analytics) {
  const intl = useIntl();
  const t = (descriptor: (typeof bodyMessages)[keyof typeof bodyMessages]) =>
    intl.formatMessage(descriptor);
  return { intl, t, legendLabel: t(bodyMessages.legend), currency: reportingCurrency(analytics) };
}

/** The balance over the period, as a line (or its table). */
export function BalanceHistoryCard({
  analytics,
  summary,
  asTable,
  attempt,
  onRetry,
}: AnalyticsCardProps) {
  const theme = useTheme();
  const { intl, t, legendLabel, currency } = useCardTexts(analytics);
  const history = analytics.balance_history;
  return (
    <ChartCard
      title={t(bodyMessages.balanceTitle)}
      summary={summary}
      emptyText={t(bodyMessages.noData)}
    >
      {(summaryId) =>
        asTable ? (
          <BalanceTable rows={history} currency={currency} caption={t(bodyMessages.balanceTitle)} />
        ) : (
          <>
            <Legend
              label={legendLabel}
              entries={[
                { label: t(bodyMessages.balance), color: theme.colors.primary, shape: 'line' },
              ]}
            />
            <ChartBoundary attempt={attempt} onRetry={onRetry}>
              <ChartFrame summaryId={summaryId} height={CHART_HEIGHT}>
                <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT} />}>
                  <BalanceChart
                    data={history}
                    currency={currency}
                    locale={intl.locale}
                    height={CHART_HEIGHT}
                    seriesLabel={t(bodyMessages.balance)}
                  />
                </Suspense>
              </ChartFrame>
            </ChartBoundary>
          </>
        )
      }
    </ChartCard>
  );
}

/** The profit or loss of each day, as bars (or their table). */
export function PnlCard({ analytics, summary, asTable, attempt, onRetry }: AnalyticsCardProps) {
  const theme = useTheme();
  const { intl, t, legendLabel, currency } = useCardTexts(analytics);
  const pnl = analytics.pnl;
  return (
    <ChartCard
      title={t(bodyMessages.pnlTitle)}
      summary={summary}
      emptyText={t(bodyMessages.noData)}
    >
      {(summaryId) =>
        asTable ? (
          <PnlTable rows={pnl} currency={currency} caption={t(bodyMessages.pnlTitle)} />
        ) : (
          <>
            <Legend
              label={legendLabel}
              entries={[
                { label: t(bodyMessages.gain), color: theme.colors.balancePositive },
                { label: t(bodyMessages.loss), color: theme.colors.balanceNegative },
              ]}
            />
            <ChartBoundary attempt={attempt} onRetry={onRetry}>
              <ChartFrame summaryId={summaryId} height={CHART_HEIGHT}>
                <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT} />}>
                  <PnlChart
                    data={pnl}
                    currency={currency}
                    locale={intl.locale}
                    height={CHART_HEIGHT}
                    seriesLabel={t(bodyMessages.profitLoss)}
                  />
                </Suspense>
              </ChartFrame>
            </ChartBoundary>
          </>
        )
      }
    </ChartCard>
  );
}

/** Where the money is, as a donut with its legend (or their table). */
export function AllocationCard({
  analytics,
  summary,
  asTable,
  holdings,
  attempt,
  onRetry,
}: AnalyticsCardProps) {
  const theme = useTheme();
  const fmt = useNumberFormat();
  const { intl, t, legendLabel, currency } = useCardTexts(analytics);
  const allocation = analytics.allocation;
  const converted = Boolean(analytics.rates_at);
  const labelOf = (label: string) => allocationLabel(intl, label);
  const total = allocation.reduce((sum, row) => sum + row.value, 0);
  return (
    <ChartCard
      title={t(bodyMessages.allocationTitle)}
      summary={summary}
      emptyText={t(bodyMessages.noData)}
    >
      {(summaryId) =>
        asTable ? (
          <AllocationTable
            rows={allocation}
            converted={converted}
            analytics={analytics}
            holdings={holdings}
            caption={t(bodyMessages.allocationTitle)}
          />
        ) : (
          <>
            <ChartBoundary attempt={attempt} onRetry={onRetry}>
              <ChartFrame summaryId={summaryId} height={DONUT_HEIGHT}>
                <Suspense fallback={<ChartPlaceholder height={DONUT_HEIGHT} />}>
                  <AllocationChart
                    data={allocation}
                    currency={currency}
                    height={DONUT_HEIGHT}
                    labelOf={labelOf}
                  />
                </Suspense>
              </ChartFrame>
            </ChartBoundary>
            <Legend
              label={legendLabel}
              entries={allocation.map((row, index) => ({
                label: labelOf(row.label),
                color: seriesColor(theme, index),
                detail: (
                  <>
                    <AmountDetail>
                      <AllocationAmount
                        analytics={analytics}
                        holdings={holdings}
                        row={row}
                        inline
                      />
                    </AmountDetail>
                    <Detail>{shareOf(row.value, total, fmt)}</Detail>
                  </>
                ),
              }))}
            />
          </>
        )
      }
    </ChartCard>
  );
}
