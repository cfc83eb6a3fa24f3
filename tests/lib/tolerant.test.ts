import { describe, expect, it } from 'vitest';
import { amount, entries, isId, lookup, MalformedAnswer, readMeta, text } from '@/lib/tolerant';

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

  it('reads the entries that carry an integer id under the key and leaves the rest out', () => {
    const list = [{ id: 1, name: 'a' }, { id: '2' }, null, [3], { stock_id: 4 }, { id: 5 }];
    expect(entries(list, 'id', (raw) => [raw.id, text(raw.name)])).toEqual([
      [1, 'a'],
      [5, ''],
    ]);
    expect(entries(list, 'stock_id', (raw) => raw.stock_id)).toEqual([4]);
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
