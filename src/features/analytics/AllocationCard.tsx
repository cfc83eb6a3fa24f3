import { Suspense } from 'react';
import styled, { useTheme } from 'styled-components';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { AllocationAmount } from './AllocationAmount';
import {
  AllocationChart,
  bodyMessages,
  ChartBoundary,
  DONUT_HEIGHT,
  useCardTexts,
  type AnalyticsCardProps,
} from './AnalyticsCards';
import { AllocationTable } from './AnalyticsTables';
import { ChartCard, ChartFrame, ChartPlaceholder, Legend } from './ChartCard';
import { seriesColor } from './colors';
import { allocationLabel, allocationScope, scopeConversion, shareOf } from './summaries';

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The amount's parts are items of the legend's line, so a conversion note can take its own. */
const AmountDetail = styled(Detail)`
  display: contents;
`;

/**
 * Where the money is, as a donut with its legend (or their table). When a part would add
 * currencies at rates not stated, there is no whole to take shares of: the table alone, each part
 * in its own currencies, without shares or a donut.
 */
export function AllocationCard(props: AnalyticsCardProps) {
  const { analytics, summary, asTable, holdings } = props;
  const { t } = useCardTexts(analytics);
  const mixed = analytics.allocation.some(
    (row) => scopeConversion(analytics, holdings, allocationScope(row.label)).kind === 'unstated',
  );
  return (
    <ChartCard
      title={t(bodyMessages.allocationTitle)}
      summary={summary}
      emptyText={t(bodyMessages.noData)}
    >
      {(summaryId) =>
        asTable || mixed ? (
          <AllocationTable
            rows={analytics.allocation}
            share={mixed ? null : analytics.rates_at ? 'converted' : 'plain'}
            analytics={analytics}
            holdings={holdings}
            caption={t(bodyMessages.allocationTitle)}
          />
        ) : (
          <AllocationDonut {...props} summaryId={summaryId} />
        )
      }
    </ChartCard>
  );
}

/** The donut, named by the card's summary, and its legend with each part's amount and share. */
function AllocationDonut({
  analytics,
  holdings,
  attempt,
  onRetry,
  summaryId,
}: AnalyticsCardProps & { summaryId: string }) {
  const theme = useTheme();
  const fmt = useNumberFormat();
  const { intl, legendLabel, currency } = useCardTexts(analytics);
  const allocation = analytics.allocation;
  const labelOf = (label: string) => allocationLabel(intl, label);
  const total = allocation.reduce((sum, row) => sum + row.value, 0);
  return (
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
                <AllocationAmount analytics={analytics} holdings={holdings} row={row} inline />
              </AmountDetail>
              <Detail>{shareOf(row.value, total, fmt)}</Detail>
            </>
          ),
        }))}
      />
    </>
  );
}
