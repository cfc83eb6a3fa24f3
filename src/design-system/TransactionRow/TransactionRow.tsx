import { formatDateTime } from '@/lib/format';
import { money, MISSING_VALUE, type Money } from '@/lib/money';
import { SensitiveText } from '../MoneyText';
import { StatusBadge, type KnownStatus } from '../StatusBadge';
import type { ReactNode } from 'react';
import {
  Action,
  Amount,
  End,
  Item,
  Muted,
  Row,
  Strong,
  type Direction,
} from './TransactionRow.styles';

export type TransactionType =
  'deposit' | 'withdrawal' | 'transfer' | 'ipo_buy' | 'ipo_sell' | 'fee';

/** The transaction fields the row shows: the API's `Transaction` with its amount as a `Money`. */
export interface TransactionRowTransaction {
  id: number;
  type: TransactionType | (string & {});
  status: KnownStatus | (string & {});
  /** The amount in its own currency; a negative amount is always money out. */
  amount: Money;
  /** Payment method name, if any. */
  method: string | null;
  /** ISO 8601 timestamp (UTC). */
  created_at: string;
  comment?: string | null;
}

/** English names of the transaction types; containers pass translated ones through `typeLabels`. */
export const DEFAULT_TYPE_LABELS: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer: 'Transfer',
  ipo_buy: 'IPO subscription',
  ipo_sell: 'IPO sale',
  fee: 'Fee',
};

/** Types that take money out of the wallet even when the API sends a positive amount. */
const OUTGOING: ReadonlySet<string> = new Set(['withdrawal', 'ipo_buy', 'fee']);

/** Statuses of a transaction that moved no money: shown without a sign, left out of totals. */
const VOID_STATUSES: ReadonlySet<string> = new Set(['rejected', 'cancelled']);

/** Whether a transaction of this status moved no money (rejected or cancelled). */
export const isVoidStatus = (status: string): boolean => VOID_STATUSES.has(status);

/**
 * Whether money went in or out: a negative amount is out; otherwise withdrawals, IPO subscriptions
 * and fees are out and everything else (deposits, IPO sales, incoming transfers) is in.
 */
export const directionOf = (t: { type: string; amount: number }): Direction =>
  t.amount < 0 || OUTGOING.has(t.type) ? 'out' : 'in';

/** Which way a transaction moved money, or `void` when it moved none (rejected, cancelled). */
export type Movement = Direction | 'void';

export const movementOf = (t: { type: string; status: string; amount: number }): Movement =>
  isVoidStatus(t.status) ? 'void' : directionOf(t);

/**
 * The amount as it moved the balance: negative for money out, positive for money in; a void
 * transaction keeps its amount without a direction (positive).
 */
export const signedMoney = (amount: Money, movement: Movement): Money =>
  money(movement === 'out' ? -Math.abs(amount.amount) : Math.abs(amount.amount), amount.currency);

export interface TransactionAmountProps {
  /** The amount in its own currency, as the API sends it. */
  amount: Money;
  /** `in` is written "+", `out` "−"; `void` without a sign, struck through and muted. */
  movement: Movement;
  className?: string;
}

/**
 * A transaction's amount with the one sign convention: "+" for money in, "−" for money out, the
 * colour only repeating the sign; a rejected or cancelled one carries no sign and is struck through.
 */
export function TransactionAmount({ amount, movement, className }: TransactionAmountProps) {
  return (
    <Amount
      className={className}
      value={signedMoney(amount, movement)}
      sign="always"
      tone={movement}
    />
  );
}

export interface TransactionRowProps {
  /** The transaction to show. */
  transaction: TransactionRowTransaction;
  /**
   * `tr` renders table cells in this order: date, type (with comment), method, status, amount.
   * `li` and `div` render a card for narrow screens (`li` inside a `<ul>`).
   */
  as?: 'tr' | 'li' | 'div';
  /** Names of the types; missing entries fall back to English. */
  typeLabels?: Partial<Record<TransactionType, string>>;
  /** Names of the statuses; missing entries fall back to English. */
  statusLabels?: Partial<Record<KnownStatus, string>>;
  /**
   * Forces the sign and colour when the caller knows better (e.g. an outgoing transfer). A
   * rejected or cancelled transaction has none whatever this says.
   */
  direction?: Direction;
  /** Locale (BCP 47) of the date. */
  locale?: string;
  /** Time zone of the date; UTC by default. */
  timeZone?: string;
  /** Shown in place of a missing payment method. */
  noMethodLabel?: string;
  /** What can be done about it (e.g. a button cancelling a pending withdrawal), under its status. */
  action?: ReactNode;
}

/**
 * One money movement: type, signed amount in its own currency, date, method and status; a table
 * row or a card.
 */
export function TransactionRow({
  transaction: t,
  as = 'div',
  typeLabels,
  statusLabels,
  direction,
  locale = 'en',
  timeZone,
  noMethodLabel = MISSING_VALUE,
  action,
}: TransactionRowProps) {
  const movement: Movement = isVoidStatus(t.status)
    ? 'void'
    : (direction ?? directionOf({ type: t.type, amount: t.amount.amount }));
  const typeLabel =
    (typeLabels as Record<string, string> | undefined)?.[t.type] ??
    (DEFAULT_TYPE_LABELS as Record<string, string>)[t.type] ??
    t.type;
  const amount = <TransactionAmount amount={t.amount} movement={movement} />;
  const date = (
    <time dateTime={t.created_at}>
      {formatDateTime(t.created_at, locale, timeZone ? { timeZone } : {})}
    </time>
  );
  const status = <StatusBadge status={t.status} labels={statusLabels} />;

  if (as === 'tr') {
    return (
      <Row>
        <td>
          <Muted as="span">{date}</Muted>
        </td>
        <td>
          <Strong>{typeLabel}</Strong>
          {t.comment && (
            <Muted>
              <SensitiveText text={t.comment} />
            </Muted>
          )}
        </td>
        <td>{t.method ?? noMethodLabel}</td>
        <td>
          {status}
          {action && <Action>{action}</Action>}
        </td>
        <td data-align="end">{amount}</td>
      </Row>
    );
  }

  return (
    <Item as={as}>
      <div>
        <Strong>{typeLabel}</Strong>
        <Muted>
          {date}
          {t.method ? ` · ${t.method}` : ''}
        </Muted>
        {t.comment && (
          <Muted>
            <SensitiveText text={t.comment} />
          </Muted>
        )}
      </div>
      <End>
        {amount}
        {status}
        {action}
      </End>
    </Item>
  );
}
