import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Transaction, TransactionPage } from '@/api/generated/model';
import { Pagination } from '@/design-system/Pagination';
import { QueryStates, type QueryState } from '@/page/QueryStates';
import { txMessages } from './messages';
import { TransactionsTable } from './TransactionsTable';

/**
 * What the rows of a list offer (the app hands the payments feature's cancelling of pending
 * withdrawals): `action(row)` under a row's status; `ready` false while that is being asked.
 */
export type RowActions = ComponentType<{
  rows: Transaction[];
  children: (action: (row: Transaction) => ReactNode, ready: boolean) => ReactNode;
}>;

/** The page of rows the filters select, in its four states, and the pages to go to. */
export function TransactionsResults({
  transactions,
  actions: Actions,
  walletNames,
  empty,
  onPage,
}: {
  transactions: QueryState<TransactionPage>;
  actions: RowActions;
  walletNames: ReadonlyMap<number, string>;
  empty: ReactNode;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  return (
    <QueryStates
      query={transactions}
      // The shape of the loaded state (a fragment, the table first): the table stays one element.
      loading={
        <>
          <Actions rows={[]}>
            {() => <TransactionsTable rows={[]} loading walletNames={walletNames} empty={empty} />}
          </Actions>
        </>
      }
      error={{ title: intl.formatMessage(txMessages.loadError) }}
    >
      {(answer) => (
        <>
          <Actions rows={answer.data}>
            {(action, ready) => (
              <TransactionsTable
                rows={ready ? answer.data : []}
                loading={!ready}
                walletNames={walletNames}
                empty={empty}
                action={action}
              />
            )}
          </Actions>
          <Pagination
            page={answer.meta.current_page}
            pageCount={answer.meta.last_page}
            onPageChange={onPage}
            label={intl.formatMessage(txMessages.pagination)}
            previousLabel={intl.formatMessage(txMessages.previous)}
            nextLabel={intl.formatMessage(txMessages.next)}
            pageLabel={(page) => intl.formatMessage(txMessages.pageLabel, { page })}
          />
        </>
      )}
    </QueryStates>
  );
}
