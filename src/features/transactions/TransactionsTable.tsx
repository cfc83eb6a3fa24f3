import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { Transaction } from '@/api/generated/model';
import { SensitiveText } from '@/design-system/MoneyText';
import { StatusBadge } from '@/design-system/StatusBadge';
import { Table, type TableColumn } from '@/design-system/Table';
import { movementOf, TransactionAmount } from '@/design-system/TransactionRow';
import { formatDateTime } from '@/lib/format';
import { money, MISSING_VALUE } from '@/lib/money';
import { lookup } from '@/lib/tolerant';
import { statusLabels, typeLabels } from './labels';
import { txMessages } from './messages';

/** Short cells stay on one line; the table scrolls sideways on narrow screens instead. */
const OneLine = styled.span`
  white-space: nowrap;
`;

/** The status, and under it what can be done about it (cancelling a pending withdrawal). */
const Status = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TransactionsTableProps {
  rows: Transaction[];
  loading: boolean;
  walletNames: ReadonlyMap<number, string>;
  empty: ReactNode;
  /** What can be done about a row (shown under its status), or null; none by default. */
  action?: (row: Transaction) => ReactNode;
}

/** The status badge, and under it what can be done about the row, if anything. */
function StatusCell({ badge, extra }: { badge: ReactNode; extra: ReactNode }) {
  return extra ? (
    <Status>
      {badge}
      {extra}
    </Status>
  ) : (
    badge
  );
}

/** The table's columns, in display order. */
function transactionColumns(
  intl: IntlShape,
  walletNames: ReadonlyMap<number, string>,
  action: TransactionsTableProps['action'],
): TableColumn<Transaction>[] {
  const types = typeLabels(intl);
  const statuses = statusLabels(intl);
  return [
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
      render: (t) => (
        <StatusCell
          badge={<StatusBadge status={t.status} labels={statuses} />}
          extra={action?.(t)}
        />
      ),
    },
    {
      key: 'amount',
      header: intl.formatMessage(txMessages.amount),
      align: 'end',
      render: (t) => (
        <TransactionAmount amount={money(t.amount, t.currency)} movement={movementOf(t)} />
      ),
    },
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
      render: (t) =>
        t.comment ? (
          <Muted>
            <SensitiveText text={t.comment} />
          </Muted>
        ) : (
          MISSING_VALUE
        ),
    },
  ];
}

/**
 * The statement table: date, type, status, amount (in its own currency, "+" in, "−" out, a
 * rejected or cancelled one without a sign and struck through), wallet, method, comment.
 */
export function TransactionsTable({
  rows,
  loading,
  walletNames,
  empty,
  action,
}: TransactionsTableProps) {
  const intl = useIntl();
  return (
    <Table
      columns={transactionColumns(intl, walletNames, action)}
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
