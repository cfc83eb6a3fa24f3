import { NotificationsPage } from '@/features/notifications/NotificationsPage';
import { useNotificationsOffer } from '@/features/notifications/queries';
import { usePageTitleOverride } from '../router/usePageTitle';
import { Component as NotFound } from './not-found';

/**
 * A backend without notifications: the address is not a page of the cabinet, titled "Page not
 * found"; while the cabinet asks whether they are offered, the tab says only the app's name.
 */
export function Component() {
  const offer = useNotificationsOffer();
  usePageTitleOverride(
    offer === 'offered' ? 'notifications' : offer === 'not-offered' ? 'notFound' : null,
  );
  return <NotificationsPage notOffered={<NotFound />} />;
}
