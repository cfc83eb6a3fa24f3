import type { QueryClient } from '@tanstack/react-query';
import type { Transaction } from '@/api/generated/model';
import { getGetWalletsInfoQueryOptions } from '@/api/generated/wallets/wallets';
import { ensureQueryDataWithin } from '@/api/queryWithin';
import { selectWalletInfo, type WalletFigures } from '@/api/readers/wallet';

/** The transactions a wallet had before a confirmation: whatever arrives later is not among them. */
export interface Snapshot {
  ids: number[];
  /** The newest `created_at` among them (ms), in the backend's clock; null when unknown. */
  newest: number | null;
}

export function snapshotOf(rows: Pick<Transaction, 'id' | 'created_at'>[]): Snapshot {
  const times = rows.map((row) => Date.parse(row.created_at)).filter(Number.isFinite);
  return { ids: rows.map((row) => row.id), newest: times.length ? Math.max(...times) : null };
}

/** When a money confirmation went out, as the look-up after a lost answer needs to know it. */
export interface SentAt {
  /** The wallet's transactions before sending; null when they were not known. */
  before: Snapshot | null;
  /** The browser's clock at the confirmation (ms), for when no snapshot says what "after" means. */
  sentAt: number;
  /** Transactions this page already showed as the outcome of earlier confirmations. */
  shown: number[];
}

/** How far the backend's clock may lag the browser's and a transaction still count as "after". */
const CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Whether `row` may be the outcome of the confirmation `sent`: not shown for an earlier one, and
 * created after it. "After" is read against the backend's own list (not in the snapshot, not older
 * than its newest) rather than the browser's clock, which may differ.
 */
export function cameAfter(row: Transaction, sent: SentAt): boolean {
  if (sent.shown.includes(row.id)) return false;
  const at = Date.parse(row.created_at);
  if (sent.before) {
    if (sent.before.ids.includes(row.id)) return false;
    return sent.before.newest === null || !Number.isFinite(at) || at >= sent.before.newest;
  }
  return Number.isFinite(at) && at >= sent.sentAt - CLOCK_SKEW_MS;
}

/** How long a confirmation waits for the wallet's figures before it is checked with what it has. */
const FIGURES_WAIT_MS = 3000;

/**
 * A wallet's figures (`wallets-info`) as the backend last told them; with `wait`, fetched when not
 * cached yet, waiting briefly for them. Unreadable or late figures are undefined: the confirmation
 * is then checked with what the page has.
 */
export async function walletFigures(
  queryClient: QueryClient,
  walletId: number,
  { wait }: { wait: boolean },
): Promise<WalletFigures | undefined> {
  const options = getGetWalletsInfoQueryOptions({ wallet_id: walletId });
  const read = (answer: unknown) => {
    try {
      return selectWalletInfo(answer);
    } catch {
      return undefined;
    }
  };
  if (!wait) return read(queryClient.getQueryData(options.queryKey));
  return read(await ensureQueryDataWithin(queryClient, options, FIGURES_WAIT_MS));
}
