import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { NotificationView } from '@/api/readers/notification';
import { Button } from '@/design-system/Button';
import { NotificationItem } from '@/design-system/NotificationItem';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/stores/preferences';
import { notificationHref, topicOf } from './links';
import { notificationMessages as m } from './messages';
import { sentenceOf } from './sentences';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;

export interface NotificationListProps {
  notifications: NotificationView[];
  /** A notification was opened (its link followed) or marked read by its button. */
  onRead: (notification: NotificationView) => void;
  /** Called after a link is followed (the panel closes). */
  onNavigate?: () => void;
}

/**
 * Notifications as sentences in the reader's language, each a link to what it is about (opening
 * it marks it read); a kind the cabinet does not know has no link, and a "Mark as read" button
 * while unread.
 */
export function NotificationList({ notifications, onRead, onNavigate }: NotificationListProps) {
  const intl = useIntl();
  const format = useNumberFormat();
  const locale = usePreferences((s) => s.locale);
  return (
    <List aria-label={intl.formatMessage(m.listLabel)}>
      {notifications.map((notification) => {
        const href = notificationHref(notification, locale);
        const unread = !notification.read_at;
        return (
          <NotificationItem
            key={notification.id}
            text={sentenceOf(notification, intl, format)}
            date={formatDateTime(notification.created_at, intl.locale)}
            dateTime={notification.created_at}
            unread={unread}
            unreadLabel={intl.formatMessage(m.unread)}
            topic={topicOf(notification)}
            href={href}
            onOpen={() => {
              onRead(notification);
              onNavigate?.();
            }}
            action={
              !href && unread ? (
                <Button type="button" variant="link" size="sm" onClick={() => onRead(notification)}>
                  {intl.formatMessage(m.markOne)}
                </Button>
              ) : undefined
            }
          />
        );
      })}
    </List>
  );
}

/** The list's loading state: rows the size of notifications, announced once. */
export function NotificationSkeletons({ rows = 4 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <SkeletonGroup label={intl.formatMessage(m.loading)}>
      <List as="div">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={72} />
        ))}
      </List>
    </SkeletonGroup>
  );
}
