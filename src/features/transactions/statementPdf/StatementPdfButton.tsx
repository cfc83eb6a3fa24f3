import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { emitApiEvent } from '@/api/events';
import type { WalletView } from '@/api/readers/wallet';
import { Button, ButtonPlace } from '@/design-system/Button';
import { loadOnce } from '@/lib/loadOnce';
import { CODE_UNAVAILABLE_TOAST, useToasts } from '@/stores/toasts';
import { pdfMessages as m } from './messages';
import type { StatementDialogProps } from './StatementDialog';
import { useStatementOffered } from './useStatementOffered';

/** The dialog's code loads when the client points at, focuses or presses the button. */
const loadDialog = loadOnce(() => import('./StatementDialog'));
const preload = () => void loadDialog().catch(() => {});

export interface StatementPdfButtonProps {
  /** The client's wallets (the dialog offers each). */
  wallets: WalletView[];
  /** The wallet chosen when the dialog opens; the first one otherwise. */
  walletId?: number;
}

/**
 * "Download statement (PDF)" and its dialog, once the backend has shown it offers statements
 * (call 54); its empty place while that is asked; nothing when it is not offered or when there is
 * no wallet.
 * When the dialog's code cannot be loaded, a toast says so; the page stays as it was and the next
 * press tries again.
 */
export function StatementPdfButton({ wallets, walletId }: StatementPdfButtonProps) {
  const t = useIntl().formatMessage;
  const offer = useStatementOffered(wallets[0]?.id);
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<StatementDialogProps> | null>(null);
  if (offer === 'asking') return <ButtonPlace label={t(m.open)} />;
  if (offer === 'no' || wallets.length === 0) return null;
  const show = () => {
    loadDialog().then(
      (module) => {
        setDialog(() => module.StatementDialog);
        useToasts.getState().dismiss(CODE_UNAVAILABLE_TOAST);
        setOpen(true);
      },
      () => emitApiEvent('code-unavailable'),
    );
  };
  const initial = wallets.some((w) => w.id === walletId) ? walletId! : wallets[0]!.id;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {t(m.open)}
      </Button>
      {Dialog && (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          wallets={wallets}
          initialWalletId={initial}
        />
      )}
    </>
  );
}
