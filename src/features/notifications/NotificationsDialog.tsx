import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { getGetNotificationsQueryKey } from '@/api/generated/notifications/notifications';
import { Button } from '@/design-system/Button';
import { ButtonLink } from '@/design-system/ButtonLink';
import { EmptyState } from '@/design-system/EmptyState';
import { Modal } from '@/design-system/Modal';
import { paths } from '@/config/paths';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { notificationMessages as m } from './messages';
import { NotificationList, NotificationSkeletons } from './NotificationList';
import { LATEST, useLatestNotifications } from './queries';
import { useMarkRead } from './useMarkRead';

export interface NotificationsDialogProps {
  /** Id of the dialog (the bell's `aria-controls`). */
  id?: string;
  /** Asked to close (×, Escape, the backdrop, a link followed); focus goes back to the bell. */
  onClose: () => void;
}

/**
 * The panel the bell opens: the newest twenty notifications, "Mark all as read" and the way to
 * all of them. A modal dialog: focus inside, Escape closes, the focus returns to the bell.
 */
export function NotificationsDialog({ id, onClose }: NotificationsDialogProps) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const client = useQueryClient();
  const latest = useLatestNotifications();
  const { markOne, markAll, markingAll } = useMarkRead();
  const unread = latest.data?.meta.unread ?? 0;

  // Opened after a while: what arrived since the last look is asked for at once.
  useEffect(() => {
    void client.refetchQueries({ queryKey: getGetNotificationsQueryKey(LATEST), stale: true });
  }, [client]);

  return (
    <Modal
      id={id}
      open
      title={intl.formatMessage(m.panelTitle)}
      onClose={onClose}
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <>
          <ButtonLink href={paths.notifications.href(locale)} onClick={onClose}>
            {intl.formatMessage(m.seeAll)}
          </ButtonLink>
          <Button
            type="button"
            variant="primary"
            busy={markingAll}
            disabled={unread === 0 && !markingAll}
            onClick={markAll}
          >
            {intl.formatMessage(m.markAll)}
          </Button>
        </>
      }
    >
      <QueryStates
        query={latest}
        loading={<NotificationSkeletons />}
        error={{ title: intl.formatMessage(m.loadError), headingLevel: 3 }}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <EmptyState
            titleAs="h3"
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyText)}
          />
        }
      >
        {(page) => (
          <NotificationList notifications={page.data} onRead={markOne} onNavigate={onClose} />
        )}
      </QueryStates>
    </Modal>
  );
}
