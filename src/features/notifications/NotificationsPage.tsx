import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isNotOffered } from '@/api/offered';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { EmptyState } from '@/design-system/EmptyState';
import { Pagination } from '@/design-system/Pagination';
import { PageHeader } from '@/page/PageHeader';
import { PageStack } from '@/page/PageStack';
import { QueryStates } from '@/page/QueryStates';
import { useSearchParamsUpdate } from '@/page/useSearchParamsUpdate';
import { notificationMessages as m } from './messages';
import { NotificationList, NotificationSkeletons } from './NotificationList';
import { useNotificationPage } from './queries';
import { useMarkRead } from './useMarkRead';

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The list's view as the URL holds it: `?unread=1`, `?page=2`. */
export function readView(params: URLSearchParams): { page: number; unreadOnly: boolean } {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    unreadOnly: params.get('unread') === '1',
  };
}

export interface NotificationsPageProps {
  /** Shown instead when the backend does not offer notifications (404): no trace of them. */
  notOffered?: ReactNode;
}

/** `/notifications`: every notification, newest first, twenty a page; unread only on request. */
export function NotificationsPage({ notOffered = null }: NotificationsPageProps) {
  const intl = useIntl();
  const [params, update] = useSearchParamsUpdate({ push: true });
  const { page, unreadOnly } = readView(params);
  const list = useNotificationPage(page, unreadOnly);
  const { markOne, markAll, markingAll } = useMarkRead();

  if (isNotOffered(list.error)) return <>{notOffered}</>;
  const unread = list.data?.meta.unread ?? 0;

  return (
    <PageStack $gap={5}>
      <PageHeader
        page="notifications"
        lead={intl.formatMessage(m.lead)}
        actions={
          // Disabled while the list is asked for, so that it does not push the page down when it
          // comes (on a phone it takes a row of its own); gone when the list cannot be read.
          (list.data || list.isPending) && (
            <Button
              type="button"
              variant="secondary"
              busy={markingAll}
              disabled={!list.data || (unread === 0 && !markingAll)}
              onClick={markAll}
            >
              {intl.formatMessage(m.markAll)}
            </Button>
          )
        }
      />
      <Checkbox
        label={intl.formatMessage(m.unreadOnly)}
        checked={unreadOnly}
        onChange={(event) => update({ unread: event.target.checked ? 1 : null, page: null })}
      />
      <Results>
        <QueryStates
          query={list}
          loading={<NotificationSkeletons rows={6} />}
          error={{ title: intl.formatMessage(m.loadError) }}
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <EmptyState
              title={intl.formatMessage(unreadOnly ? m.emptyUnreadTitle : m.emptyTitle)}
              description={intl.formatMessage(unreadOnly ? m.emptyUnreadText : m.emptyText)}
            />
          }
        >
          {(answer) => (
            <>
              <NotificationList notifications={answer.data} onRead={markOne} />
              <Pagination
                page={answer.meta.current_page}
                pageCount={answer.meta.last_page}
                onPageChange={(next) => update({ page: next > 1 ? next : null })}
                label={intl.formatMessage(m.pagination)}
                previousLabel={intl.formatMessage(m.previous)}
                nextLabel={intl.formatMessage(m.next)}
                pageLabel={(number) => intl.formatMessage(m.pageLabel, { page: number })}
              />
            </>
          )}
        </QueryStates>
      </Results>
    </PageStack>
  );
}
