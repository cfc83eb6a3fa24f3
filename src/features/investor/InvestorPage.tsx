import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetInvestorSummary } from '@/api/generated/investor/investor';
import { selectInvestorSummary } from '@/api/readers/investor';
import type { InvestorSummary } from '@/api/generated/model';
import { EmptyState } from '@/design-system/EmptyState';
import { StatCard } from '@/design-system/StatCard';
import { paths } from '@/config/paths';
import { money } from '@/lib/money';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { INVESTOR_CURRENCY } from './currency';
import { HoldingsTable } from './HoldingsTable';
import { PageStack } from '@/page/PageStack';
import { Figures, Section, SectionTitle } from './InvestorSection';

const messages = defineMessages({
  portfolioValue: { id: 'investor.page.portfolioValue', defaultMessage: 'Portfolio value' },
  invested: { id: 'investor.page.invested', defaultMessage: 'Invested' },
  profit: { id: 'investor.page.profit', defaultMessage: 'Profit' },
  gain: { id: 'investor.page.gain', defaultMessage: 'gain on what you invested' },
  loss: { id: 'investor.page.loss', defaultMessage: 'loss on what you invested' },
  flat: { id: 'investor.page.flat', defaultMessage: 'no change on what you invested' },
  holdings: { id: 'investor.page.holdings', defaultMessage: 'Holdings' },
  loading: { id: 'investor.page.loading', defaultMessage: 'Loading your portfolio…' },
  errorTitle: {
    id: 'investor.page.errorTitle',
    defaultMessage: 'Your portfolio could not be loaded',
  },
  errorText: {
    id: 'investor.page.errorText',
    defaultMessage: 'Check your connection and try again. Nothing in your portfolio has changed.',
  },
  emptyTitle: { id: 'investor.page.emptyTitle', defaultMessage: 'No holdings yet' },
  emptyText: {
    id: 'investor.page.emptyText',
    defaultMessage: 'Shares you buy in IPOs show up here with their value and change.',
  },
  emptyAction: { id: 'investor.page.emptyAction', defaultMessage: 'Browse the IPO calendar' },
});

/** The investor area: portfolio value, what went in, the profit and the holdings with their change. */
export function InvestorPage() {
  const intl = useIntl();
  const query = useGetInvestorSummary({ query: { select: selectInvestorSummary } });

  return (
    <PageStack>
      <PageHeader page="investor" />
      <QueryStates
        query={query}
        loading={<Summary summary={undefined} />}
        error={{
          title: intl.formatMessage(messages.errorTitle),
          description: intl.formatMessage(messages.errorText),
        }}
      >
        {(answer) => <Summary summary={answer.data} />}
      </QueryStates>
    </PageStack>
  );
}

/** The figures and the holdings; placeholders while `summary` is still on its way. */
function Summary({ summary }: { summary: InvestorSummary | undefined }) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const loading = !summary;
  const loadingLabel = intl.formatMessage(messages.loading);
  const profit = summary?.profit ?? 0;
  const invested = summary?.invested ?? 0;
  const returnPercent = invested > 0 ? (profit / invested) * 100 : undefined;
  const direction = profit > 0 ? messages.gain : profit < 0 ? messages.loss : messages.flat;
  const usd = (amount: number) => money(amount, INVESTOR_CURRENCY);

  return (
    <>
      <Figures>
        <StatCard
          label={intl.formatMessage(messages.portfolioValue)}
          value={usd(summary?.portfolio_value ?? 0)}
          loading={loading}
          loadingLabel={loadingLabel}
          sensitive
        />
        <StatCard
          label={intl.formatMessage(messages.invested)}
          value={usd(invested)}
          loading={loading}
          loadingLabel={loadingLabel}
          sensitive
        />
        <StatCard
          label={intl.formatMessage(messages.profit)}
          value={usd(profit)}
          // A gain reads "+", a loss "−": the figure says its direction before any colour does.
          valueSign="always"
          // The return in percent with its arrow and a word: the direction never rests on colour.
          delta={loading ? 0 : (returnPercent ?? 0)}
          deltaCaption={intl.formatMessage(direction)}
          loading={loading}
          loadingLabel={loadingLabel}
          sensitive
        />
      </Figures>
      <Section>
        <SectionTitle>{intl.formatMessage(messages.holdings)}</SectionTitle>
        {summary && summary.holdings.length === 0 ? (
          <EmptyState
            titleAs="h3"
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyText)}
            action={
              <Link to={paths.ipoCalendar.href(locale)}>
                {intl.formatMessage(messages.emptyAction)}
              </Link>
            }
          />
        ) : (
          <HoldingsTable
            holdings={summary?.holdings ?? []}
            loading={loading}
            loadingLabel={loadingLabel}
            caption={intl.formatMessage(messages.holdings)}
          />
        )}
      </Section>
    </>
  );
}
