import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetTransactions } from '@/api/generated/transactions/transactions';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { ErrorState } from '@/design-system/ErrorState';
import { Pagination } from '@/design-system/Pagination';
import { formatDate } from '@/lib/format';
import { useCurrentUser } from '@/session';
import { csvFileName, transactionsCsv } from './csv';
import { downloadText, fetchAllTransactions } from './exportCsv';
import {
  hasFilters,
  readFilters,
  toRequest,
  writeFilters,
  type TransactionFilters,
} from './filters';
import { txMessages } from './messages';
import { PrintStyle } from './PrintStyle';
import { TransactionFiltersBar } from './TransactionFiltersBar';
import { TransactionsTable } from './TransactionsTable';
import { selectTransactionPage, selectWallets } from './tolerant';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Statement = styled.div`
  h2 {
    margin: 0 0 4pt;
    font-size: 14pt;
  }
  p {
    margin: 0;
  }
`;

/** `/transactions`: the filtered, paginated statement; the view lives in the URL query. */
export function TransactionsPage() {
  const intl = useIntl();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const transactions = useGetTransactions(toRequest(filters), {
    query: { placeholderData: keepPreviousData, select: selectTransactionPage },
  });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const walletList = wallets.data ?? [];
  const walletNames = new Map(walletList.map((w) => [w.id, w.name] as const));
  const go = (next: TransactionFilters) => setSearch(writeFilters(next));
  const day = (value: string | undefined, open: string) =>
    value ? formatDate(value, intl.locale) : open;
  const period =
    filters.from || filters.to
      ? intl.formatMessage(txMessages.period, {
          from: day(filters.from, intl.formatMessage(txMessages.openStart)),
          to: day(filters.to, intl.formatMessage(txMessages.openEnd)),
        })
      : intl.formatMessage(txMessages.allDates);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setExportError(null);
    try {
      const rows = await fetchAllTransactions(filters);
      const header = (
        [
          txMessages.date,
          txMessages.type,
          txMessages.status,
          txMessages.amount,
          txMessages.currency,
          txMessages.wallet,
          txMessages.method,
          txMessages.comment,
        ] as MessageDescriptor[]
      ).map((m) => intl.formatMessage(m));
      downloadText(
        transactionsCsv(rows, { header, walletNames }),
        csvFileName(filters.from, filters.to),
      );
    } catch {
      setExportError(intl.formatMessage(txMessages.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const meta = transactions.data?.meta;
  const empty = (
    <EmptyState
      titleAs="h2"
      title={intl.formatMessage(hasFilters(filters) ? txMessages.emptyFiltered : txMessages.empty)}
    />
  );

  return (
    <Page>
      <PrintStyle />
      <Statement data-print-only="">
        <h2>
          {intl.formatMessage(txMessages.statementFor, {
            name: user ? `${user.first_name} ${user.second_name}` : '',
          })}
        </h2>
        <p>{period}</p>
      </Statement>
      <Top>
        <div>
          <h1 id="transactions-title">{intl.formatMessage(txMessages.title)}</h1>
          <p data-print-hidden="">{intl.formatMessage(txMessages.lead)}</p>
        </div>
        <Tools data-print-hidden="">
          <Button
            type="button"
            variant="secondary"
            busy={exporting}
            disabled={exporting}
            onClick={() => void exportCsv()}
          >
            {intl.formatMessage(txMessages.exportCsv)}
          </Button>
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            {intl.formatMessage(txMessages.print)}
          </Button>
        </Tools>
      </Top>
      {exportError && (
        <ErrorBanner
          message={exportError}
          fallbackText={exportError}
          onDismiss={() => setExportError(null)}
        />
      )}
      <TransactionFiltersBar filters={filters} wallets={walletList} onChange={go} />
      {transactions.isError ? (
        <ErrorState
          titleAs="h2"
          title={intl.formatMessage(txMessages.loadError)}
          retryLabel={intl.formatMessage(txMessages.retry)}
          onRetry={() => void transactions.refetch()}
        />
      ) : (
        <TransactionsTable
          rows={transactions.data?.data ?? []}
          loading={transactions.isPending}
          walletNames={walletNames}
          empty={empty}
        />
      )}
      {meta && !transactions.isError && (
        <div data-print-hidden="">
          <Pagination
            page={meta.current_page}
            pageCount={meta.last_page}
            onPageChange={(page) => go({ ...filters, page })}
            label={intl.formatMessage(txMessages.pagination)}
            previousLabel={intl.formatMessage(txMessages.previous)}
            nextLabel={intl.formatMessage(txMessages.next)}
            pageLabel={(page) => intl.formatMessage(txMessages.pageLabel, { page })}
          />
        </div>
      )}
    </Page>
  );
}
