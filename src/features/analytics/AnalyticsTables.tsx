import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { Table, type TableColumn } from '@/design-system/Table';
import { formatDate, formatSignedUsd, formatUsd } from '@/lib/format';
import { allocationLabel, shareOf } from './summaries';

const messages = defineMessages({
  date: { id: 'analytics.table.date', defaultMessage: 'Date' },
  balance: { id: 'analytics.table.balance', defaultMessage: 'Balance' },
  profitLoss: { id: 'analytics.table.profitLoss', defaultMessage: 'Profit or loss' },
  part: { id: 'analytics.table.part', defaultMessage: 'Held in' },
  amount: { id: 'analytics.table.amount', defaultMessage: 'Amount' },
  share: { id: 'analytics.table.share', defaultMessage: 'Share' },
});

type BalanceRow = Analytics['balance_history'][number];
type PnlRow = Analytics['pnl'][number];
type AllocationRow = Analytics['allocation'][number];

const Money = styled.span`
  white-space: nowrap;
`;

const money = (text: string) => <Money data-sensitive="">{text}</Money>;

/** Long periods scroll inside the card under a sticky header instead of stretching the page. */
const MAX_HEIGHT = '360px';

interface DatedTableProps<Row extends { date: string }> {
  rows: Row[];
  caption: string;
  /** The figure column: the row's field, its header and its text. */
  figure: { key: keyof Row & string; header: MessageDescriptor; text: (row: Row) => string };
}

/** A date column and one money column, one row a day. */
function DatedTable<Row extends { date: string }>({ rows, caption, figure }: DatedTableProps<Row>) {
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
      render: (row) => money(figure.text(row)),
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

export const BalanceTable = ({ rows, caption }: { rows: BalanceRow[]; caption: string }) => (
  <DatedTable
    rows={rows}
    caption={caption}
    figure={{ key: 'balance', header: messages.balance, text: (row) => formatUsd(row.balance) }}
  />
);

export const PnlTable = ({ rows, caption }: { rows: PnlRow[]; caption: string }) => (
  <DatedTable
    rows={rows}
    caption={caption}
    figure={{
      key: 'value',
      header: messages.profitLoss,
      text: (row) => formatSignedUsd(row.value),
    }}
  />
);

export function AllocationTable({ rows, caption }: { rows: AllocationRow[]; caption: string }) {
  const intl = useIntl();
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
      render: (row) => money(formatUsd(row.value)),
    },
    {
      key: 'share',
      header: intl.formatMessage(messages.share),
      align: 'end',
      render: (row) => shareOf(row.value, total),
    },
  ];
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
