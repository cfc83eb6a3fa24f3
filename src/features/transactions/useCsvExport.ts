import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { csvFileName, csvFormatOf, transactionsCsv } from './csv';
import {
  downloadText,
  fetchAllTransactions,
  MAX_EXPORT_ROWS,
  TooManyTransactions,
} from './exportCsv';
import type { TransactionFilters } from './filters';
import { txMessages } from './messages';

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
 * The statement as a CSV file: every row the filters select (not only the page shown), written
 * in the client's number notation and downloaded; `error` says why it could not be (too many
 * rows, a failed call) until dismissed. A second click while one is made does nothing.
 */
export function useCsvExport(filters: TransactionFilters, walletNames: Map<number, string>) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (exporting) return;
    setExporting(true);
    setError(null);
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
    } catch (caught) {
      setError(
        caught instanceof TooManyTransactions
          ? tooManyText(intl)
          : intl.formatMessage(txMessages.exportFailed),
      );
    } finally {
      setExporting(false);
    }
  };

  return { exporting, error, dismiss: () => setError(null), start };
}

/** Said when a statement would hold more rows than one file (or print) may. */
export const tooManyText = (intl: ReturnType<typeof useIntl>) =>
  intl.formatMessage(txMessages.tooMany, { max: MAX_EXPORT_ROWS });
