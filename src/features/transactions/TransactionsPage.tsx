import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Transaction } from '@/api/generated/model';
import { useGetTransactions } from '@/api/generated/transactions/transactions';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectTransactionPage } from '@/api/readers/transaction';
import { selectWallets } from '@/api/readers/wallet';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Pagination } from '@/design-system/Pagination';
import { formMessages } from '@/form';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { useSearchParamsUpdate } from '@/page/useSearchParamsUpdate';
import { useCurrentUser } from '@/session';
import { csvFileName, csvFormatOf, transactionsCsv } from './csv';
import {
  downloadText,
  fetchAllTransactions,
  MAX_EXPORT_ROWS,
  TooManyTransactions,
} from './exportCsv';
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
import { StatementPdfButton } from './statementPdf/StatementPdfButton';
import { TransactionFiltersBar } from './TransactionFiltersBar';
import { TransactionsTable } from './TransactionsTable';
import { usePrintStatement, type PrintState } from './usePrintStatement';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Tools = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The progress of the statement being prepared; an empty live region (no height) otherwise. */
const Progress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: end;
`;

const PRINT_BUTTON_ID = 'transactions-print';

const CSV_HEADER: MessageDescriptor[] = [
  txMessages.date,
  txMessages.type,
  txMessages.status,
  txMessages.amount,
  txMessages.currency,
  txMessages.wallet,
  txMessages.method,
  txMessages.comment,
];

/**
 * What the rows of a list offer (the app hands the payments feature's cancelling of pending
 * withdrawals): `action(row)` under a row's status; `ready` false while that is being asked.
 */
export type RowActions = ComponentType<{
  rows: Transaction[];
  children: (action: (row: Transaction) => ReactNode, ready: boolean) => ReactNode;
}>;

/** No actions on the rows. */
const NoActions: RowActions = ({ children }) => children(() => null, true);

export interface TransactionsPageProps {
  /** Whether the backend offers transfers (the route asks the transfers feature); offered by default. */
  transfers?: boolean;
  /** What the rows offer; nothing by default. */
  rowActions?: RowActions;
}

/** `/transactions`: the filtered, paginated statement; the view lives in the URL query. */
export function TransactionsPage({
  transfers = true,
  rowActions: Actions = NoActions,
}: TransactionsPageProps) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const user = useCurrentUser();
  // Each change starts from the newest address the page asked for (useSearchParamsUpdate): a date
  // typed right after a type was chosen kept both, even before the page had rendered the type.
  const [search, updateSearch] = useSearchParamsUpdate({ push: true });
  const filters = readFilters(search);
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const transactions = useGetTransactions(toRequest(filters), {
    query: { placeholderData: keepPreviousData, select: selectTransactionPage },
  });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const print = usePrintStatement(filters);
  useRefocusWhenDone(print.state);

  const walletList = wallets.data ?? [];
  const walletNames = new Map(walletList.map((w) => [w.id, w.name] as const));
  const go = (patch: Partial<TransactionFilters>) => updateSearch(filterChanges(patch));
  const tooMany = () => intl.formatMessage(txMessages.tooMany, { max: MAX_EXPORT_ROWS });

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setExportError(null);
    try {
      const rows = await fetchAllTransactions(filters);
      downloadText(
        transactionsCsv(rows, {
          header: CSV_HEADER.map((m) => intl.formatMessage(m)),
          walletNames,
          format: csvFormatOf(fmt.style),
        }),
        csvFileName(filters.from, filters.to),
      );
    } catch (error) {
      setExportError(
        error instanceof TooManyTransactions
          ? tooMany()
          : intl.formatMessage(txMessages.exportFailed),
      );
    } finally {
      setExporting(false);
    }
  };

  const meta = transactions.data?.meta;
  const pageRows = transactions.data?.data ?? [];
  const shown = !transactions.isPending && !transactions.isPlaceholderData && !transactions.isError;
  const prepared = print.state.phase === 'ready' ? print.state : null;
  const empty = (
    <EmptyState
      titleAs="h2"
      title={intl.formatMessage(hasFilters(filters) ? txMessages.emptyFiltered : txMessages.empty)}
    />
  );

  return (
    <Page>
      <PrintStyle />
      <PageHeader
        page="transactions"
        id="transactions-title"
        lead={intl.formatMessage(txMessages.lead)}
        actions={
          <Tools>
            <Buttons>
              <Button
                type="button"
                variant="secondary"
                busy={exporting}
                disabled={exporting}
                onClick={() => void exportCsv()}
              >
                {intl.formatMessage(txMessages.exportCsv)}
              </Button>
              <Button
                id={PRINT_BUTTON_ID}
                type="button"
                variant="secondary"
                busy={print.state.phase === 'loading'}
                onClick={() => void print.start()}
              >
                {intl.formatMessage(txMessages.print)}
              </Button>
              <StatementPdfButton wallets={walletList} walletId={filters.wallet} />
            </Buttons>
            <Progress role="status">{progressText(print.state, intl)}</Progress>
          </Tools>
        }
      />
      {exportError && (
        <ErrorBanner
          message={exportError}
          fallbackText={exportError}
          onDismiss={() => setExportError(null)}
          dismissLabel={intl.formatMessage(formMessages.dismiss)}
        />
      )}
      {print.state.phase === 'failed' && (
        <ErrorBanner
          fallbackText={
            print.state.tooMany ? tooMany() : intl.formatMessage(txMessages.printFailed)
          }
          onDismiss={print.dismiss}
          dismissLabel={intl.formatMessage(formMessages.dismiss)}
        />
      )}
      <TransactionFiltersBar
        filters={filters}
        wallets={walletList}
        onChange={go}
        transfers={transfers}
      />
      <QueryStates
        query={transactions}
        // The shape of the loaded state (a fragment, the table first): the table stays one element.
        loading={
          <>
            <Actions rows={[]}>
              {() => (
                <TransactionsTable rows={[]} loading walletNames={walletNames} empty={empty} />
              )}
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
              onPageChange={(page) => go({ page })}
              label={intl.formatMessage(txMessages.pagination)}
              previousLabel={intl.formatMessage(txMessages.previous)}
              nextLabel={intl.formatMessage(txMessages.next)}
              pageLabel={(page) => intl.formatMessage(txMessages.pageLabel, { page })}
            />
          </>
        )}
      </QueryStates>
      <PrintStatement
        rows={prepared?.rows ?? (shown ? pageRows : [])}
        complete={Boolean(prepared) || (shown && meta?.last_page === 1)}
        page={meta?.current_page ?? 1}
        pages={shown ? (meta?.last_page ?? 1) : 1}
        filters={filters}
        wallets={walletList}
        clientName={user ? `${user.first_name} ${user.second_name}` : ''}
        preparedAt={prepared?.preparedAt ?? new Date()}
      />
    </Page>
  );
}

function progressText(state: PrintState, intl: ReturnType<typeof useIntl>): string {
  switch (state.phase) {
    case 'loading':
      return state.total === null
        ? intl.formatMessage(txMessages.preparingStart)
        : intl.formatMessage(txMessages.preparing, { loaded: state.loaded, total: state.total });
    case 'ready':
      return intl.formatMessage(txMessages.ready, { count: state.rows.length });
    default:
      return '';
  }
}

/**
 * The print button is disabled while the statement is prepared, which takes the focus away from
 * it; when the work ends, a keyboard user finds the focus back on the button.
 */
function useRefocusWhenDone(state: PrintState) {
  const wasLoading = useRef(false);
  useEffect(() => {
    if (state.phase === 'loading') {
      wasLoading.current = true;
      return;
    }
    if (!wasLoading.current) return;
    wasLoading.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(PRINT_BUTTON_ID)?.focus();
  }, [state.phase]);
}
