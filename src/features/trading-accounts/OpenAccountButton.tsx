import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { emitApiEvent } from '@/api/events';
import { Button } from '@/design-system/Button';
import { loadOnce } from '@/lib/loadOnce';
import { CODE_UNAVAILABLE_TOAST, useToasts } from '@/stores/toasts';
import type { CreateAccountModalProps } from './CreateAccountModal';
import { messages } from './messages';

/**
 * The dialog's code (with the form helpers and the currency picker it uses) loads when the client
 * points at, focuses or presses the button, not with the page: home opens without it. A failed
 * load is tried again by the next press.
 */
const loadModal = loadOnce(() => import('./CreateAccountModal'));

const preload = () => void loadModal().catch(() => {});

/**
 * The "Open a trading account" button with its dialog (home's quick action, the accounts page).
 * When the dialog's code cannot be loaded (the connection dropped, a deployment replaced it), a
 * toast says so where the client acted; the page stays as it was and the next press tries again.
 */
export function OpenAccountButton({
  variant = 'primary',
  server,
  fundHref,
}: {
  variant?: 'primary' | 'secondary';
  /** Server of the new account, when known. */
  server?: string;
  /** Where "Fund this account" leads once the account is open (the app's choice). */
  fundHref?: CreateAccountModalProps['fundHref'];
}) {
  const t = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<CreateAccountModalProps> | null>(null);
  const show = () => {
    loadModal().then(
      (module) => {
        setModal(() => module.CreateAccountModal);
        useToasts.getState().dismiss(CODE_UNAVAILABLE_TOAST);
        setOpen(true);
      },
      () => emitApiEvent('code-unavailable'),
    );
  };
  return (
    <>
      <Button variant={variant} onClick={show} onPointerEnter={preload} onFocus={preload}>
        {t(messages.open)}
      </Button>
      {Modal && (
        <Modal open={open} onClose={() => setOpen(false)} server={server} fundHref={fundHref} />
      )}
    </>
  );
}
