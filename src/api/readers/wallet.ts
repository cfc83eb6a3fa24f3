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

/** A `wallets-info` answer; its transactions list may be missing (read as none). */
export function selectWalletInfo(answer: unknown): WalletFigures {
  if (!isRecord(answer)) return fail();
  const currency = code(answer.currency);
  const balance = readAmount(answer.balance);
  const reserved = readAmount(answer.reserved);
  const available = readAmount(answer.available);
  return {
    wallet_id: isId(answer.wallet_id) ? answer.wallet_id : 0,
    currency,
    balance: money(balance, currency),
    // An answer without `available` but with `reserved` still says what can leave the wallet.
    available: money(
      Number.isFinite(available) || !Number.isFinite(reserved)
        ? available
        : Math.round((balance - reserved) * 100) / 100,
      currency,
    ),
    reserved: money(reserved, currency),
    last_transactions:
      answer.last_transactions === undefined || answer.last_transactions === null
        ? []
        : readTransactions(answer.last_transactions),
  };
}
