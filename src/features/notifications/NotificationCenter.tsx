import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isNotOffered } from '@/api/offered';
import { badgeText, NotificationBell } from '@/design-system/NotificationBell';
import { loadOnce } from '@/lib/loadOnce';
import { useFreshness } from './freshness';
import { notificationMessages as m } from './messages';
import { useLatestNotifications } from './queries';

/** The panel's code comes with the first wish to open it (a pointer over the bell, its focus). */
const loadDialog = loadOnce(() => import('./NotificationsDialog'));
const NotificationsDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.NotificationsDialog })),
);

/**
 * What a screen reader hears politely: the count, only when it has grown since the last answer
 * (news), never on the first answer or a refresh that changes nothing, nor when the client's own
 * reading lowers it (that empties what was said).
 */
function useCountAnnouncement(count: number | undefined): string {
  const intl = useIntl();
  const last = useRef<number | undefined>(undefined);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    const before = last.current;
    last.current = count;
    if (before === undefined || count === before) return;
    // A count that went down empties the region, so the same count growing back is said again.
    setSaid(count > before ? intl.formatMessage(m.announce, { count }) : '');
  }, [count, intl]);
  return said;
}

/**
 * The navbar's bell and its panel. Nothing at all until the backend has answered (the count is
 * asked after the first paint), and nothing ever from a backend that does not offer
 * notifications (404).
 */
export function NotificationCenter() {
  const intl = useIntl();
  const latest = useLatestNotifications();
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const page = latest.data;
  useFreshness(page?.data);
  const said = useCountAnnouncement(page?.meta.unread);

  if (!page || isNotOffered(latest.error)) return null;
  const unread = page.meta.unread;
  return (
    <>
      <NotificationBell
        count={unread}
        label={intl.formatMessage(m.bellLabel, { count: unread, shown: badgeText(unread) })}
        expanded={open}
        controls={dialogId}
        onClick={() => setOpen(true)}
        onIntent={() => void loadDialog().catch(() => undefined)}
      />
      <span className="visually-hidden" role="status">
        {said}
      </span>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDialog id={dialogId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
