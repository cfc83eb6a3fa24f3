import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { isCabinetNetworkError } from '@/api/errors';
import { getCurrentUser } from '@/session';
import { useSession } from '@/stores/session';

/**
 * Why nothing answers: the device has no network (the browser says so), or it has one and our
 * server did not answer (down, or a host on the way failed).
 */
export type OfflineCause = 'device' | 'server';

interface OfflineState {
  /** A request got no answer and nothing has answered since. */
  offline: boolean;
  /** Why, as far as the browser can tell (meaningful while `offline`). */
  cause: OfflineCause;
  set: (offline: boolean, cause?: OfflineCause) => void;
}

/** The connection state as the app saw it (one flag, however many requests failed). */
export const useOffline = create<OfflineState>()((set) => ({
  offline: false,
  cause: 'device',
  set: (offline, cause = 'device') => set({ offline, cause }),
}));

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request got no answer: the device's network is gone, or our server could not be reached. */
export const markOffline = () =>
  useOffline.getState().set(true, deviceOffline() ? 'device' : 'server');
export const markOnline = () => useOffline.getState().set(false);
export const isOffline = () => useOffline.getState().offline;

/** Tries again every query that failed (the offline banner's and the error dialogs' "Try again"). */
export const refetchFailed = (queryClient: QueryClient) =>
  queryClient.refetchQueries({
    type: 'active',
    predicate: (query) => query.state.status === 'error',
  });

/** Something still waits for the network: a query that failed without an answer, or the user. */
export function stillOffline(queryClient: QueryClient): boolean {
  const failed = queryClient
    .getQueryCache()
    .findAll({ type: 'active', predicate: (query) => isCabinetNetworkError(query.state.error) });
  return failed.length > 0 || (!!useSession.getState().token && !getCurrentUser(queryClient));
}

/** The browser's `offline` event: the device lost its network, whatever `onLine` says yet. */
const markDeviceOffline = () => useOffline.getState().set(true, 'device');

let watching: (() => void) | null = null;

/**
 * Starts the offline state on the browser's `offline` event (or when it is offline already): the
 * query client then holds its calls back instead of failing them, so no failed call would say so.
 * Ends it on the `online` event or on the next call that succeeds (any query or mutation of the
 * cache), and on `online` retries what failed. Returns the unsubscribe.
 */
export function watchConnection(queryClient: QueryClient): () => void {
  watching?.();
  const onOnline = () => {
    markOnline();
    void refetchFailed(queryClient);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', markDeviceOffline);
  if (deviceOffline()) markDeviceOffline();
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    // `manual` is setQueryData: the app's own write, not an answer from the server.
    const answered =
      event.type === 'updated' && event.action.type === 'success' && !event.action.manual;
    if (answered && isOffline()) markOnline();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isOffline()) markOnline();
  });
  watching = () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', markDeviceOffline);
    stopQueries();
    stopMutations();
    watching = null;
  };
  return watching;
}
