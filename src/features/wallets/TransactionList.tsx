import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Transaction } from '@/api/generated/model';
import { TransactionRow } from '@/design-system/TransactionRow';
import { money } from '@/lib/money';
import { messages } from './messages';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Translated names of the transaction types and statuses for `TransactionRow`. */
export function useTransactionLabels() {
  const t = useIntl().formatMessage;
  return {
    typeLabels: {
      deposit: t(messages.typeDeposit),
      withdrawal: t(messages.typeWithdrawal),
      transfer: t(messages.typeTransfer),
      ipo_buy: t(messages.typeIpoBuy),
      ipo_sell: t(messages.typeIpoSell),
      fee: t(messages.typeFee),
    },
    statusLabels: {
      pending: t(messages.statusPending),
      completed: t(messages.statusCompleted),
      rejected: t(messages.statusRejected),
      cancelled: t(messages.statusCancelled),
    },
    noMethodLabel: t(messages.noMethod),
  };
}

/** A short list of transactions (newest first, as given), or a calm line when there are none. */
export function TransactionList({
  transactions,
  label,
  action,
}: {
  transactions: Transaction[];
  label: string;
  /** What can be done about a transaction (under its status), or null. */
  action?: (transaction: Transaction) => ReactNode;
}) {
  const intl = useIntl();
  const labels = useTransactionLabels();
  if (transactions.length === 0)
    return <Empty>{intl.formatMessage(messages.noTransactions)}</Empty>;
  return (
    <List aria-label={label}>
      {transactions.map((transaction) => (
        <TransactionRow
          key={transaction.id}
          as="li"
          transaction={{ ...transaction, amount: money(transaction.amount, transaction.currency) }}
          locale={intl.locale}
          action={action?.(transaction)}
          {...labels}
        />
      ))}
    </List>
  );
}
