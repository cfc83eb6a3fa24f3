import { defineMessages } from 'react-intl';
import { onApiEvent } from '@/api/events';
import { useDialogs } from '@/stores/dialogs';
import { CODE_UNAVAILABLE_TOAST, useToasts } from '@/stores/toasts';
import { notifyOffline } from './notices';

const messages = defineMessages({
  codeUnavailable: {
    id: 'app.codeUnavailable.message',
    defaultMessage: 'This could not be opened. Check your connection and try again.',
  },
});

let connected = false;

/**
 * Routes the HTTP client's events into the dialogs queue, the offline notice and the toasts.
 * Connected once, before the router starts: the guards' first requests may already fail.
 */
export function connectApiEvents(): void {
  if (connected) return;
  connected = true;
  const { push } = useDialogs.getState();
  onApiEvent('unauthorized', () => push({ kind: 'unauthorized' }));
  onApiEvent('server-error', ({ html }) => push({ kind: 'server-error', html }));
  onApiEvent('error', () => push({ kind: 'error' }));
  onApiEvent('network-error', () => notifyOffline());
  // One toast however often the client presses: a second failure replaces it.
  onApiEvent('code-unavailable', () =>
    useToasts.getState().push({
      key: CODE_UNAVAILABLE_TOAST,
      tone: 'error',
      message: messages.codeUnavailable,
      duration: 8000,
    }),
  );
}
