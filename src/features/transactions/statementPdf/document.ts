import type { IntlShape } from 'react-intl';
import type { StatementView } from '@/api/readers/statement';
import { movementOf, signedMoney } from '@/design-system/TransactionRow';
import { money, MISSING_VALUE, type NumberFormatter } from '@/lib/money';
import { lookup } from '@/lib/tolerant';
import { statusLabels, typeLabels } from '../labels';
import { txMessages } from '../messages';
import { hasPending, totalsByCurrency } from '../statement';
import { pdfMessages as m } from './messages';

/**
 * Everything the PDF says, already in the reader's language and number format: the renderer only
 * lays it out, so it knows nothing of messages or formats (and is loaded only when asked for).
 */
export interface StatementDocument {
  /** BCP 47 language of the text (the PDF's `/Lang`). */
  lang: string;
  title: string;
  /** The broker: its legal entity, then its licence line. */
  entity: string;
  licence: string;
  /** Who, which wallet, which period: label and value. */
  facts: [string, string][];
  /** When it was made: "Prepared on 1 November 2026, 09:00 UTC". */
  prepared: string;
  /** Opening and closing balance: label and amount. */
  balances: [string, string][];
  heading: string;
  columns: string[];
  /** Which columns are amounts (aligned to the end). */
  amountColumns: number[];
  rows: string[][];
  /** Rows of transactions that moved no money (rejected, cancelled): shown muted. */
  voidRows: number[];
  /** Said instead of an empty table. */
  empty: string;
  totalsHeading: string;
  /** Completed money in and out, then what is pending, if anything. */
  totals: [string, string][];
  pending: string | null;
  note: string;
  /** "Page 2 of 3". */
  pageLabel: (page: number, pages: number) => string;
}

export interface DocumentInput {
  statement: StatementView;
  wallet: { name: string; currency: string };
  client: { name: string; email: string };
  broker: { entity: string; licence: string };
  preparedAt: Date;
}

/** A day of the period (`YYYY-MM-DD`, a UTC day) in words: "1 October 2026". */
const dayIn = (intl: IntlShape, day: string) =>
  intl.formatDate(`${day}T00:00:00Z`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The transactions as table rows: date (UTC), type, status, signed amount, method, comment. */
function rowsOf(intl: IntlShape, fmt: NumberFormatter, statement: StatementView): string[][] {
  const types = typeLabels(intl);
  const statuses = statusLabels(intl);
  return statement.transactions.map((t) => {
    const movement = movementOf(t);
    const amount = signedMoney(money(t.amount, t.currency), movement);
    return [
      intl.formatDate(t.created_at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
      lookup(types, t.type) ?? t.type,
      lookup(statuses, t.status) ?? t.status,
      fmt.money(amount, movement === 'void' ? 'never' : 'always'),
      t.method || MISSING_VALUE,
      t.comment || MISSING_VALUE,
    ];
  });
}

/** The statement in words and figures, ready to lay out. */
export function statementDocument(
  intl: IntlShape,
  fmt: NumberFormatter,
  { statement, wallet, client, broker, preparedAt }: DocumentInput,
): StatementDocument {
  const t = intl.formatMessage;
  const period = t(m.periodRange, {
    from: dayIn(intl, statement.from),
    to: dayIn(intl, statement.to),
  });
  const totals = totalsByCurrency(statement.transactions).find(
    (line) => line.currency === statement.currency,
  );
  const zero = money(0, statement.currency);
  return {
    lang: intl.locale,
    title: t(m.docTitle),
    entity: broker.entity,
    licence: t(m.licence, { licence: broker.licence }),
    facts: [
      [t(m.client), client.name || MISSING_VALUE],
      [t(m.email), client.email || MISSING_VALUE],
      [t(txMessages.wallet), wallet.name || MISSING_VALUE],
      [t(m.currency), `${fmt.currencyName(statement.currency)} (${statement.currency})`],
      [t(m.period), period],
    ],
    prepared: t(txMessages.preparedOn, {
      date: `${intl.formatDate(preparedAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`,
    }),
    balances: [
      [t(m.opening, { date: dayIn(intl, statement.from) }), fmt.money(statement.opening)],
      [t(m.closing, { date: dayIn(intl, statement.to) }), fmt.money(statement.closing)],
    ],
    heading: `${t(m.transactions)} (${t(txMessages.count, { count: statement.transactions.length })})`,
    columns: [
      txMessages.date,
      txMessages.type,
      txMessages.status,
      txMessages.amount,
      txMessages.method,
      txMessages.comment,
    ].map((d) => t(d)),
    amountColumns: [3],
    rows: rowsOf(intl, fmt, statement),
    voidRows: statement.transactions.flatMap((tx, i) => (movementOf(tx) === 'void' ? [i] : [])),
    empty: t(m.none),
    totalsHeading: t(m.totals),
    totals: [
      [t(m.moneyIn), fmt.money(totals?.credits ?? zero, 'always')],
      [t(m.moneyOut), fmt.money(totals?.debits ?? zero, 'always')],
    ],
    pending:
      totals && hasPending(totals)
        ? t(txMessages.pendingTotals, {
            in: fmt.money(totals.pendingCredits, 'always'),
            out: fmt.money(totals.pendingDebits, 'always'),
          })
        : null,
    note: t(m.note),
    pageLabel: (page, pages) => t(m.page, { page, pages }),
  };
}
