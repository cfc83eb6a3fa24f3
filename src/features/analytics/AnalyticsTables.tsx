import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Analytics } from '@/api/generated/model';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Table, type TableColumn } from '@/design-system/Table';
import { formatDate } from '@/lib/format';
import { money, type Sign } from '@/lib/money';
import { AllocationAmount } from './AllocationAmount';
import type { Holdings } from './conversion';
import { allocationLabel, shareOf } from './summaries';

const messages = defineMessages({
  date: { id: 'analytics.table.date', defaultMessage: 'Date' },
  balance: { id: 'analytics.table.balance', defaultMessage: 'Balance' },
  profitLoss: { id: 'analytics.table.profitLoss', defaultMessage: 'Profit or loss' },
  part: { id: 'analytics.table.part', defaultMessage: 'Held in' },
  amount: { id: 'analytics.table.amount', defaultMessage: 'Amount' },
  share: { id: 'analytics.table.share', defaultMessage: 'Share' },
  shareConverted: {
    id: 'analytics.table.shareConverted',
    defaultMessage: 'Share of the converted total',
  },
});

type BalanceRow = Analytics['balance_history'][number];
type PnlRow = Analytics['pnl'][number];
type AllocationRow = Analytics['allocation'][number];

/** Long periods scroll inside the card under a sticky header instead of stretching the page. */
const MAX_HEIGHT = '360px';

interface DatedTableProps<Row extends { date: string }> {
  rows: Row[];
  caption: string;
  /** The reporting currency of the figures. */
  currency: string;
  /** The figure column: the row's field, its header, its amount and how the amount is signed. */
  figure: {
    key: keyof Row & string;
    header: MessageDescriptor;
    amount: (row: Row) => number;
    sign: Sign;
  };
}

/** A date column and one money column, one row a day. */
function DatedTable<Row extends { date: string }>({
  rows,
  caption,
  currency,
  figure,
}: DatedTableProps<Row>) {
  const intl = useIntl();
  const columns: TableColumn<Row>[] = [
    {
      key: 'date',
      header: intl.formatMessage(messages.date),
      render: (row) => formatDate(row.date, intl.locale),
    },
    {
      key: figure.key,
      header: intl.formatMessage(figure.header),
      align: 'end',
      render: (row) => <MoneyText value={money(figure.amount(row), currency)} sign={figure.sign} />,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey="date"
      caption={caption}
      captionHidden
      maxHeight={MAX_HEIGHT}
      minWidth={0}
    />
  );
}

interface FigureTableProps<Row> {
  rows: Row[];
  caption: string;
  currency: string;
}

export const BalanceTable = (props: FigureTableProps<BalanceRow>) => (
  <DatedTable
    {...props}
    figure={{
      key: 'balance',
      header: messages.balance,
      amount: (row) => row.balance,
      sign: 'auto',
    }}
  />
);

/** A gain reads "+", a loss "−", as on every page. */
export const PnlTable = (props: FigureTableProps<PnlRow>) => (
  <DatedTable
    {...props}
    figure={{
      key: 'value',
      header: messages.profitLoss,
      amount: (row) => row.value,
      sign: 'always',
    }}
  />
);

export function AllocationTable({
  rows,
  caption,
  share,
  analytics,
  holdings,
}: Omit<FigureTableProps<AllocationRow>, 'currency'> & {
  /**
   * The shares' column: of a total in one currency, of a converted total (amounts held in other
   * currencies were converted), or none (a part adds currencies at rates not stated: no total).
   */
  share: 'plain' | 'converted' | null;
  /** The answer: the rates of the amounts that add other currencies. */
  analytics: Analytics;
  /** What each scope holds today, per currency. */
  holdings: Holdings;
}) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const columns: TableColumn<AllocationRow>[] = [
    {
      key: 'label',
      header: intl.formatMessage(messages.part),
      render: (row) => allocationLabel(intl, row.label),
    },
    {
      key: 'value',
      header: intl.formatMessage(messages.amount),
      align: 'end',
      render: (row) => <AllocationAmount analytics={analytics} holdings={holdings} row={row} />,
    },
  ];
  if (share)
    columns.push({
      key: 'share',
      header: intl.formatMessage(share === 'converted' ? messages.shareConverted : messages.share),
      align: 'end',
      render: (row) => shareOf(row.value, total, fmt),
    });
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey="label"
      caption={caption}
      captionHidden
      minWidth={0}
    />
  );
}
