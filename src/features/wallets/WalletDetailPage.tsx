import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isAxiosError } from '@/api/errors';
import type { Transaction } from '@/api/generated/model';
import { useGetWallets, useGetWalletsInfo } from '@/api/generated/wallets/wallets';
import { selectWalletInfo, selectWallets } from '@/api/readers/wallet';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/design-system/ButtonLink';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { StatCard } from '@/design-system/StatCard';
import { MoneyText } from '@/design-system/MoneyText';
import { PageHeader } from '@/page/PageHeader';
import { NotFound, QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';
import { TransactionList } from './TransactionList';
import { PageStack } from '@/page/PageStack';

/** The figures, then the transactions a little further down. */
const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;

const Figures = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > a {
    justify-self: start;
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** A wallet the server does not know for this user answers 404 or 422: that is "not found". */
const isNotFound = (error: unknown) =>
  isAxiosError(error) && [403, 404, 422].includes(error.response?.status ?? 0);

/**
 * What the last transactions offer (the app hands the payments feature's cancelling of pending
 * withdrawals): `action(row)` under a row's status; `ready` false while that is being asked.
 */
export type RowActions = ComponentType<{
  rows: Transaction[];
  children: (action: (row: Transaction) => ReactNode, ready: boolean) => ReactNode;
}>;

const NoActions: RowActions = ({ children }) => children(() => null, true);

export interface WalletDetailPageProps {
  /** What the app adds beside deposit and withdraw (another feature's link), null for nothing. */
  walletAction?: (wallet: { id: number }) => ReactNode;
  /** What the last transactions offer; nothing by default. */
  rowActions?: RowActions;
}

/** `/wallet/{id}`: balance, available, reserved and last transactions, with deposit and withdraw. */
export function WalletDetailPage({
  walletAction,
  rowActions = NoActions,
}: WalletDetailPageProps = {}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePreferences((s) => s.locale);
  const { id = '' } = useParams();
  const walletId = /^\d{1,12}$/.test(id) ? Number(id) : null;
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const known = wallets.data?.find((w) => w.id === walletId);
  const foreign = walletId === null || (wallets.isSuccess && !known);
  // The list (usually cached by the layout) says first whether the wallet is one of the user's.
  const info = useGetWalletsInfo(
    { wallet_id: walletId ?? 0 },
    {
      query: {
        enabled: walletId !== null && (Boolean(known) || wallets.isError),
        select: selectWalletInfo,
      },
    },
  );

  if (foreign || (info.isError && isNotFound(info.error))) {
    return (
      <NotFound
        title={t(messages.notFoundTitle)}
        description={t(messages.notFoundText)}
        back={<Link to={paths.wallets.href(locale)}>{t(messages.back)}</Link>}
      />
    );
  }

  // An unnamed wallet (empty or unreadable name) still gets a title.
  const title = known?.name || `${t(messages.walletTitle)} ${id}`;
  return (
    <PageStack>
      <PageHeader
        heading={title}
        back={<Link to={paths.wallets.href(locale)}>{t(messages.back)}</Link>}
        actions={
          <>
            <ButtonLink primary href={`${paths.deposit.href(locale)}?wallet=${walletId}`}>
              {t(messages.deposit)}
            </ButtonLink>
            <ButtonLink href={`${paths.withdraw.href(locale)}?wallet=${walletId}`}>
              {t(messages.withdraw)}
            </ButtonLink>
            {walletId !== null && walletAction?.({ id: walletId })}
          </>
        }
      />
      <QueryStates
        query={info}
        loading={<WalletDetails walletId={walletId} rowActions={rowActions} />}
        error={{ title: t(messages.detailError), description: t(messages.errorText) }}
      >
        {(data) => <WalletDetails walletId={walletId} data={data} rowActions={rowActions} />}
      </QueryStates>
    </PageStack>
  );
}

/** Balance, available, reserved and the last transactions; their placeholders without `data`. */
function WalletDetails({
  walletId,
  data,
  rowActions: Actions,
}: {
  walletId: number | null;
  data?: ReturnType<typeof selectWalletInfo>;
  rowActions: RowActions;
}) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  return (
    <Details>
      <Figures aria-label={t(messages.figures)}>
        {(['balance', 'available', 'reserved'] as const).map((key) => (
          <StatCard
            key={key}
            label={t(messages[key])}
            loading={!data}
            loadingLabel={t(messages.loading)}
            value={data ? <MoneyText value={data[key]} /> : ''}
          />
        ))}
      </Figures>
      <Section aria-labelledby="wallet-transactions">
        <h2 id="wallet-transactions">{t(messages.lastTransactions)}</h2>
        <Actions rows={data?.last_transactions ?? []}>
          {(action, ready) =>
            data && ready ? (
              <TransactionList
                transactions={data.last_transactions}
                label={t(messages.lastTransactions)}
                action={action}
              />
            ) : (
              <SkeletonGroup label={t(messages.transactionsLoading)}>
                <Skeleton height={48} radius="md" />
                <Skeleton height={48} radius="md" />
              </SkeletonGroup>
            )
          }
        </Actions>
        <Link to={`${paths.transactions.href(locale)}?wallet=${walletId}`}>
          {t(messages.allTransactions)}
        </Link>
      </Section>
    </Details>
  );
}
