import { keepPreviousData, type Query } from '@tanstack/react-query';
import {
  getGetNotificationsQueryKey,
  useGetNotifications,
} from '@/api/generated/notifications/notifications';
import type { NotificationPage, NotificationsRequest } from '@/api/generated/model';
import { isNotOffered } from '@/api/offered';
import { selectNotificationPage } from '@/api/readers/notification';
import { useAfterFirstPaint } from '@/lib/afterFirstPaint';
import { useIsAuthenticated } from '@/session';

/** Every list of notifications in the cache, whatever its page or filter. */
export const NOTIFICATIONS_KEY = getGetNotificationsQueryKey().slice(0, 2);

/** How often the bell asks while the tab is visible: calm, a minute. */
export const POLL_MS = 60_000;

/**
 * An answer this young is not asked again when the tab becomes visible: a glance at another tab
 * costs no request, a return after a while does.
 */
const FRESH_MS = 15_000;

/** The request of a page of the list: the unread filter is sent only when on. */
export const notificationsRequest = (page: number, unreadOnly: boolean): NotificationsRequest =>
  unreadOnly ? { page, unread_only: true } : { page };

/** The bell's question (and the panel's list): the newest twenty, unread or not. */
export const LATEST = notificationsRequest(1, false);

const stillOffered = (query: Query<NotificationPage>) => !isNotOffered(query.state.error);

/**
 * The shared options of call 58: its failures are read in place (no dialog or notice from a
 * background question: `quiet`), a 404 is an answer ("not offered", logged nowhere), and it
 * is never retried on its own.
 */
const CALL = { request: { quiet: true } } as const;
const QUERY = { retry: false, meta: { beyondSpec: true } } as const;

/**
 * The newest notifications and the unread count, for the bell: asked once the first page has
 * painted, then every minute while the tab is visible (never while it is hidden) and again when
 * it becomes visible. A backend without notifications (404) is not asked again.
 */
export function useLatestNotifications() {
  const signedIn = useIsAuthenticated();
  const painted = useAfterFirstPaint();
  return useGetNotifications(LATEST, {
    ...CALL,
    query: {
      ...QUERY,
      select: selectNotificationPage,
      enabled: signedIn && painted,
      staleTime: FRESH_MS,
      refetchInterval: (query) => (stillOffered(query) ? POLL_MS : false),
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: stillOffered,
      refetchOnReconnect: stillOffered,
    },
  });
}

/** One page of the list, for the notifications page; the previous page stays while the next loads. */
export function useNotificationPage(page: number, unreadOnly: boolean) {
  return useGetNotifications(notificationsRequest(page, unreadOnly), {
    ...CALL,
    query: {
      ...QUERY,
      select: selectNotificationPage,
      staleTime: FRESH_MS,
      placeholderData: keepPreviousData,
    },
  });
}

/** Whether the backend offers notifications, as far as this page load knows. */
export type NotificationsOffer = 'checking' | 'offered' | 'not-offered' | 'unknown';

/**
 * Where the bell's question stands. Only an answer shows the bell; a 404 or 405 hides it for
 * good, and a failure without an answer (a 5xx, no connection) leaves it hidden until the next
 * question is answered.
 */
export function useNotificationsOffer(): NotificationsOffer {
  const { data, error } = useLatestNotifications();
  if (isNotOffered(error)) return 'not-offered';
  if (data) return 'offered';
  return error ? 'unknown' : 'checking';
}
