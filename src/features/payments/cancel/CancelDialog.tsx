import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Transaction } from '@/api/generated/model';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectWallets } from '@/api/readers/wallet';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { Modal } from '@/design-system/Modal';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { PendingNotice } from '@/design-system/PendingNotice';
import { money } from '@/lib/money';
import { usePreferences } from '@/stores/preferences';
import { useToasts } from '@/stores/toasts';
import { cancelMessages as m } from './messages';
import { useCancelWithdrawal, type CancelPhase } from './useCancelWithdrawal';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const LOST = {
  checking: m.checking,
  'still-pending': m.stillPending,
  'check-failed': m.checkFailed,
} as const;
const isLost = (phase: CancelPhase): phase is keyof typeof LOST => phase in LOST;
/** The phases after which nothing more can be done here: only "Close". */
const FINAL: readonly CancelPhase[] = ['refused', 'not-offered'];

/** The wallet's name, as the lists name it; "wallet 3" when it is not known. */
function useWalletName(id: number): string {
  const t = useIntl().formatMessage;
  const wallets = useGetWallets({ query: { select: selectWallets } });
  return wallets.data?.find((wallet) => wallet.id === id)?.name || t(m.walletFallback, { id });
}

/** Where focus goes when the row's button left with the withdrawal's pending state. */
function focusMainIfLost() {
  requestAnimationFrame(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      document.getElementById('main')?.focus();
  });
}

export interface CancelDialogProps {
  /** The pending withdrawal the client asked to cancel. */
  row: Transaction;
  onClose: () => void;
}

/**
 * "Cancel this withdrawal?", naming the amount and the wallet; then the cancellation (one request
 * whatever the clicks), its lost answer looked up, or why it cannot be done, said in place. Once
 * cancelled the dialog closes and a toast says the amount is available again.
 */
export function CancelDialog({ row, onClose }: CancelDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fmt = useNumberFormat();
  const locale = usePreferences((s) => s.locale);
  const pushToast = useToasts((s) => s.push);
  const wallet = useWalletName(row.wallet_id);
  const amount = fmt.money(money(Math.abs(row.amount), row.currency));
  const flow = useCancelWithdrawal(row, () => {
    pushToast({
      tone: 'success',
      message: t(m.done, { amount, wallet }),
      key: 'withdrawal-cancelled',
    });
    onClose();
    focusMainIfLost();
  });
  const { phase, sending } = flow;
  const final = FINAL.includes(phase);
  // The button just pressed is gone when nothing more can be done: focus goes to "OK".
  const okId = useId();
  useEffect(() => {
    if (final) document.getElementById(okId)?.focus();
  }, [final, okId]);
  const busy = sending || phase === 'checking';

  return (
    <Modal
      open
      title={t(m.title)}
      size="sm"
      onClose={onClose}
      dismissible={!busy}
      staticBackdrop
      closeLabel={t(m.close)}
      footer={
        final ? (
          <Button id={okId} variant="secondary" onClick={onClose} data-autofocus>
            {t(m.ok)}
          </Button>
        ) : (
          <>
            {isLost(phase) ? (
              <Button variant="secondary" disabled={busy} onClick={flow.checkAgain}>
                {t(m.checkAgain)}
              </Button>
            ) : (
              <Button variant="secondary" disabled={busy} onClick={onClose} data-autofocus>
                {t(m.keep)}
              </Button>
            )}
            <Button variant="danger" busy={busy} onClick={flow.confirm}>
              {t(m.confirm)}
            </Button>
          </>
        )
      }
    >
      <Content>
        <p>{t(m.text, { amount, wallet })}</p>
        <PendingNotice
          message={isLost(phase) ? { title: t(m.lostTitle), text: t(LOST[phase]) } : null}
        />
        {phase === 'refused' && <ErrorBanner fallbackText={t(m.refused)} />}
        {phase === 'failed' && <ErrorBanner fallbackText={t(m.failed)} />}
        {phase === 'not-offered' && <ErrorBanner fallbackText={t(m.notOffered)} />}
        {phase === 'not-offered' && (
          <p>
            <Link to={paths.tickets.href(locale)}>{t(m.support)}</Link>
          </p>
        )}
      </Content>
    </Modal>
  );
}
