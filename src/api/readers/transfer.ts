import { fail, isRecord, readAmount } from '@/lib/tolerant';

/** What one transfer may move (call 51), in the source's currency. */
export interface TransferLimitsView {
  /** The least a transfer moves; never below a cent. */
  min: number;
  /** The most, or null: no limit beyond what the source holds. */
  max: number | null;
}

/**
 * A `transfer/limits` answer (call 51). A limit the answer leaves unreadable would either refuse
 * every transfer or let any through: the answer is then unreadable (transfers stay hidden).
 */
export function readTransferLimits(answer: unknown): TransferLimitsView {
  if (!isRecord(answer)) return fail();
  const min = readAmount(answer.min_amount);
  const max = answer.max_amount === null ? null : readAmount(answer.max_amount);
  if (!Number.isFinite(min) || min < 0) return fail();
  if (max !== null && (!Number.isFinite(max) || max < min)) return fail();
  return { min: Math.max(min, 0.01), max };
}
