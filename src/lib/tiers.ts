/**
 * Trading-account tiers, derived from the balance on the client (specification §4 and §9):
 * silver 10000–49999, gold 50000–249999, platinum 250000 up to 1e10, none below 10000.
 *
 * Decisions where the specification is silent:
 * - Fractional balances fall in the tier whose range they lie between: 49999.5 is silver,
 *   9999.99 is none (the thresholds are the only exact limits: `min ≤ balance < next min`).
 * - Above 1e10 the specification defines no tier, so such a balance (most likely bad data) is
 *   'none' rather than silently platinum. NaN and ±Infinity are 'none' too.
 */

export type Tier = 'none' | 'silver' | 'gold' | 'platinum';

/** Lowest balance of each tier. */
export const TIER_MIN = { silver: 10_000, gold: 50_000, platinum: 250_000 } as const;

/** Highest balance that still counts as platinum. */
export const TIER_MAX = 1e10;

/** The tier of a balance. */
export function tierOf(balance: number): Tier {
  if (!Number.isFinite(balance) || balance > TIER_MAX) return 'none';
  if (balance >= TIER_MIN.platinum) return 'platinum';
  if (balance >= TIER_MIN.gold) return 'gold';
  if (balance >= TIER_MIN.silver) return 'silver';
  return 'none';
}

export interface NextTier {
  /** The tier the balance reaches next. */
  tier: Exclude<Tier, 'none'>;
  /** How much more balance that takes (always > 0). */
  remaining: number;
  /** Lowest balance of the current tier (0 when there is none): the start of the way to `tier`. */
  from: number;
  /** Lowest balance of `tier`: the end of the way. */
  to: number;
}

/**
 * The next tier and how far away it is; null at platinum (nothing above) and for balances outside
 * the defined range (above 1e10 or not finite).
 */
export function nextTier(balance: number): NextTier | null {
  if (!Number.isFinite(balance) || balance > TIER_MAX) return null;
  const current = tierOf(balance);
  if (current === 'platinum') return null;
  const next = current === 'none' ? 'silver' : current === 'silver' ? 'gold' : 'platinum';
  const from = current === 'none' ? 0 : TIER_MIN[current];
  const to = TIER_MIN[next];
  return { tier: next, remaining: to - balance, from, to };
}
