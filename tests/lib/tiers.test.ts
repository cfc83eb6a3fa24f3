import { describe, expect, it } from 'vitest';
import { nextTier, tierOf } from '@/lib/tiers';

describe('tierOf', () => {
  it.each([
    [-100, 'none'],
    [0, 'none'],
    [9999, 'none'],
    [9999.99, 'none'],
    [10000, 'silver'],
    [10000.01, 'silver'],
    [49999, 'silver'],
    [49999.5, 'silver'],
    [49999.99, 'silver'],
    [50000, 'gold'],
    [249999, 'gold'],
    [249999.99, 'gold'],
    [250000, 'platinum'],
    [1e10, 'platinum'],
    [1e10 + 1, 'none'],
  ] as const)('puts a balance of %s in tier %s', (balance, tier) => {
    expect(tierOf(balance)).toBe(tier);
  });

  it('has no tier for a balance that is not a number', () => {
    expect(tierOf(Number.NaN)).toBe('none');
    expect(tierOf(Number.POSITIVE_INFINITY)).toBe('none');
  });
});

describe('nextTier', () => {
  it('counts the way to silver from zero when there is no tier yet', () => {
    expect(nextTier(0)).toEqual({ tier: 'silver', remaining: 10000, from: 0, to: 10000 });
    expect(nextTier(9999.99)?.remaining).toBeCloseTo(0.01);
  });

  it('counts the way from the current tier to the next one', () => {
    expect(nextTier(10000)).toEqual({ tier: 'gold', remaining: 40000, from: 10000, to: 50000 });
    expect(nextTier(42500)).toEqual({ tier: 'gold', remaining: 7500, from: 10000, to: 50000 });
    expect(nextTier(50000)).toEqual({
      tier: 'platinum',
      remaining: 200000,
      from: 50000,
      to: 250000,
    });
    expect(nextTier(249999)).toEqual({ tier: 'platinum', remaining: 1, from: 50000, to: 250000 });
  });

  it('has nothing above platinum nor for balances outside the defined range', () => {
    expect(nextTier(250000)).toBeNull();
    expect(nextTier(1e10)).toBeNull();
    expect(nextTier(1e10 + 1)).toBeNull();
    expect(nextTier(Number.NaN)).toBeNull();
  });
});
