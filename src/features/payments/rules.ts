import type { PaymentMethod, Transaction } from '@/api/generated/model';
import type { WalletFigures } from '@/api/readers/wallet';
import { cameAfter, type SentAt } from '@/form/money';
import { money, type Money } from '@/lib/money';

/** Why an amount cannot be sent, before anything goes to the server. */
export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'available'; available: number };

type Limits = Pick<PaymentMethod, 'min_amount' | 'max_amount' | 'currency'>;

/**
 * Whether the method's limits are in the currency of the amount (the wallet's), so the page can
 * compare them. A method of another currency converts at the provider's rate, which the client
 * does not know: its limits are the server's to check, and the page says so.
 */
export const limitsApply = (method: Pick<PaymentMethod, 'currency'>, currency: string): boolean => {
  const limit = money(0, method.currency).currency;
  return limit === '' || limit === money(0, currency).currency;
};

/**
 * Checks an amount (in `currency`, the wallet's) against the method's limits when they are in
 * that currency and, for withdrawals, the money the wallet can spend. The server checks again;
 * this only spares the client a round trip and a refused request.
 */
export function checkAmount(
  amount: number | null,
  method: Limits,
  { currency, available }: { currency: string; available?: number },
): AmountProblem | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return { kind: 'required' };
  if (limitsApply(method, currency)) {
    // A limit the answer left unreadable (NaN) is the server's to check.
    const tooLow = Number.isFinite(method.min_amount) && amount < method.min_amount;
    const tooHigh = Number.isFinite(method.max_amount) && amount > method.max_amount;
    if (tooLow || tooHigh) return { kind: 'range', min: method.min_amount, max: method.max_amount };
  }
  if (available !== undefined && Number.isFinite(available) && amount > available)
    return { kind: 'available', available };
  return null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The method's fee on an amount, in cents precision. */
export const feeOf = (amount: number, feePercent: number): number =>
  round2((amount * (Number.isFinite(feePercent) ? feePercent : 0)) / 100);

/** What of a wallet is available and reserved, as `wallets-info` tells it. */
type Figures = Pick<WalletFigures, 'available' | 'reserved'>;

/**
 * The money a withdrawal may take: the wallet's `balance` until `wallets-info` arrives, then the
 * smaller of the two (an `available` above the balance would be the backend's mistake, not money).
 */
export function spendable(balance: number, info: Figures | undefined): number {
  const available = info?.available.amount ?? Number.NaN;
  if (!Number.isFinite(available)) return balance;
  return Number.isFinite(balance) ? Math.min(balance, available) : available;
}

/** The reserved part worth telling the client about: positive, in the wallet's currency. */
export function reservedMoney(info: Figures | undefined, currency: string): Money | null {
  const reserved = info?.reserved.amount ?? Number.NaN;
  if (!Number.isFinite(reserved) || reserved <= 0) return null;
  return money(reserved, currency);
}

/** A confirmation whose answer may have been lost, as the page looks for it. */
export interface SentPayment extends SentAt {
  type: 'deposit' | 'withdrawal';
  wallet_id: number;
  amount: number;
  /** The method's name: transactions name their method. */
  method: string;
}

/**
 * Whether `row` is the transaction a lost confirmation made: same wallet, type, amount and
 * method, created after the confirmation (`cameAfter`).
 */
export function isSentPayment(row: Transaction, sent: SentPayment): boolean {
  if (row.wallet_id !== sent.wallet_id || row.type !== sent.type) return false;
  if (!(Math.abs(row.amount - sent.amount) < 0.005)) return false;
  if (row.method !== null && row.method !== sent.method) return false;
  return cameAfter(row, sent);
}

/** What to do with call 30's `redirect_url`. */
export type ProviderRedirect =
  | { kind: 'follow'; url: string }
  /** Given, but no address the cabinet sends a client to. */
  | { kind: 'refused' }
  | { kind: 'none' };

/** Hosts where plain `http:` is the development's or the tests' own machine (the contract's list). */
const LOOPBACK: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost']);

/**
 * The provider's page to continue a payment on, followed only when it is an absolute `https:`
 * URL, or `http:` on a loopback host (development and tests) or on the cabinet's own origin (the
 * demo backend's stand-in provider), without credentials in it. Anything else given (another
 * scheme, `javascript:`, a relative path, `http:` elsewhere) is refused, never followed: no open
 * redirect, and no payment page an attacker on the way could read.
 */
export function providerRedirect(
  value: unknown,
  origin: string = window.location.origin,
): ProviderRedirect {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    return { kind: 'none' };
  if (typeof value !== 'string') return { kind: 'refused' };
  try {
    const url = new URL(value.trim());
    const secure =
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && (LOOPBACK.has(url.hostname) || url.origin === origin));
    if (secure && !url.username && !url.password) return { kind: 'follow', url: url.href };
  } catch {
    // Not an absolute URL: refused below.
  }
  return { kind: 'refused' };
}

/** `?amount=` as a page writes it (the return page's "Try again"): digits, at most two decimals. */
export const readAmountParam = (value: string | null): number | null =>
  value !== null && /^\d{1,13}(\.\d{1,2})?$/.test(value) && Number(value) > 0
    ? Number(value)
    : null;

/** The wallet id of `?wallet=` when it names one of the wallets, else the first wallet's. */
export function initialWalletId(search: string | null, walletIds: number[]): string {
  const wanted = search !== null && /^\d+$/.test(search) ? Number(search) : null;
  const id = wanted !== null && walletIds.includes(wanted) ? wanted : walletIds[0];
  return id === undefined ? '' : String(id);
}
