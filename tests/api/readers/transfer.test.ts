import { describe, expect, it } from 'vitest';
import { readTransferLimits } from '@/api/readers/transfer';
import { MalformedAnswer } from '@/lib/tolerant';

describe('readTransferLimits (call 51)', () => {
  it('reads the limits, amounts sent as numbers or decimal strings', () => {
    expect(readTransferLimits({ min_amount: 1, max_amount: 50000 })).toEqual({
      min: 1,
      max: 50000,
    });
    expect(readTransferLimits({ min_amount: '10.50', max_amount: '2500.00' })).toEqual({
      min: 10.5,
      max: 2500,
    });
  });

  it('reads max_amount null as no upper limit, and a minimum of 0 as one cent', () => {
    expect(readTransferLimits({ min_amount: 0, max_amount: null })).toEqual({
      min: 0.01,
      max: null,
    });
  });

  it.each([
    ['no object', null],
    ['no minimum', { max_amount: 100 }],
    ['a minimum of the wrong kind', { min_amount: 'lots', max_amount: 100 }],
    ['a negative minimum', { min_amount: -1, max_amount: 100 }],
    ['a maximum under the minimum', { min_amount: 100, max_amount: 10 }],
    ['a maximum that is no amount', { min_amount: 1, max_amount: {} }],
  ])('refuses %s (transfers then stay hidden)', (_, answer) => {
    expect(() => readTransferLimits(answer)).toThrow(MalformedAnswer);
  });
});
