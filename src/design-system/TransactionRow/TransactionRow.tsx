import { formatAmount, formatDateTime } from '@/lib/format';
import { StatusBadge, type KnownStatus } from '../StatusBadge';
import { AmountText, End, Item, Muted, Row, Strong, type Direction } from './TransactionRow.styles';

export type TransactionType =
  'deposit' | 'withdrawal' | 'transfer' | 'ipo_buy' | 'ipo_sell' | 'fee';

/** The transaction fields the row shows (structurally the API's `Transaction`). */
export interface TransactionRowTransaction {
  id: number;
  type: TransactionType | (string & {});
  status: KnownStatus | (string & {});
  /** The amount; a negative value is always money out. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
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
  ipo_buy: 'IPO purchase',
  ipo_sell: 'IPO sale',
  fee: 'Fee',
};

/** Types that take money out of the wallet even when the API sends a positive amount. */
const OUTGOING: ReadonlySet<string> = new Set(['withdrawal', 'ipo_buy', 'fee']);

/**
 * Whether money went in or out: a negative amount is out; otherwise withdrawals, IPO purchases
 * and fees are out and everything else (deposits, IPO sales, incoming transfers) is in.
 */
export const directionOf = (t: Pick<TransactionRowTransaction, 'amount' | 'type'>): Direction =>
  t.amount < 0 || OUTGOING.has(t.type) ? 'out' : 'in';

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
  /** Forces the sign and colour when the caller knows better (e.g. an outgoing transfer). */
  direction?: Direction;
  /** Locale (BCP 47) of the date. */
  locale?: string;
  /** Time zone of the date; UTC by default. */
  timeZone?: string;
  /** Shown in place of a missing payment method. */
  noMethodLabel?: string;
}

const MINUS = '\u2212';

/** One money movement: type, signed and coloured amount, date, method and status; a table row or a card. */
export function TransactionRow({
  transaction: t,
  as = 'div',
  typeLabels,
  statusLabels,
  direction,
  locale = 'en',
  timeZone,
  noMethodLabel = '—',
}: TransactionRowProps) {
  const dir = direction ?? directionOf(t);
  const typeLabel =
    (typeLabels as Record<string, string> | undefined)?.[t.type] ??
    (DEFAULT_TYPE_LABELS as Record<string, string>)[t.type] ??
    t.type;
  const amount = (
    <AmountText $direction={dir} data-direction={dir} data-sensitive="">
      {dir === 'in' ? '+' : MINUS}
      {formatAmount(Math.abs(t.amount), t.currency)}
    </AmountText>
  );
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
          {t.comment && <Muted>{t.comment}</Muted>}
        </td>
        <td>{t.method ?? noMethodLabel}</td>
        <td>{status}</td>
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
        {t.comment && <Muted>{t.comment}</Muted>}
      </div>
      <End>
        {amount}
        {status}
      </End>
    </Item>
  );
}
