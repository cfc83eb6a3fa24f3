import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Transaction } from '@/api/generated/model';
import { StatusBadge } from '@/design-system/StatusBadge';
import { Table, type TableColumn } from '@/design-system/Table';
import { formatDateTime, formatNumber, MISSING_VALUE } from '@/lib/format';
import { signedAmount } from './csv';
import { statusLabels, typeLabels } from './labels';
import { txMessages } from './messages';
import { lookup } from '@/lib/tolerant';

const Amount = styled.span<{ $out: boolean }>`
  color: ${({ theme, $out }) => ($out ? theme.colors.balanceNegative : theme.colors.balancePositive)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Short cells stay on one line; the table scrolls sideways on narrow screens instead. */
const OneLine = styled.span`
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MINUS = '\u2212';
const PLUS = '+';

export interface TransactionsTableProps {
  rows: Transaction[];
  loading: boolean;
  walletNames: ReadonlyMap<number, string>;
  empty: ReactNode;
}

/** The statement table: date, type, status, signed amount, currency, wallet, method, comment. */
export function TransactionsTable({ rows, loading, walletNames, empty }: TransactionsTableProps) {
  const intl = useIntl();
  const types = typeLabels(intl);
  const statuses = statusLabels(intl);
  const columns: TableColumn<Transaction>[] = [
    {
      key: 'created_at',
      header: intl.formatMessage(txMessages.date),
      render: (t) => (
        <OneLine as="time" dateTime={t.created_at}>
          {formatDateTime(t.created_at, intl.locale)}
        </OneLine>
      ),
    },
    {
      key: 'type',
      header: intl.formatMessage(txMessages.type),
      render: (t) => <OneLine>{lookup(types, t.type) ?? t.type}</OneLine>,
    },
    {
      key: 'status',
      header: intl.formatMessage(txMessages.status),
      render: (t) => <StatusBadge status={t.status} labels={statuses} />,
    },
    {
      key: 'amount',
      header: intl.formatMessage(txMessages.amount),
      align: 'end',
      render: (t) => {
        const amount = signedAmount(t);
        return (
          <Amount $out={amount < 0} data-sensitive="">
            {amount < 0 ? MINUS : PLUS}
            {formatNumber(Math.abs(amount))}
          </Amount>
        );
      },
    },
    { key: 'currency', header: intl.formatMessage(txMessages.currency) },
    {
      key: 'wallet_id',
      header: intl.formatMessage(txMessages.wallet),
      render: (t) => <OneLine>{walletNames.get(t.wallet_id) ?? String(t.wallet_id)}</OneLine>,
    },
    {
      key: 'method',
      header: intl.formatMessage(txMessages.method),
      render: (t) => t.method ?? MISSING_VALUE,
    },
    {
      key: 'comment',
      header: intl.formatMessage(txMessages.comment),
      render: (t) => (t.comment ? <Muted>{t.comment}</Muted> : MISSING_VALUE),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey="id"
      caption={intl.formatMessage(txMessages.caption)}
      captionHidden
      loading={loading}
      loadingLabel={intl.formatMessage(txMessages.loading)}
      empty={empty}
      minWidth={960}
      stickyHeader={false}
    />
  );
}
