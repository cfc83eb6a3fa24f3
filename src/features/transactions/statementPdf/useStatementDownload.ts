import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { extractFormErrors, isNetworkError } from '@/api/errors';
import { isValidationError } from '@/api/errors';
import { getStatement } from '@/api/generated/transactions/transactions';
import { selectStatement } from '@/api/readers/statement';
import type { WalletView } from '@/api/readers/wallet';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { translateServerMessage } from '@/form';
import { env } from '@/lib/env';
import { useCurrentUser } from '@/session';
import { downloadBlob } from '../exportCsv';
import { statementDocument } from './document';
import { statementFileName } from './fileName';
import { pdfMessages as m } from './messages';
import type { Period } from './period';

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'done'; file: string }
  | { phase: 'failed'; message: string };

/** What went wrong, in words: the backend's reason for a refused period, else a general line. */
function failureText(intl: IntlShape, error: unknown): string {
  if (isNetworkError(error)) return intl.formatMessage(m.offline);
  if (isValidationError(error)) {
    const { errors, message } = extractFormErrors(error);
    const reason = Object.values(errors)[0]?.[0] ?? message;
    if (reason)
      return intl.formatMessage(m.refused, { reason: translateServerMessage(intl, reason) });
  }
  return intl.formatMessage(m.failed);
}

/**
 * Asks for a wallet's statement of a period (call 54), writes it as a PDF in the reader's language
 * and number format (the PDF library is loaded now, the first time), and saves it. One at a time.
 */
export function useStatementDownload() {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const user = useCurrentUser();
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });

  const download = async (wallet: WalletView, period: Period) => {
    if (state.phase === 'busy') return;
    setState({ phase: 'busy' });
    try {
      const answer = await getStatement({ wallet_id: wallet.id, ...period });
      const statement = selectStatement(answer);
      const doc = statementDocument(intl, fmt, {
        statement,
        wallet,
        client: {
          name: user ? `${user.first_name} ${user.second_name}`.trim() : '',
          email: user?.email ?? '',
        },
        broker: { entity: env.legalEntity, licence: env.licence },
        preparedAt: new Date(),
      });
      const { statementPdf } = await import('./pdf');
      const file = statementFileName(wallet, period);
      downloadBlob(await statementPdf(doc), file);
      setState({ phase: 'done', file });
    } catch (error) {
      setState({ phase: 'failed', message: failureText(intl, error) });
    }
  };

  return { state, download, reset: () => setState({ phase: 'idle' }) };
}
