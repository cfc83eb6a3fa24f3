import { money, type Money } from '@/lib/money';
import { entries, fail, isId, isRecord, readAmount, text } from '@/lib/tolerant';
import type { Transaction } from '@/api/generated/model';
import { readTransactions } from './transaction';

/** A wallet as the app reads it: its balance is a money value in the wallet's own currency. */
export interface WalletView {
  id: number;
  name: string;
  /** ISO 4217 code, upper case; `USD` for the main wallet. */
  currency: string;
  balance: Money;
}

/** A `wallets-info` answer as the app reads it: every figure in the wallet's currency. */
export interface WalletFigures {
  wallet_id: number;
  currency: string;
  balance: Money;
  /** What can leave the wallet now: the balance less what is reserved. */
  available: Money;
  /** Held for pending withdrawals and IPO subscriptions. */
  reserved: Money;
  last_transactions: Transaction[];
}

const code = (value: unknown): string => text(value).trim().toUpperCase();

/** The wallets of a `wallets` answer (a bare array); an entry without an id makes it unreadable. */
export const selectWallets = (answer: unknown): WalletView[] =>
  entries(answer, 'id', (entry) => {
    const currency = code(entry.currency);
    return {
      id: entry.id,
      name: text(entry.name),
      currency,
      balance: money(readAmount(entry.balance), currency),
    };
  });

/**
 * A `wallets-info` answer; its transactions list may be missing (read as none). An answer that does
 * not say what can leave the wallet (no balance, no currency, neither `available` nor `reserved`:
 * `{ message }`, the figures wrapped in `{ data }`) is unreadable, as is a figure of the wrong kind
 * (`available: "lots"`): the query's error, never the balance shown as what is available.
 */
export function selectWalletInfo(answer: unknown): WalletFigures {
  if (!isRecord(answer)) return fail();
  const currency = code(answer.currency);
  const balance = readAmount(answer.balance);
  const reserved = readAmount(answer.reserved);
  const read = readAmount(answer.available);
  // An answer without `available` but with `reserved` still says what can leave the wallet.
  const available = Number.isFinite(read) ? read : Math.round((balance - reserved) * 100) / 100;
  if (!currency || !Number.isFinite(balance) || !Number.isFinite(available)) return fail();
  return {
    wallet_id: isId(answer.wallet_id) ? answer.wallet_id : 0,
    currency,
    balance: money(balance, currency),
    available: money(available, currency),
    // Not sent: what the balance and `available` leave (never below zero).
    reserved: money(
      Number.isFinite(reserved)
        ? reserved
        : Math.max(0, Math.round((balance - available) * 100) / 100),
      currency,
    ),
    last_transactions:
      answer.last_transactions === undefined || answer.last_transactions === null
        ? []
        : readTransactions(answer.last_transactions),
  };
}
