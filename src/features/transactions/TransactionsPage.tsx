import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import type { Transaction } from '@/api/generated/model';
import { useGetTransactions } from '@/api/generated/transactions/transactions';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectTransactionPage } from '@/api/readers/transaction';
import { selectWallets } from '@/api/readers/wallet';
import { EmptyState } from '@/design-system/EmptyState';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { formMessages } from '@/form';
import { PageHeader } from '@/page/PageHeader';
import { useSearchParamsUpdate } from '@/page/useSearchParamsUpdate';
import { PageStack } from '@/page/PageStack';
import { useCurrentUser } from '@/session';
import {
  filterChanges,
  hasFilters,
  readFilters,
  toRequest,
  type TransactionFilters,
} from './filters';
import { txMessages } from './messages';
import { PrintStatement } from './PrintStatement';
import { PrintStyle } from './PrintStyle';
import { TransactionFiltersBar } from './TransactionFiltersBar';
import { TransactionsResults, type RowActions } from './TransactionsResults';
import { TransactionsTools } from './TransactionsTools';
import { tooManyText, useCsvExport } from './useCsvExport';
import { usePrintStatement } from './usePrintStatement';

/** No actions on the rows. */
const NoActions: RowActions = ({ children }) => children(() => null, true);

export interface TransactionsPageProps {
  /** Whether the backend offers transfers (the route asks the transfers feature); offered by default. */
  transfers?: boolean;
  /** What the rows offer; nothing by default. */
  rowActions?: RowActions;
}

/** Why the CSV export or the print failed, each dismissable. */
function ExportBanners({
  csv,
  print,
}: {
  csv: ReturnType<typeof useCsvExport>;
  print: ReturnType<typeof usePrintStatement>;
}) {
  const intl = useIntl();
  return (
    <>
      {csv.error && (
        <ErrorBanner
          message={csv.error}
          fallbackText={csv.error}
          onDismiss={csv.dismiss}
          dismissLabel={intl.formatMessage(formMessages.dismiss)}
        />
      )}
      {print.state.phase === 'failed' && (
        <ErrorBanner
          fallbackText={
            print.state.tooMany ? tooManyText(intl) : intl.formatMessage(txMessages.printFailed)
          }
          onDismiss={print.dismiss}
          dismissLabel={intl.formatMessage(formMessages.dismiss)}
        />
      )}
    </>
  );
}

const NO_ROWS: Transaction[] = [];

/** `/transactions`: the filtered, paginated statement; the view lives in the URL query. */
export function TransactionsPage({
  transfers = true,
  rowActions = NoActions,
}: TransactionsPageProps) {
  const intl = useIntl();
  const user = useCurrentUser();
  // Each change starts from the newest address the page asked for (useSearchParamsUpdate): a date
  // typed right after a type was chosen kept both, even before the page had rendered the type.
  const [search, updateSearch] = useSearchParamsUpdate({ push: true });
  const filters = readFilters(search);
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const transactions = useGetTransactions(toRequest(filters), {
    query: { placeholderData: keepPreviousData, select: selectTransactionPage },
  });
  const print = usePrintStatement(filters);

  const walletList = wallets.data ?? [];
  const walletNames = new Map(walletList.map((w) => [w.id, w.name] as const));
  const csv = useCsvExport(filters, walletNames);
  const go = (patch: Partial<TransactionFilters>) => updateSearch(filterChanges(patch));

  const meta = transactions.data?.meta;
  const pageRows = transactions.data?.data ?? [];
  const shown = !transactions.isPending && !transactions.isPlaceholderData && !transactions.isError;
  const prepared = print.state.phase === 'ready' ? print.state : null;
  // The printed copy of the page's rows, hidden on screen, renders after the list, in a render
  // React may interrupt: it never lengthens the task that paints what the client sees.
  const printPageRows = useDeferredValue(shown ? pageRows : NO_ROWS);
  const empty = (
    <EmptyState
      titleAs="h2"
      title={intl.formatMessage(hasFilters(filters) ? txMessages.emptyFiltered : txMessages.empty)}
    />
  );

  return (
    <PageStack $gap={5}>
      <PrintStyle />
      <PageHeader
        page="transactions"
        id="transactions-title"
        lead={intl.formatMessage(txMessages.lead)}
        actions={
          <TransactionsTools
            exporting={csv.exporting}
            onExport={() => void csv.start()}
            print={print.state}
            onPrint={() => void print.start()}
            wallets={walletList}
            walletId={filters.wallet}
          />
        }
      />
      <ExportBanners csv={csv} print={print} />
      <TransactionFiltersBar
        filters={filters}
        wallets={walletList}
        onChange={go}
        transfers={transfers}
      />
      <TransactionsResults
        transactions={transactions}
        actions={rowActions}
        walletNames={walletNames}
        empty={empty}
        onPage={(page) => go({ page })}
      />
      <PrintStatement
        rows={prepared?.rows ?? printPageRows}
        complete={Boolean(prepared) || (shown && meta?.last_page === 1)}
        page={meta?.current_page ?? 1}
        pages={shown ? (meta?.last_page ?? 1) : 1}
        filters={filters}
        wallets={walletList}
        clientName={user ? `${user.first_name} ${user.second_name}` : ''}
        preparedAt={prepared?.preparedAt ?? new Date()}
      />
    </PageStack>
  );
}
