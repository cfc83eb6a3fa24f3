import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { MarkNotificationsReadRequest } from '@/api/generated/model';
import { useMarkNotificationsRead } from '@/api/generated/notifications/notifications';
import { readUnreadCount } from '@/api/readers/notification';
import type { NotificationView } from '@/api/readers/notification';
import { MalformedAnswer } from '@/lib/tolerant';
import { useToasts } from '@/stores/toasts';
import { markedRead, unreadNamed, withUnread } from './cache';
import { notificationMessages as m } from './messages';
import { NOTIFICATIONS_KEY } from './queries';

interface Context {
  before: [QueryKey, unknown][];
}

/** The count call 59 answered, or undefined when the answer cannot be read (the refetch tells). */
function answeredCount(answer: unknown): number | undefined {
  try {
    return readUnreadCount(answer);
  } catch (error) {
    if (error instanceof MalformedAnswer) return undefined;
    throw error;
  }
}

/**
 * Marking read (call 59), optimistic: every cached list shows the notifications read and the count
 * down at once; the answer's count then corrects it, and the lists are asked again. A failure puts
 * back what the lists showed and says so.
 */
export function useMarkRead() {
  const intl = useIntl();
  const client = useQueryClient();
  const push = useToasts((s) => s.push);
  const mutation = useMarkNotificationsRead<unknown, Context>({
    mutation: {
      onMutate: async ({ data: request }) => {
        await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
        const before = client.getQueriesData<unknown>({ queryKey: NOTIFICATIONS_KEY });
        const dropped = unreadNamed(
          before.map(([, answer]) => answer),
          request,
        );
        const at = new Date().toISOString();
        client.setQueriesData<unknown>({ queryKey: NOTIFICATIONS_KEY }, (answer: unknown) =>
          markedRead(answer, request, dropped, at),
        );
        return { before };
      },
      onSuccess: (answer) => {
        const unread = answeredCount(answer);
        if (unread === undefined) return;
        client.setQueriesData<unknown>({ queryKey: NOTIFICATIONS_KEY }, (cached: unknown) =>
          withUnread(cached, unread),
        );
      },
      onError: (_error, _variables, context) => {
        for (const [key, answer] of context?.before ?? []) client.setQueryData(key, answer);
        push({ tone: 'error', message: intl.formatMessage(m.markFailed), key: 'notifications' });
      },
      onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    },
  });
  const send = (request: MarkNotificationsReadRequest) => mutation.mutate({ data: request });
  return {
    /** Marks one notification read when it is unread (opening it); nothing is sent otherwise. */
    markOne: (notification: NotificationView) => {
      if (!notification.read_at) send({ ids: [notification.id] });
    },
    /** Marks every notification read: one request, however often it is asked while it runs. */
    markAll: () => {
      if (!mutation.isPending) send({ all: true });
    },
    /** A "mark all" is on its way. */
    markingAll:
      mutation.isPending &&
      mutation.variables?.data !== undefined &&
      'all' in mutation.variables.data,
  };
}
