import { describe, expect, it } from 'vitest';
import {
  buyProblem,
  calculate,
  holdingResult,
  orderAmount,
  parseQuantity,
  sellProblem,
  sharesFor,
  smallestOrder,
} from '@/features/ipo/ipoMath';

const aurora = { lot_size: 10, min_quantity: 10, price_min: 24, price_max: 26 };
const helix = { lot_size: 5, min_quantity: 20, price_max: 16 };

describe('ipoMath', () => {
  it('reads whole quantities only', () => {
    expect(parseQuantity(' 40 ')).toBe(40);
    expect(parseQuantity('1,000')).toBe(1000);
    expect(parseQuantity('12.5')).toBeNull();
    expect(parseQuantity('-5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('starts at the minimum raised to whole lots', () => {
    expect(smallestOrder(helix)).toBe(20);
    expect(smallestOrder({ lot_size: 10, min_quantity: 15 })).toBe(20);
    expect(smallestOrder({ lot_size: 10, min_quantity: 1 })).toBe(10);
  });

  it('explains a buy quantity that cannot be sent', () => {
    expect(buyProblem('', aurora, 1000)).toEqual({ kind: 'empty' });
    expect(buyProblem('2.5', aurora, 1000)).toEqual({ kind: 'notWhole' });
    expect(buyProblem('15', helix, 1000)).toEqual({ kind: 'belowMinimum', minimum: 20 });
    expect(buyProblem('25', aurora, 1000)).toEqual({
      kind: 'notLotMultiple',
      lot: 10,
      lower: 20,
      upper: 30,
    });
    // Above the minimum but below the smallest whole-lot order: two different orders to choose.
    expect(buyProblem('23', { ...aurora, lot_size: 5, min_quantity: 22 }, null)).toEqual({
      kind: 'notLotMultiple',
      lot: 5,
      lower: 25,
      upper: 30,
    });
    expect(buyProblem('40', aurora, 1000)).toEqual({
      kind: 'unaffordable',
      amount: 1040,
      balance: 1000,
    });
    expect(buyProblem('30', aurora, 1000)).toBeNull();
    // Exactly the balance is affordable; an unknown balance is left to the server.
    expect(buyProblem('40', aurora, 1040)).toBeNull();
    expect(buyProblem('4000', aurora, null)).toBeNull();
  });

  it('explains a sell quantity over what is held', () => {
    expect(sellProblem('101', 100)).toEqual({ kind: 'overHeld', held: 100 });
    expect(sellProblem('0', 100)).toEqual({ kind: 'notWhole' });
    expect(sellProblem('100', 100)).toBeNull();
  });

  it('counts money in cents', () => {
    expect(orderAmount(3, 0.1)).toBe(0.3);
    expect(orderAmount(30, 29.85)).toBe(895.5);
  });

  it('rounds shares down to whole lots, without losing an exact lot to floating point', () => {
    expect(sharesFor(1000, 26, 10)).toBe(30);
    expect(sharesFor(520, 26, 10)).toBe(20);
    expect(sharesFor(0.3, 0.1, 1)).toBe(3);
    expect(sharesFor(100, 26, 10)).toBe(0);
  });

  it('calculates both ends of the range from an amount, with the gain at a listing price', () => {
    const result = calculate('amount', {
      ...range(aurora),
      amount: 1000,
      shares: null,
      listing: 30,
    });
    expect(result?.top).toEqual({
      price: 26,
      shares: 30,
      cost: 780,
      gain: 120,
      gainPercent: (120 / 780) * 100,
    });
    expect(result?.bottom).toMatchObject({ price: 24, shares: 40, cost: 960, gain: 240 });
  });

  it('calculates what shares cost, and nothing until the inputs are usable', () => {
    expect(
      calculate('shares', { ...range(aurora), amount: null, shares: 50, listing: null }),
    ).toEqual({
      top: { price: 26, shares: 50, cost: 1300, gain: null, gainPercent: null },
      bottom: { price: 24, shares: 50, cost: 1200, gain: null, gainPercent: null },
    });
    expect(
      calculate('amount', { ...range(aurora), amount: null, shares: null, listing: null }),
    ).toBeNull();
    expect(
      calculate('amount', {
        priceMin: 0,
        priceMax: 26,
        lot: 10,
        amount: 100,
        shares: null,
        listing: null,
      }),
    ).toBeNull();
    // A range typed upside down still reads as bottom and top.
    expect(
      calculate('shares', {
        priceMin: 26,
        priceMax: 24,
        lot: 10,
        amount: null,
        shares: 10,
        listing: null,
      })?.top.price,
    ).toBe(26);
  });

  it('works out a holding’s value and profit or loss', () => {
    expect(holdingResult(100, 23, 29.85)).toEqual({
      value: 2985,
      cost: 2300,
      pnl: 685,
      pnlPercent: (685 / 2300) * 100,
    });
    expect(holdingResult(100, 42, 36.1).pnl).toBe(-590);
  });
});

function range({
  price_min,
  price_max,
  lot_size,
}: {
  price_min: number;
  price_max: number;
  lot_size: number;
}) {
  return { priceMin: price_min, priceMax: price_max, lot: lot_size };
}
