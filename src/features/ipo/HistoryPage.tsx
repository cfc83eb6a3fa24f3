import { keepPreviousData } from '@tanstack/react-query';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { IpoOrder } from '@/api/generated/model';
import { useGetIpoHistory } from '@/api/generated/ipo/ipo';
import { selectIpoHistory } from '@/api/readers/ipo';
import { EmptyState } from '@/design-system/EmptyState';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Pagination } from '@/design-system/Pagination';
import { StatusBadge } from '@/design-system/StatusBadge';
import { Table, type TableColumn } from '@/design-system/Table';
import { paths } from '@/config/paths';
import { formatDateTime, localTimeZone } from '@/lib/format';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { usd } from './ipoMoney';
import { IpoPageLayout } from './IpoPageLayout';
import { ipoMessages } from './messages';
import { findIpo, useIpoCalendar } from './useIpoData';
import { statusLabel } from './useIpoText';
import { Muted, Num, OwnNum } from './ui';

export const HISTORY_PER_PAGE = 10;

/** Orders that moved no money: their amount is shown struck through, without a sign. */
const VOID_STATUSES = new Set(['rejected', 'cancelled']);

const messages = defineMessages({
  caption: { id: 'ipo.history.caption', defaultMessage: 'Your IPO orders' },
  date: { id: 'ipo.history.date', defaultMessage: 'Date' },
  side: { id: 'ipo.history.side', defaultMessage: 'Side' },
  price: { id: 'ipo.history.price', defaultMessage: 'Price' },
  amount: { id: 'ipo.history.amount', defaultMessage: 'Amount' },
  buy: { id: 'ipo.history.sideBuy', defaultMessage: 'Buy' },
  sell: { id: 'ipo.history.sideSell', defaultMessage: 'Sell' },
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

/** The client's IPO orders, newest first, ten a page; the page is in the URL. */
export function HistoryPage() {
  const intl = useIntl();
  const format = useNumberFormat();
  const locale = usePreferences((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const history = useGetIpoHistory(
    { page, per_page: HISTORY_PER_PAGE },
    { query: { placeholderData: keepPreviousData, select: selectIpoHistory } },
  );
  // Company names: an order carries only the stock id.
  const calendar = useIpoCalendar();
  const zone = localTimeZone();

  const goTo = (next: number) => {
    const query = new URLSearchParams(params);
    if (next <= 1) query.delete('page');
    else query.set('page', String(next));
    setParams(query);
  };

  const columns: TableColumn<IpoOrder>[] = [
    {
      key: 'date',
      header: intl.formatMessage(messages.date),
      render: (row) => (
        <Num>
          <time dateTime={row.created_at}>
            {formatDateTime(row.created_at, intl.locale, { timeZone: zone })}
          </time>
        </Num>
      ),
    },
    {
      key: 'company',
      header: intl.formatMessage(ipoMessages.company),
      render: (row) => {
        const ipo = findIpo(calendar.data, row.stock_id);
        return ipo ? (
          <>
            <strong>{ipo.company}</strong>
            <Muted>{ipo.ticker}</Muted>
          </>
        ) : (
          <Num>{String(row.stock_id)}</Num>
        );
      },
    },
    {
      key: 'side',
      header: intl.formatMessage(messages.side),
      render: (row) => intl.formatMessage(row.side === 'sell' ? messages.sell : messages.buy),
    },
    {
      key: 'quantity',
      header: intl.formatMessage(ipoMessages.quantity),
      align: 'end',
      render: (row) => <OwnNum>{format.number(row.quantity)}</OwnNum>,
    },
    {
      key: 'price',
      header: intl.formatMessage(messages.price),
      align: 'end',
      render: (row) => <OwnNum>{format.money(usd(row.price))}</OwnNum>,
    },
    {
      key: 'amount',
      header: intl.formatMessage(messages.amount),
      align: 'end',
      render: (row) => (
        <MoneyText
          value={usd(row.amount)}
          sign="never"
          tone={VOID_STATUSES.has(row.status) ? 'void' : 'neutral'}
        />
      ),
    },
    {
      key: 'status',
      header: intl.formatMessage(ipoMessages.status),
      render: (row) => (
        <StatusBadge
          status={row.status}
          label={statusLabel(intl, row.status)}
          tone={row.status === 'filled' ? 'success' : undefined}
        />
      ),
    },
  ];

  const table = (rows: IpoOrder[], loading = false) => (
    <Table
      columns={columns}
      rows={rows}
      rowKey="id"
      caption={intl.formatMessage(messages.caption)}
      captionHidden
      loading={loading}
      loadingLabel={intl.formatMessage(ipoMessages.loading)}
      minWidth={820}
    />
  );

  return (
    <IpoPageLayout section="history">
      <QueryStates
        query={history}
        // The shape of the loaded state (a fragment, the table first): the table stays one element.
        loading={<>{table([], true)}</>}
        error={{
          title: intl.formatMessage(ipoMessages.loadFailedTitle),
          description: intl.formatMessage(ipoMessages.loadFailedText),
        }}
        isEmpty={(answer) => answer.data.length === 0 && page === 1}
        empty={
          <EmptyState
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyText)}
            action={
              <Link to={paths.ipoCalendar.href(locale)}>
                {intl.formatMessage(ipoMessages.toCalendar)}
              </Link>
            }
          />
        }
      >
        {(answer) =>
          // The orders wait for the company names (a row would otherwise read "47" for a moment).
          calendar.isPending ? (
            <>{table([], true)}</>
          ) : (
            <>
              {table(answer.data)}
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
