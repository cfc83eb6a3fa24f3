import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';
import { txMessages } from './messages';
import {
  StatementPdfButton,
  type StatementPdfButtonProps,
} from './statementPdf/StatementPdfButton';
import type { PrintState } from './usePrintStatement';

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

/** The page's actions: export as CSV, print, the PDF statement, and the print's progress. */
export function TransactionsTools({
  exporting,
  onExport,
  print,
  onPrint,
  wallets,
  walletId,
}: {
  exporting: boolean;
  onExport: () => void;
  print: PrintState;
  onPrint: () => void;
  wallets: StatementPdfButtonProps['wallets'];
  walletId: number | undefined;
}) {
  const intl = useIntl();
  useRefocusWhenDone(print);
  return (
    <Tools>
      <Buttons>
        <Button
          type="button"
          variant="secondary"
          busy={exporting}
          disabled={exporting}
          onClick={onExport}
        >
          {intl.formatMessage(txMessages.exportCsv)}
        </Button>
        <Button
          id={PRINT_BUTTON_ID}
          type="button"
          variant="secondary"
          busy={print.phase === 'loading'}
          onClick={onPrint}
        >
          {intl.formatMessage(txMessages.print)}
        </Button>
        <StatementPdfButton wallets={wallets} walletId={walletId} />
      </Buttons>
      <Progress role="status">{progressText(print, intl)}</Progress>
    </Tools>
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
