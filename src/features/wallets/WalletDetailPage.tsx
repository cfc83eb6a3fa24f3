import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isAxiosError } from '@/api';
import { useGetWallets, useGetWalletsInfo } from '@/api/generated/wallets/wallets';
import { paths } from '@/config/paths';
import { ErrorState } from '@/design-system/ErrorState';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { StatCard } from '@/design-system/StatCard';
import { MoneyText } from '@/design-system/MoneyText';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';
import { TransactionList } from './TransactionList';
import { ActionLink, Header, PageTitle } from './ui';
import { selectWalletInfo, selectWallets } from './tolerant';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.link};
`;

const Figures = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
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

/** `/wallet/{id}`: balance, available, reserved and last transactions, with deposit and withdraw. */
export function WalletDetailPage() {
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
  const back = <Back to={paths.wallets.href(locale)}>{t(messages.back)}</Back>;

  if (foreign || (info.isError && isNotFound(info.error))) {
    return (
      <ErrorState
        variant="404"
        title={t(messages.notFoundTitle)}
        description={t(messages.notFoundText)}
        action={<Link to={paths.wallets.href(locale)}>{t(messages.back)}</Link>}
      />
    );
  }
  if (info.isError) {
    return (
      <>
        {back}
        <ErrorState
          title={t(messages.detailError)}
          description={t(messages.errorText)}
          onRetry={() => void info.refetch()}
          retryLabel={t(messages.retry)}
        />
      </>
    );
  }

  // An unnamed wallet (empty or unreadable name) still gets a title.
  const title = known?.name || `${t(messages.walletTitle)} ${id}`;
  const data = info.data;
  return (
    <>
      <Header>
        <div>
          {back}
          <PageTitle>{title}</PageTitle>
        </div>
        <Actions>
          <ActionLink $primary to={`${paths.deposit.href(locale)}?wallet=${walletId}`}>
            {t(messages.deposit)}
          </ActionLink>
          <ActionLink to={`${paths.withdraw.href(locale)}?wallet=${walletId}`}>
            {t(messages.withdraw)}
          </ActionLink>
        </Actions>
      </Header>
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
        {data ? (
          <TransactionList
            transactions={data.last_transactions}
            label={t(messages.lastTransactions)}
          />
        ) : (
          <SkeletonGroup label={t(messages.transactionsLoading)}>
            <Skeleton height={48} radius="md" />
            <Skeleton height={48} radius="md" />
          </SkeletonGroup>
        )}
        <Link to={`${paths.transactions.href(locale)}?wallet=${walletId}`}>
          {t(messages.allTransactions)}
        </Link>
      </Section>
    </>
  );
}
