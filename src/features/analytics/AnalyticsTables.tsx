import { defineMessages, useIntl } from 'react-intl';
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

export function BalanceTable({ rows, caption }: { rows: BalanceRow[]; caption: string }) {
  const intl = useIntl();
  const columns: TableColumn<BalanceRow>[] = [
    {
      key: 'date',
      header: intl.formatMessage(messages.date),
      render: (row) => formatDate(row.date, intl.locale),
    },
    {
      key: 'balance',
      header: intl.formatMessage(messages.balance),
      align: 'end',
      render: (row) => money(formatUsd(row.balance)),
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

export function PnlTable({ rows, caption }: { rows: PnlRow[]; caption: string }) {
  const intl = useIntl();
  const columns: TableColumn<PnlRow>[] = [
    {
      key: 'date',
      header: intl.formatMessage(messages.date),
      render: (row) => formatDate(row.date, intl.locale),
    },
    {
      key: 'value',
      header: intl.formatMessage(messages.profitLoss),
      align: 'end',
      render: (row) => money(formatSignedUsd(row.value)),
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
