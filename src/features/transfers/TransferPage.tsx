import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetTradingAccountList } from '@/api/generated/trading/trading';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectAccountList, type AccountView } from '@/api/readers/tradingAccount';
import { selectWallets } from '@/api/readers/wallet';
import { paths } from '@/config/paths';
import { EmptyState } from '@/design-system/EmptyState';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { StepCard } from '@/design-system/StepCard';
import { PageHeader } from '@/page/PageHeader';
import { allQueries, LoadFailed, QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { endpointsOf } from './endpoints';
import { transferMessages as m } from './messages';
import { TransferForm } from './TransferForm';
import { ActionLink, Page } from './TransferLayout';
import { useTransfersOfferQuery } from './useTransfersOffered';

const selectAccounts = (answer: unknown): AccountView[] => selectAccountList(answer).data;

function Placeholder({ label }: { label: string }) {
  return (
    <StepCard>
      <SkeletonGroup label={label}>
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={44} />
      </SkeletonGroup>
    </StepCard>
  );
}

export interface TransferPageProps {
  /** What the address shows when the backend does not offer transfers (the app's "not found"). */
  notOffered?: ReactNode;
}

/**
 * `/transfer`: money between a wallet and a trading account of the same currency. Only once the
 * backend is known to offer transfers (call 51) does the page show anything of them.
 */
export function TransferPage({ notOffered = null }: TransferPageProps) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  const offer = useTransfersOfferQuery();
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const accounts = useGetTradingAccountList({ query: { select: selectAccounts } });

  if (offer.data?.kind === 'not-offered') return <>{notOffered}</>;
  // Not even the heading until the backend said it offers transfers; when call 51 got no usable
  // answer, nothing of transfers either: a plain failure, whose retry asks again.
  if (offer.data?.kind !== 'offered') {
    return offer.data?.kind === 'unknown' && !offer.isFetching ? (
      <LoadFailed headingLevel={1} onRetry={() => void offer.refetch()} />
    ) : (
      <Placeholder label={t(m.loading)} />
    );
  }
  const { limits } = offer.data;

  return (
    <Page aria-labelledby="transfer-title">
      <PageHeader page="transfer" id="transfer-title" lead={t(m.lead)} />
      <QueryStates
        query={allQueries(wallets, accounts)}
        loading={<Placeholder label={t(m.loading)} />}
        error={{ title: t(m.loadError) }}
        isEmpty={([walletList, accountList]) => walletList.length === 0 || accountList.length === 0}
        empty={
          wallets.data?.length === 0 ? (
            <EmptyState titleAs="h2" title={t(m.noWallets)} />
          ) : (
            <EmptyState
              titleAs="h2"
              title={t(m.emptyTitle)}
              description={t(m.emptyText)}
              action={
                <ActionLink href={paths.tradingAccounts.href(locale)}>
                  {t(m.emptyAction)}
                </ActionLink>
              }
            />
          )
        }
      >
        {([walletList, accountList]) => (
          <TransferForm endpoints={endpointsOf(walletList, accountList)} limits={limits} />
        )}
      </QueryStates>
    </Page>
  );
}
