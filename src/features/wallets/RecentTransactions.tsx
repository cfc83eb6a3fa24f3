import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetTransactions } from '@/api/generated/transactions/transactions';
import { Button } from '@/design-system/Button';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { messages } from './messages';
import { TransactionList } from './TransactionList';
import { selectTransactionPage } from './tolerant';

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The five newest transactions across the wallets (`transactions` with `per_page: 5`). */
export function RecentTransactions() {
  const t = useIntl().formatMessage;
  const recent = useGetTransactions({ per_page: 5 }, { query: { select: selectTransactionPage } });
  if (recent.isPending) {
    return (
      <SkeletonGroup label={t(messages.transactionsLoading)}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="md" />
        ))}
      </SkeletonGroup>
    );
  }
  if (recent.isError) {
    return (
      <Problem>
        <p>{t(messages.transactionsError)}</p>
        <Button variant="secondary" size="sm" onClick={() => void recent.refetch()}>
          {t(messages.retry)}
        </Button>
      </Problem>
    );
  }
  return (
    <TransactionList
      transactions={recent.data.data.slice(0, 5)}
      label={t(messages.lastTransactions)}
    />
  );
}
