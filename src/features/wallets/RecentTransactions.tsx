import { useIntl } from 'react-intl';
import { useGetTransactions } from '@/api/generated/transactions/transactions';
import { selectTransactionPage } from '@/api/readers/transaction';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { useAfterFirstPaint } from '@/lib/afterFirstPaint';
import { QueryStates } from '@/page/QueryStates';
import { messages } from './messages';
import { TransactionList } from './TransactionList';

/** The five newest transactions across the wallets (`transactions` with `per_page: 5`). */
export function RecentTransactions() {
  const t = useIntl().formatMessage;
  // Asked for once home has painted: the greeting and balances come first.
  const painted = useAfterFirstPaint();
  const recent = useGetTransactions(
    { per_page: 5 },
    { query: { select: selectTransactionPage, enabled: painted } },
  );
  return (
    <QueryStates
      query={recent}
      loading={
        <SkeletonGroup label={t(messages.transactionsLoading)}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} radius="md" />
          ))}
        </SkeletonGroup>
      }
      error={{ title: t(messages.transactionsError), inline: true }}
    >
      {(page) => (
        <TransactionList
          transactions={page.data.slice(0, 5)}
          label={t(messages.lastTransactions)}
        />
      )}
    </QueryStates>
  );
}
