import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorState } from '@/design-system/ErrorState';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { StepCard } from '@/design-system/StepCard';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { Page } from '../PaymentLayout';
import { DepositOutcome } from './DepositOutcome';
import { returnMessages as m } from './messages';
import { readTransactionParam, useDepositStatus } from './useDepositStatus';

/**
 * `/deposit/return?transaction=<id>`: where a payment provider sends the client back after a card
 * payment (call 30's `return_url`). It follows the deposit (call 53) until it is credited or not
 * paid; an id that is not one of the client's deposits is "not found", whatever the reason.
 */
export function DepositReturnPage() {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  const [search] = useSearchParams();
  const { query, notFound, late } = useDepositStatus(
    readTransactionParam(search.get('transaction')),
  );

  if (notFound || (query.data && query.data.type !== 'deposit')) {
    return (
      <ErrorState
        variant="404"
        titleAs="h1"
        title={t(m.notFoundTitle)}
        description={t(m.notFoundText)}
        action={<Link to={paths.transactions.href(locale)}>{t(m.transactions)}</Link>}
      />
    );
  }
  return (
    <Page aria-labelledby="deposit-return-title">
      <PageHeader page="depositReturn" id="deposit-return-title" lead={t(m.lead)} />
      <QueryStates
        query={query}
        loading={
          <StepCard>
            <SkeletonGroup label={t(m.loading)}>
              <Skeleton height={28} width="60%" />
              <Skeleton height={48} />
              <Skeleton height={160} />
            </SkeletonGroup>
          </StepCard>
        }
        error={{ title: t(m.loadError), description: t(m.loadErrorText) }}
      >
        {(transaction) => (
          <DepositOutcome
            transaction={transaction}
            late={late}
            checking={query.isFetching}
            onCheck={() => void query.refetch()}
          />
        )}
      </QueryStates>
    </Page>
  );
}
