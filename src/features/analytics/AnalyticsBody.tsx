import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { EmptyState } from '@/design-system/EmptyState';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Skeleton } from '@/design-system/Skeleton';
import { AllocationCard } from './AllocationCard';
import {
  BalanceHistoryCard,
  bodyMessages as messages,
  CHART_HEIGHT,
  DONUT_HEIGHT,
  PnlCard,
  retryCharts,
} from './AnalyticsCards';
import type { Holdings } from './conversion';
import type { Period } from './period';
import { summarize } from './summaries';

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

export interface AnalyticsBodyProps {
  analytics: Analytics;
  period: Period;
  /** The table alternative instead of the charts. */
  asTable: boolean;
  /** What each scope holds today: which figures add other currencies, and how much of each. */
  holdings: Holdings;
}

/** The three charts (or their tables) of one period; an empty state when the period holds nothing. */
export function AnalyticsBody({ analytics, period, asTable, holdings }: AnalyticsBodyProps) {
  const intl = useIntl();
  const fmt = useNumberFormat();
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
  const card = { analytics, asTable, holdings, attempt, onRetry: retry };
  return (
    <Grid>
      <BalanceHistoryCard {...card} summary={summaries.balance} />
      <PnlCard {...card} summary={summaries.pnl} />
      <AllocationCard {...card} summary={summaries.allocation} />
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
