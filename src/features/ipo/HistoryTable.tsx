import { defineMessages, useIntl } from 'react-intl';
import type { Ipo, IpoOrder } from '@/api/generated/model';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { StatusBadge } from '@/design-system/StatusBadge';
import { Table, type TableColumn } from '@/design-system/Table';
import { formatDateTime, localTimeZone } from '@/lib/format';
import { usd } from './ipoMoney';
import { ipoMessages } from './messages';
import { findIpo } from './useIpoData';
import { statusLabel } from './useIpoText';
import { Muted, Num, OwnNum } from './Figures';

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
});

/** The history's columns: date, company, side, quantity, price, amount and status. */
function useHistoryColumns(calendar: Ipo[] | undefined): TableColumn<IpoOrder>[] {
  const intl = useIntl();
  const format = useNumberFormat();
  const zone = localTimeZone();

  return [
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
        const ipo = findIpo(calendar, row.stock_id);
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
}

interface HistoryTableProps {
  rows: IpoOrder[];
  /** The IPO calendar, for the company names (an order carries only the stock id). */
  calendar?: Ipo[];
  loading?: boolean;
}

/** The table of IPO orders (placeholder rows while `loading`). */
export function HistoryTable({ rows, calendar, loading = false }: HistoryTableProps) {
  const intl = useIntl();
  const columns = useHistoryColumns(calendar);
  return (
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
}
