import type { TransferEndType } from '@/api/generated/model';
import type { AccountView } from '@/api/readers/tradingAccount';
import type { WalletView } from '@/api/readers/wallet';
import type { Money } from '@/lib/money';

/** One side of a transfer: a wallet or a trading account, with what it holds. */
export interface Endpoint {
  /** `wallet:1`, `trading_account:7`: the select's value and the URL's `?from=` / `?to=`. */
  key: string;
  type: TransferEndType;
  id: number;
  /** ISO code; empty when the account's currency name could not be read. */
  currency: string;
  /** A wallet's name; a trading account's login. */
  name: string;
  /** A wallet's balance (what may leave it is `wallets-info`'s `available`); an account's balance. */
  balance: Money;
}

export const endpointKey = (type: TransferEndType, id: number): string => `${type}:${id}`;

/** The wallets, then the trading accounts, as transfer sides. */
export function endpointsOf(wallets: WalletView[], accounts: AccountView[]): Endpoint[] {
  return [
    ...wallets.map((wallet) => ({
      key: endpointKey('wallet', wallet.id),
      type: 'wallet' as const,
      id: wallet.id,
      currency: wallet.currency,
      name: wallet.name,
      balance: wallet.balance,
    })),
    ...accounts.map((account) => ({
      key: endpointKey('trading_account', account.id),
      type: 'trading_account' as const,
      id: account.id,
      currency: account.currency.code,
      name: account.login,
      balance: account.balance,
    })),
  ];
}

/**
 * Why `to` cannot receive from `from`, or null when it can. A transfer goes between a wallet and
 * a trading account (so the other kind is offered as the other side, never the same kind) and
 * keeps its currency: the backend refuses any other pair.
 */
export function pairProblem(from: Endpoint, to: Endpoint): 'currency' | null {
  return from.currency !== '' && from.currency === to.currency ? null : 'currency';
}

/** The other side's candidates: the other kind (trading accounts for a wallet, wallets for an account). */
export const counterparts = (list: Endpoint[], from: Endpoint | undefined): Endpoint[] =>
  from ? list.filter((end) => end.type !== from.type) : [];

/** The first side of `list` that can pair with `other` (a possible counterpart), if any. */
const firstPairing = (list: Endpoint[], other: Endpoint): Endpoint | undefined =>
  list.find((end) => end.type !== other.type && pairProblem(end, other) === null);

/**
 * The sides a transfer page opens with: `?from=` and `?to=` when they name known sides, otherwise
 * sensible ones (a wallet as the source, the first account of its currency as the destination;
 * for a `?to=` account, a wallet of its currency as the source). An impossible pair from the URL
 * keeps its source and leaves the destination to choose.
 */
export function initialPair(
  list: Endpoint[],
  fromParam: string | null,
  toParam: string | null,
): { from: string; to: string } {
  const find = (key: string | null) => list.find((end) => end.key === key);
  const wantedFrom = find(fromParam);
  const wantedTo = find(toParam);
  const from =
    wantedFrom ??
    (wantedTo &&
      (firstPairing(list, wantedTo) ?? list.find((end) => end.type !== wantedTo.type))) ??
    list.find((end) => end.type === 'wallet') ??
    list[0];
  if (!from) return { from: '', to: '' };
  const to =
    wantedTo && wantedTo.type !== from.type && pairProblem(from, wantedTo) === null
      ? wantedTo
      : wantedTo
        ? undefined
        : firstPairing(list, from);
  return { from: from.key, to: to?.key ?? '' };
}

/** What one transfer may move (call 51), in the source's currency. */
export interface TransferRules {
  min: number;
  /** null: no limit beyond what the source holds. */
  max: number | null;
}

/**
 * Why an amount cannot be sent from a side that may give `limit`, or null: below the least a
 * transfer moves, above the most one transfer moves (`max`), or above what the source holds.
 */
export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'min'; min: number }
  | { kind: 'max'; max: number }
  | { kind: 'limit'; limit: number };

export function checkAmount(
  amount: number | null,
  limit: number | undefined,
  rules: TransferRules,
): AmountProblem | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return { kind: 'required' };
  if (amount < rules.min) return { kind: 'min', min: rules.min };
  const holds = limit !== undefined && Number.isFinite(limit) ? limit : Infinity;
  // The tighter bound is the one to name: what the source holds, or the most a transfer moves.
  if (rules.max !== null && rules.max < holds && amount > rules.max)
    return { kind: 'max', max: rules.max };
  if (amount > holds) return { kind: 'limit', limit: holds };
  return null;
}

/** The most the amount field accepts: what the source holds, or less per transfer. */
export const mostOf = (limit: number | undefined, rules: TransferRules): number | undefined =>
  rules.max === null ? limit : limit === undefined ? rules.max : Math.min(limit, rules.max);

/**
 * What may leave `source` now: a trading account's balance; a wallet's `available` from
 * `wallets-info` (never above its balance), its balance until that arrives.
 */
export function limitOf(source: Endpoint, available: number | undefined): number {
  const balance = source.balance.amount;
  if (source.type !== 'wallet' || available === undefined || !Number.isFinite(available))
    return balance;
  return Number.isFinite(balance) ? Math.min(balance, available) : available;
}
