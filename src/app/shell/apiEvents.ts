import { onApiEvent } from '@/api/events';
import { useDialogs } from '@/stores/dialogs';
import { notifyOffline } from './notices';

let connected = false;

/**
 * Routes the HTTP client's events into the dialogs queue and the offline notice. Connected once,
 * before the router starts: the guards' first requests may already fail.
 */
export function connectApiEvents(): void {
  if (connected) return;
  connected = true;
  const { push } = useDialogs.getState();
  onApiEvent('unauthorized', () => push({ kind: 'unauthorized' }));
  onApiEvent('server-error', ({ html }) => push({ kind: 'server-error', html }));
  onApiEvent('error', () => push({ kind: 'error' }));
  onApiEvent('network-error', () => notifyOffline());
}
