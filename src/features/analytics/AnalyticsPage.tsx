import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetAnalytics } from '@/api/generated/analytics/analytics';
import { selectAnalytics } from '@/api/readers/analytics';
import { Button } from '@/design-system/Button';
import { StatCard } from '@/design-system/StatCard';
import { Tabs } from '@/design-system/Tabs';
import { money } from '@/lib/money';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { AnalyticsBody, ChartsPlaceholder } from './AnalyticsBody';
import { PERIODS, periodLabels, usePeriod, type Period } from './period';
import { periodText, reportingCurrency } from './reporting';
import { ReportingNote } from './ReportingNote';

const messages = defineMessages({
  period: { id: 'analytics.page.period', defaultMessage: 'Period' },
  showAsTable: { id: 'analytics.page.showAsTable', defaultMessage: 'Show as table' },
  deposits: { id: 'analytics.page.deposits', defaultMessage: 'Deposits' },
  withdrawals: { id: 'analytics.page.withdrawals', defaultMessage: 'Withdrawals' },
  profit: { id: 'analytics.page.profit', defaultMessage: 'Profit' },
  loading: { id: 'analytics.page.loading', defaultMessage: 'Loading your analytics…' },
  errorTitle: { id: 'analytics.page.errorTitle', defaultMessage: 'Analytics could not be loaded' },
  errorText: {
    id: 'analytics.page.errorText',
    defaultMessage: 'Check your connection and try again.',
  },
});

const Page = styled.div`
  display: grid;
  /* One column no wider than the screen: the period tabs scroll inside it on a narrow phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[4]};
`;

const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

/**
 * Analytics for a period held in the URL (`?period=7d|30d|90d|1y`, 30 days by default): the
 * totals, the balance history, profit and loss per day and the allocation, as charts or tables.
 */
export function AnalyticsPage() {
  const intl = useIntl();
  const [period, setPeriod] = usePeriod();
  const [asTable, setAsTable] = useState(false);

  return (
    <Page>
      <PageHeader
        page="analytics"
        actions={
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((on) => !on)}
          >
            {intl.formatMessage(messages.showAsTable)}
          </Button>
        }
      />
      <Tabs
        label={intl.formatMessage(messages.period)}
        tabs={PERIODS.map((id) => ({ id, label: intl.formatMessage(periodLabels[id]) }))}
        value={period}
        onChange={(id) => setPeriod(id as Period)}
      >
        <PeriodContent period={period} asTable={asTable} />
      </Tabs>
    </Page>
  );
}

function PeriodContent({ period, asTable }: { period: Period; asTable: boolean }) {
  const intl = useIntl();
  const query = useGetAnalytics({ period }, { query: { select: selectAnalytics } });
  return (
    <Content>
      <QueryStates
        query={query}
        loading={<PeriodFigures period={period} asTable={asTable} />}
        error={{
          title: intl.formatMessage(messages.errorTitle),
          description: intl.formatMessage(messages.errorText),
        }}
      >
        {(answer) => <PeriodFigures period={period} asTable={asTable} analytics={answer.data} />}
      </QueryStates>
    </Content>
  );
}

/** The totals, the note on the reporting currency and the charts; placeholders without data. */
function PeriodFigures({
  period,
  asTable,
  analytics,
}: {
  period: Period;
  asTable: boolean;
  analytics?: ReturnType<typeof selectAnalytics>['data'];
}) {
  const intl = useIntl();
  const loading = !analytics;
  const loadingLabel = intl.formatMessage(messages.loading);
  const totals = analytics?.totals;
  const currency = analytics ? reportingCurrency(analytics) : '';
  // Every figure says which days it covers: the headline profit is not the balance's change.
  const covers = periodText(intl, period, analytics);
  const figure = (amount: number | undefined) => money(amount ?? 0, currency);
  return (
    <>
      <Figures>
        <StatCard
          label={intl.formatMessage(messages.deposits)}
          value={figure(totals?.deposits)}
          caption={covers}
          loading={loading}
          loadingLabel={loadingLabel}
          sensitive
        />
        <StatCard
          label={intl.formatMessage(messages.withdrawals)}
          value={figure(totals?.withdrawals)}
          caption={covers}
          loading={loading}
          loadingLabel={loadingLabel}
          sensitive
        />
        <StatCard
          label={intl.formatMessage(messages.profit)}
          value={figure(totals?.profit)}
          valueSign="always"
          caption={covers}
          loading={loading}
          loadingLabel={loadingLabel}
          sensitive
        />
      </Figures>
      {analytics && <ReportingNote analytics={analytics} />}
      {analytics ? (
        <AnalyticsBody analytics={analytics} period={period} asTable={asTable} />
      ) : (
        <ChartsPlaceholder />
      )}
    </>
  );
}
