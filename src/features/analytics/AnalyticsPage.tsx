import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetAnalytics } from '@/api/generated/analytics/analytics';
import { useGetTradingAccountList } from '@/api/generated/trading/trading';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectAnalytics } from '@/api/readers/analytics';
import { selectAccountList } from '@/api/readers/tradingAccount';
import { selectWallets } from '@/api/readers/wallet';
import { Button } from '@/design-system/Button';
import { StatCard } from '@/design-system/StatCard';
import { Tabs } from '@/design-system/Tabs';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { MISSING_VALUE, money, type Sign } from '@/lib/money';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { AnalyticsBody, ChartsPlaceholder } from './AnalyticsBody';
import { conversionOf, includesText, unstatedText, type Holdings, type Scope } from './conversion';
import { PERIODS, periodLabels, usePeriod, type Period } from './period';
import { periodText, reportingCurrency } from './reporting';
import { ReportingNote } from './ReportingNote';

const messages = defineMessages({
  period: { id: 'analytics.page.period', defaultMessage: 'Period' },
  showAsTable: { id: 'analytics.page.showAsTable', defaultMessage: 'Show as table' },
  deposits: { id: 'analytics.page.deposits', defaultMessage: 'Deposits to your wallets' },
  withdrawals: {
    id: 'analytics.page.withdrawals',
    defaultMessage: 'Withdrawals from your wallets',
  },
  profit: { id: 'analytics.page.profit', defaultMessage: 'Profit of your trading accounts' },
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

/**
 * What each scope holds today, from the lists the frame has already asked for (the wallets, the
 * trading accounts); IPO holdings are priced in dollars. Null when a list is not known; `pending`
 * while one is still on its way, so that no figure is drawn as one currency and then taken back.
 */
function useHoldings(): { holdings: Holdings; pending: boolean } {
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const accounts = useGetTradingAccountList({ query: { select: selectAccountList } });
  return {
    holdings: {
      wallets: wallets.data?.map((row) => row.balance) ?? null,
      trading: accounts.data?.data.map((row) => row.balance) ?? null,
      ipo: [money(0, 'USD')],
    },
    pending: wallets.isPending || accounts.isPending,
  };
}

const AUTO: Sign = 'auto';
const ALWAYS: Sign = 'always';

type AnalyticsView = ReturnType<typeof selectAnalytics>['data'];

/**
 * One headline figure of a scope: the total with what it covers and, when it adds other
 * currencies, at which rates; a dash and why, when it would add them at rates not stated (unless
 * it is zero).
 */
function useHeadline(analytics: AnalyticsView | undefined, covers: string, holdings: Holdings) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const currency = analytics ? reportingCurrency(analytics) : '';
  return (scope: Scope, amount: number | undefined) => {
    const value = money(amount ?? 0, currency);
    if (!analytics) return { value, caption: covers };
    const conversion = conversionOf(analytics, holdings[scope]);
    if (conversion.kind === 'stated')
      return { value, caption: `${covers}. ${includesText(intl, fmt, analytics, conversion)}` };
    // Nothing to add: a total of zero is zero in every currency.
    if (conversion.kind === 'unstated' && amount !== 0)
      return {
        value: MISSING_VALUE,
        caption: `${covers}. ${unstatedText(intl, conversion, currency)}`,
      };
    return { value, caption: covers };
  };
}

/** The totals, the note on the reporting currency and the charts; placeholders without data. */
function PeriodFigures({
  period,
  asTable,
  analytics,
}: {
  period: Period;
  asTable: boolean;
  analytics?: AnalyticsView;
}) {
  const intl = useIntl();
  const { holdings, pending } = useHoldings();
  // Until the client's own lists answer, what a figure adds is not known: it waits with them.
  const known = pending ? undefined : analytics;
  const loading = !known;
  const loadingLabel = intl.formatMessage(messages.loading);
  const totals = known?.totals;
  // Every figure says which days it covers: the headline profit is not the balance's change.
  const covers = periodText(intl, period, known);
  const headline = useHeadline(known, covers, holdings);
  const cards = [
    { label: messages.deposits, ...headline('wallets', totals?.deposits), sign: AUTO },
    { label: messages.withdrawals, ...headline('wallets', totals?.withdrawals), sign: AUTO },
    { label: messages.profit, ...headline('trading', totals?.profit), sign: ALWAYS },
  ];
  return (
    <>
      <Figures>
        {cards.map((card) => (
          <StatCard
            key={card.label.id}
            label={intl.formatMessage(card.label)}
            value={card.value}
            valueSign={card.sign}
            caption={card.caption}
            loading={loading}
            loadingLabel={loadingLabel}
            sensitive
          />
        ))}
      </Figures>
      {known && <ReportingNote analytics={known} holdings={holdings} />}
      {known ? (
        <AnalyticsBody analytics={known} period={period} asTable={asTable} holdings={holdings} />
      ) : (
        <ChartsPlaceholder />
      )}
    </>
  );
}
