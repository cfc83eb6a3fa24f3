import { Suspense, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { EmptyState } from '@/design-system/EmptyState';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Skeleton } from '@/design-system/Skeleton';
import { lazyWidget, WidgetBoundary } from '@/design-system/WidgetBoundary';
import { AllocationTable, BalanceTable, PnlTable } from './AnalyticsTables';
import { ChartCard, ChartFrame, ChartPlaceholder, Legend } from './ChartCard';
import { seriesColor } from './colors';
import type { Period } from './period';
import { AllocationAmount } from './AllocationAmount';
import type { Holdings } from './conversion';
import { reportingCurrency } from './reporting';
import { allocationLabel, shareOf, summarize } from './summaries';

// The charting library loads with the first chart, never with the app or another page.
const loadCharts = () => import('./AnalyticsCharts');
const BalanceChart = lazyWidget(() => loadCharts().then((m) => ({ default: m.BalanceChart })));
const PnlChart = lazyWidget(() => loadCharts().then((m) => ({ default: m.PnlChart })));
const AllocationChart = lazyWidget(() =>
  loadCharts().then((m) => ({ default: m.AllocationChart })),
);
const retryCharts = () =>
  [BalanceChart, PnlChart, AllocationChart].forEach((chart) => chart.retry());

const messages = defineMessages({
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

const CHART_HEIGHT = 240;
const DONUT_HEIGHT = 220;

const Grid = styled.div`
  display: grid;
  /* No wider than the page: a card's long legend wraps inside it at 320 px. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The amount's parts are items of the legend's line, so a conversion note can take its own. */
const AmountDetail = styled(Detail)`
  display: contents;
`;

export interface AnalyticsBodyProps {
  analytics: Analytics;
  period: Period;
  /** The table alternative instead of the charts. */
  asTable: boolean;
  /** What each scope holds today: which figures add other currencies, and how much of each. */
  holdings: Holdings;
}

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
      message={intl.formatMessage(messages.chartFailed)}
      retryLabel={intl.formatMessage(messages.retry)}
      onRetry={onRetry}
      resetKey={attempt}
    >
      {children}
    </WidgetBoundary>
  );
}

/** The three charts (or their tables) of one period; an empty state when the period holds nothing. */
export function AnalyticsBody({ analytics, period, asTable, holdings }: AnalyticsBodyProps) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const theme = useTheme();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    retryCharts();
    setAttempt((n) => n + 1);
  };
  const { balance_history: history, pnl, allocation } = analytics;
  if (history.length === 0 && pnl.length === 0 && allocation.length === 0) {
    return (
      <EmptyState
        titleAs="h2"
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyText)}
      />
    );
  }

  const summaries = summarize(intl, fmt, analytics, period, holdings);
  const currency = reportingCurrency(analytics);
  const converted = Boolean(analytics.rates_at);
  const t = (descriptor: (typeof messages)[keyof typeof messages]) =>
    intl.formatMessage(descriptor);
  const legendLabel = t(messages.legend);
  const labelOf = (label: string) => allocationLabel(intl, label);
  const total = allocation.reduce((sum, row) => sum + row.value, 0);

  return (
    <Grid>
      <ChartCard
        title={t(messages.balanceTitle)}
        summary={summaries.balance}
        emptyText={t(messages.noData)}
      >
        {(summaryId) =>
          asTable ? (
            <BalanceTable rows={history} currency={currency} caption={t(messages.balanceTitle)} />
          ) : (
            <>
              <Legend
                label={legendLabel}
                entries={[
                  { label: t(messages.balance), color: theme.colors.primary, shape: 'line' },
                ]}
              />
              <ChartBoundary attempt={attempt} onRetry={retry}>
                <ChartFrame summaryId={summaryId} height={CHART_HEIGHT}>
                  <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT} />}>
                    <BalanceChart
                      data={history}
                      currency={currency}
                      locale={intl.locale}
                      height={CHART_HEIGHT}
                      seriesLabel={t(messages.balance)}
                    />
                  </Suspense>
                </ChartFrame>
              </ChartBoundary>
            </>
          )
        }
      </ChartCard>
      <ChartCard
        title={t(messages.pnlTitle)}
        summary={summaries.pnl}
        emptyText={t(messages.noData)}
      >
        {(summaryId) =>
          asTable ? (
            <PnlTable rows={pnl} currency={currency} caption={t(messages.pnlTitle)} />
          ) : (
            <>
              <Legend
                label={legendLabel}
                entries={[
                  { label: t(messages.gain), color: theme.colors.balancePositive },
                  { label: t(messages.loss), color: theme.colors.balanceNegative },
                ]}
              />
              <ChartBoundary attempt={attempt} onRetry={retry}>
                <ChartFrame summaryId={summaryId} height={CHART_HEIGHT}>
                  <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT} />}>
                    <PnlChart
                      data={pnl}
                      currency={currency}
                      locale={intl.locale}
                      height={CHART_HEIGHT}
                      seriesLabel={t(messages.profitLoss)}
                    />
                  </Suspense>
                </ChartFrame>
              </ChartBoundary>
            </>
          )
        }
      </ChartCard>
      <ChartCard
        title={t(messages.allocationTitle)}
        summary={summaries.allocation}
        emptyText={t(messages.noData)}
      >
        {(summaryId) =>
          asTable ? (
            <AllocationTable
              rows={allocation}
              converted={converted}
              analytics={analytics}
              holdings={holdings}
              caption={t(messages.allocationTitle)}
            />
          ) : (
            <>
              <ChartBoundary attempt={attempt} onRetry={retry}>
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
    </Grid>
  );
}

/** The charts' places while the period loads. */
export function ChartsPlaceholder() {
  return (
    <Grid aria-hidden="true">
      <Skeleton height={CHART_HEIGHT + 80} radius="lg" />
      <Skeleton height={CHART_HEIGHT + 80} radius="lg" />
      <Skeleton height={DONUT_HEIGHT + 120} radius="lg" />
    </Grid>
  );
}
