import { describe, expect, it } from 'vitest';
import {
  amount,
  entries,
  every,
  isId,
  lookup,
  MalformedAnswer,
  readAmount,
  readMeta,
  text,
  textual,
} from '@/lib/tolerant';

describe('tolerant readers', () => {
  it('keeps values of the right type and falls back otherwise', () => {
    expect(text('Dana')).toBe('Dana');
    expect(text(12)).toBe('');
    expect(amount(12.5)).toBe(12.5);
    expect(amount('12345.60')).toBe(12345.6);
    expect(amount('-5')).toBe(-5);
    expect(amount('12,5')).toBeNaN();
    expect(amount('1e5')).toBeNaN();
    expect(amount('')).toBeNaN();
    expect(amount(null)).toBeNaN();
    expect(isId(7)).toBe(true);
    expect(isId(7.5)).toBe(false);
    expect(isId(2 ** 53)).toBe(false);
  });

  it('reads a display string from a string or a number, nothing else', () => {
    expect(textual('Dana')).toBe('Dana');
    expect(textual(81234567)).toBe('81234567');
    expect(textual({ name: 'Dana' })).toBe('');
    expect(textual(null)).toBe('');
  });

  it('reads an amount where the contract puts one: a missing one is unknown, a wrong one unreadable', () => {
    expect(readAmount(12.5)).toBe(12.5);
    expect(readAmount('12345.60')).toBe(12345.6);
    expect(readAmount(' -0.5 ')).toBe(-0.5);
    expect(readAmount(undefined)).toBeNaN();
    expect(readAmount(null)).toBeNaN();
    for (const wrong of ['12,5', '1e5', '', 'lots', {}, [100], true]) {
      expect(() => readAmount(wrong)).toThrow(MalformedAnswer);
    }
  });

  it('reads every entry that carries an integer id under the key', () => {
    const list = [{ id: 1, name: 'a' }, { id: 5 }];
    expect(entries(list, 'id', (raw) => [raw.id, text(raw.name)])).toEqual([
      [1, 'a'],
      [5, ''],
    ]);
    expect(entries([{ stock_id: 4 }], 'stock_id', (raw) => raw.stock_id)).toEqual([4]);
    expect(entries([], 'id', (raw) => raw)).toEqual([]);
  });

  // A shorter list would read as the truth ("No wallets yet"): the page shows its error instead.
  it.each([
    [[{ id: 1 }, { id: '2' }]],
    [[{ id: 1 }, null]],
    [[[3]]],
    [[{ stock_id: 4 }]],
    [[{ id: 1.5 }]],
  ])('refuses a list with an entry it cannot read: %j', (list) => {
    expect(() => entries(list, 'id', (raw) => raw)).toThrow(MalformedAnswer);
  });

  it('refuses a list where the reader finds an entry it cannot read', () => {
    const read = (raw: Record<string, unknown>) =>
      typeof raw.ticker === 'string' ? raw.ticker : null;
    expect(every([{ ticker: 'NSM' }], read)).toEqual(['NSM']);
    expect(() => every([{ ticker: 'NSM' }, { ticker: 7 }], read)).toThrow(MalformedAnswer);
    expect(() => every({ ticker: 'NSM' }, read)).toThrow(MalformedAnswer);
  });

  it.each([undefined, null, '<html>', { data: [] }])('refuses %j where a list belongs', (value) => {
    expect(() => entries(value, 'id', (raw) => raw)).toThrow(MalformedAnswer);
  });

  it('bounds pagination facts and fills in what is missing from the rows', () => {
    expect(readMeta({ current_page: 3, last_page: 2, per_page: 10, total: 25 }, 10)).toEqual({
      current_page: 2,
      last_page: 2,
      per_page: 10,
      total: 25,
    });
    expect(readMeta({ last_page: 5_000_000, current_page: 0.5, total: -1 }, 4)).toEqual({
      current_page: 1,
      last_page: 10_000,
      per_page: 4,
      total: 4,
    });
    expect(readMeta('<html>', 0)).toEqual({ current_page: 1, last_page: 1, per_page: 1, total: 0 });
  });
});

describe('lookup', () => {
  it('finds own entries only, never what every object inherits', () => {
    const labels = { pending: 'Pending', done: 'Done' };
    expect(lookup(labels, 'pending')).toBe('Pending');
    for (const key of ['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(lookup(labels, key)).toBeUndefined();
    }
  });
});
