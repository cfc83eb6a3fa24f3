import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Transaction } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { CancelDialog } from './CancelDialog';
import { isCancellable } from './cancelled';
import { cancelMessages as m } from './messages';
import { useCancelOffer } from './useCancelOffer';

export interface CancelWithdrawalsProps {
  /** The transactions a list shows. */
  rows: Transaction[];
  /**
   * The list: `action(row)` is the row's "Cancel withdrawal" (null for any other row, and for all
   * of them when the backend does not cancel withdrawals); `ready` is false while it is being
   * asked whether it does, so the list can keep its placeholder rather than move its rows.
   */
  children: (action: (row: Transaction) => ReactNode, ready: boolean) => ReactNode;
}

/**
 * Cancelling pending withdrawals from a list (call 52), for the app to hand the transactions page
 * and a wallet's last transactions: each pending withdrawal's row offers it, a dialog confirms.
 */
export function CancelWithdrawals({ rows, children }: CancelWithdrawalsProps) {
  const t = useIntl().formatMessage;
  const probe = rows.find(isCancellable)?.id;
  const offer = useCancelOffer(probe);
  const [chosen, setChosen] = useState<Transaction | null>(null);
  const action = (row: Transaction): ReactNode =>
    offer === 'offered' && isCancellable(row) ? (
      <Button size="sm" variant="secondary" onClick={() => setChosen(row)}>
        {t(m.action)}
      </Button>
    ) : null;
  return (
    <>
      {children(action, probe === undefined || offer !== 'checking')}
      {chosen && <CancelDialog row={chosen} onClose={() => setChosen(null)} />}
    </>
  );
}
