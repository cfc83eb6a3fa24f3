import { keepPreviousData } from '@tanstack/react-query';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useGetIpoHistory } from '@/api/generated/ipo/ipo';
import { selectIpoHistory } from '@/api/readers/ipo';
import { Pagination } from '@/design-system/Pagination';
import { QueryStates } from '@/page/QueryStates';
import { HistoryTable } from './HistoryTable';
import { EmptyToCalendar } from './EmptyToCalendar';
import { IpoPageLayout } from './IpoPageLayout';
import { ipoMessages } from './messages';
import { useIpoCalendar } from './useIpoData';

export const HISTORY_PER_PAGE = 10;

const messages = defineMessages({
  pagination: { id: 'ipo.history.pagination', defaultMessage: 'Pages of the history' },
  previous: { id: 'ipo.history.previous', defaultMessage: 'Previous page' },
  next: { id: 'ipo.history.next', defaultMessage: 'Next page' },
  page: defineMessage<{ page: number }>({ id: 'ipo.history.page', defaultMessage: 'Page {page}' }),
  emptyTitle: { id: 'ipo.history.emptyTitle', defaultMessage: 'No IPO orders yet' },
  emptyText: {
    id: 'ipo.history.emptyText',
    defaultMessage: 'Your subscriptions and sales will be listed here.',
  },
});

/** Reads `?page=` (1 when missing or not a page number). */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page number in `?page=` and a way to go to another (page 1 drops the parameter). */
function usePageParam() {
  const [params, setParams] = useSearchParams();
  const goTo = (next: number) => {
    const query = new URLSearchParams(params);
    if (next <= 1) query.delete('page');
    else query.set('page', String(next));
    setParams(query);
  };
  return { page: readPage(params.get('page')), goTo };
}

/** The client's IPO orders, newest first, ten a page; the page is in the URL. */
export function HistoryPage() {
  const intl = useIntl();
  const { page, goTo } = usePageParam();
  const history = useGetIpoHistory(
    { page, per_page: HISTORY_PER_PAGE },
    { query: { placeholderData: keepPreviousData, select: selectIpoHistory } },
  );
  // Company names: an order carries only the stock id.
  const calendar = useIpoCalendar();

  return (
    <IpoPageLayout section="history">
      <QueryStates
        query={history}
        // The shape of the loaded state (a fragment, the table first): the table stays one element.
        loading={
          <>
            <HistoryTable rows={[]} loading />
          </>
        }
        error={{
          title: intl.formatMessage(ipoMessages.loadFailedTitle),
          description: intl.formatMessage(ipoMessages.loadFailedText),
        }}
        isEmpty={(answer) => answer.data.length === 0 && page === 1}
        empty={
          <EmptyToCalendar
            title={intl.formatMessage(messages.emptyTitle)}
            text={intl.formatMessage(messages.emptyText)}
          />
        }
      >
        {(answer) =>
          // The orders wait for the company names (a row would otherwise read "47" for a moment).
          calendar.isPending ? (
            <>
              <HistoryTable rows={[]} loading />
            </>
          ) : (
            <>
              <HistoryTable rows={answer.data} calendar={calendar.data} />
              <Pagination
                page={answer.meta.current_page}
                pageCount={answer.meta.last_page}
                onPageChange={goTo}
                label={intl.formatMessage(messages.pagination)}
                previousLabel={intl.formatMessage(messages.previous)}
                nextLabel={intl.formatMessage(messages.next)}
                pageLabel={(n) => intl.formatMessage(messages.page, { page: n })}
              />
            </>
          )
        }
      </QueryStates>
    </IpoPageLayout>
  );
}
