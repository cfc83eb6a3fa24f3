import type { PaymentMethod } from '@/api/generated/model';

/** Why an amount cannot be sent, before anything goes to the server. */
export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'available'; available: number };

/**
 * Checks an amount against the method's limits and, for withdrawals, the wallet's available
 * money. The server checks again; this only spares the client a round trip and a refused request.
 */
export function checkAmount(
  amount: number | null,
  method: Pick<PaymentMethod, 'min_amount' | 'max_amount'>,
  available?: number,
): AmountProblem | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return { kind: 'required' };
  if (amount < method.min_amount || amount > method.max_amount)
    return { kind: 'range', min: method.min_amount, max: method.max_amount };
  if (available !== undefined && amount > available) return { kind: 'available', available };
  return null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The method's fee on an amount, in cents precision. */
export const feeOf = (amount: number, feePercent: number): number =>
  round2((amount * feePercent) / 100);

/**
 * The provider URL to continue a payment on, only when it is an absolute `https:` URL: anything
 * else (http, javascript:, relative paths) is ignored rather than followed.
 */
export function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The wallet id of `?wallet=` when it names one of the wallets, else the first wallet's. */
export function initialWalletId(search: string | null, walletIds: number[]): string {
  const wanted = search !== null && /^\d+$/.test(search) ? Number(search) : null;
  const id = wanted !== null && walletIds.includes(wanted) ? wanted : walletIds[0];
  return id === undefined ? '' : String(id);
}
