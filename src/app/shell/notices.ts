import { defineMessages } from 'react-intl';
import { useToasts } from '@/stores/toasts';

const noticeMessages = defineMessages({
  offline: {
    id: 'app.notice.offline',
    defaultMessage: 'You appear to be offline. We will keep you signed in; try again in a moment.',
  },
});

/** The offline notice: one toast however many requests failed (nothing is lost, the session stays). */
export function notifyOffline(): void {
  useToasts.getState().push({ key: 'offline', tone: 'warning', message: noticeMessages.offline });
}
