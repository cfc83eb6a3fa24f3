import type { Transaction } from '@/api/generated/model';
import { money, type Money } from '@/lib/money';
import { fail, isId, isRecord, readAmount, text } from '@/lib/tolerant';
import { readTransactions } from './transaction';

/** A wallet's statement of a period (call 54) as the app reads it. */
export interface StatementView {
  wallet_id: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** The period, `YYYY-MM-DD`, both days inclusive. */
  from: string;
  to: string;
  /** The balance before the first day and after the last (completed transactions only). */
  opening: Money;
  closing: Money;
  /** Every transaction of the period, oldest first. */
  transactions: Transaction[];
}

const DAY = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

/** A day as sent (`2026-10-01`, or a timestamp on that day); anything else is unreadable. */
const readDay = (value: unknown): string => DAY.exec(text(value))?.[1] ?? fail();

/**
 * A balance of the statement: a document that states a balance must have one, so a missing
 * one (which other pages show as "—") makes the answer unreadable here.
 */
const readBalance = (value: unknown): number => {
  const amount = readAmount(value);
  return Number.isFinite(amount) ? amount : fail();
};

const oldestFirst = (a: Transaction, b: Transaction) =>
  a.created_at.localeCompare(b.created_at) || a.id - b.id;

/**
 * A `statement` answer (`{ data: Statement }`). The balances, the currency and the period are
 * what the document states, so each must be readable; the transactions are put oldest first
 * whatever order they came in.
 */
export function selectStatement(answer: unknown): StatementView {
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(data)) return fail();
  const currency = text(data.currency).trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return fail();
  return {
    wallet_id: isId(data.wallet_id) ? data.wallet_id : fail(),
    currency,
    from: readDay(data.from),
    to: readDay(data.to),
    opening: money(readBalance(data.opening_balance), currency),
    closing: money(readBalance(data.closing_balance), currency),
    transactions: readTransactions(data.transactions).sort(oldestFirst),
  };
}
