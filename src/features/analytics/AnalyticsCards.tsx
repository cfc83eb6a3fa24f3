import { Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { lazyWidget, WidgetBoundary } from '@/design-system/WidgetBoundary';
import { BalanceTable, PnlTable } from './AnalyticsTables';
import { ChartCard, ChartFrame, ChartPlaceholder, Legend, type LegendEntry } from './ChartCard';
import type { Holdings, Scope } from './conversion';
import { HeldToday } from './HeldToday';
import { reportingCurrency } from './reporting';
import { scopeConversion } from './summaries';

// The charting library loads with the first chart, never with the app or another page.
const loadCharts = () => import('./AnalyticsCharts');
const BalanceChart = lazyWidget(() => loadCharts().then((m) => ({ default: m.BalanceChart })));
const PnlChart = lazyWidget(() => loadCharts().then((m) => ({ default: m.PnlChart })));
export const AllocationChart = lazyWidget(() =>
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
  heldToday: {
    id: 'analytics.body.heldToday',
    defaultMessage: 'What your wallets hold today, per currency',
  },
  emptyTitle: { id: 'analytics.body.emptyTitle', defaultMessage: 'No activity in this period' },
  emptyText: {
    id: 'analytics.body.emptyText',
    defaultMessage:
      'Nothing moved in your accounts during these days. Pick a longer period to see more.',
  },
});

export const CHART_HEIGHT = 240;
export const DONUT_HEIGHT = 220;

/**
 * A chart that throws (its library, odd figures) or whose code fails to load shows a message with a
 * retry in its card; the other charts, the period and the table view stay. Outside the chart's
 * frame: the frame is one image, and the retry must stay a button. The charts share their code, so
 * one retry (a new `attempt`) tries all of them again.
 */
export function ChartBoundary({
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
export function useCardTexts(analytics: Analytics) {
  const intl = useIntl();
  const t = (descriptor: (typeof bodyMessages)[keyof typeof bodyMessages]) =>
    intl.formatMessage(descriptor);
  return { intl, t, legendLabel: t(bodyMessages.legend), currency: reportingCurrency(analytics) };
}

/** What a card over dates shows, beside the props every card gets. */
interface SeriesCardProps extends AnalyticsCardProps {
  title: string;
  /** What the card's figures cover: they add its currencies. */
  scope: Scope;
  legend: LegendEntry[];
  chart: ReactNode;
  table: ReactNode;
  /** Instead of chart and table when the figures would add currencies at rates not stated. */
  perCurrency: ReactNode;
}

/**
 * A series over the period as a chart with its legend, or its table; neither when each point adds
 * currencies the answer gives no rate for: the summary says why, and `perCurrency` shows what can
 * be shown without adding them.
 */
function SeriesCard(props: SeriesCardProps) {
  const { analytics, holdings, scope, summary, asTable, attempt, onRetry } = props;
  const { t, legendLabel } = useCardTexts(analytics);
  const mixed = scopeConversion(analytics, holdings, scope).kind === 'unstated';
  return (
    <ChartCard title={props.title} summary={summary} emptyText={t(bodyMessages.noData)}>
      {(summaryId) => {
        if (mixed) return props.perCurrency;
        if (asTable) return props.table;
        return (
          <>
            <Legend label={legendLabel} entries={props.legend} />
            <ChartBoundary attempt={attempt} onRetry={onRetry}>
              <ChartFrame summaryId={summaryId} height={CHART_HEIGHT}>
                <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT} />}>
                  {props.chart}
                </Suspense>
              </ChartFrame>
            </ChartBoundary>
          </>
        );
      }}
    </ChartCard>
  );
}

/** The wallets' balance over the period, as a line (or its table). */
export function BalanceHistoryCard(props: AnalyticsCardProps) {
  const theme = useTheme();
  const { intl, t, currency } = useCardTexts(props.analytics);
  const history = props.analytics.balance_history;
  return (
    <SeriesCard
      {...props}
      scope="wallets"
      title={t(bodyMessages.balanceTitle)}
      legend={[{ label: t(bodyMessages.balance), color: theme.colors.primary, shape: 'line' }]}
      table={
        <BalanceTable rows={history} currency={currency} caption={t(bodyMessages.balanceTitle)} />
      }
      chart={
        <BalanceChart
          data={history}
          currency={currency}
          locale={intl.locale}
          height={CHART_HEIGHT}
          seriesLabel={t(bodyMessages.balance)}
        />
      }
      perCurrency={<HeldToday held={props.holdings.wallets} label={t(bodyMessages.heldToday)} />}
    />
  );
}

/** The trading accounts' profit or loss of each day, as bars (or their table). */
export function PnlCard(props: AnalyticsCardProps) {
  const theme = useTheme();
  const { intl, t, currency } = useCardTexts(props.analytics);
  const pnl = props.analytics.pnl;
  return (
    <SeriesCard
      {...props}
      scope="trading"
      title={t(bodyMessages.pnlTitle)}
      legend={[
        { label: t(bodyMessages.gain), color: theme.colors.balancePositive },
        { label: t(bodyMessages.loss), color: theme.colors.balanceNegative },
      ]}
      table={<PnlTable rows={pnl} currency={currency} caption={t(bodyMessages.pnlTitle)} />}
      chart={
        <PnlChart
          data={pnl}
          currency={currency}
          locale={intl.locale}
          height={CHART_HEIGHT}
          seriesLabel={t(bodyMessages.profitLoss)}
        />
      }
      // A profit per currency is not known from the answer: the summary says why none is drawn.
      perCurrency={null}
    />
  );
}
