import { describe, expect, it } from 'vitest';
import { mapCurrencies } from '@/api/readers/currencies';

describe('mapCurrencies', () => {
  it('maps id → name (index 1) and code (index 0) in key order', () => {
    expect(
      mapCurrencies({
        '2': ['EUR', 'Euro'],
        '1': ['USD', 'US Dollar'],
        '10': ['GBP', 'Pound sterling'],
      }),
    ).toEqual([
      { id: 1, name: 'US Dollar', code: 'USD' },
      { id: 2, name: 'Euro', code: 'EUR' },
      { id: 10, name: 'Pound sterling', code: 'GBP' },
    ]);
  });

  it('keeps non-numeric ids as strings', () => {
    expect(mapCurrencies({ usdt: ['USDT', 'Tether'] })).toEqual([
      { id: 'usdt', name: 'Tether', code: '' },
    ]);
  });

  it('skips short arrays and garbage entries', () => {
    const map = {
      '1': ['USD'],
      '2': 'EUR',
      '3': null,
      '4': ['CZK', 42],
      '5': ['PLN', 'Złoty'],
    } as never;
    expect(mapCurrencies(map)).toEqual([{ id: 5, name: 'Złoty', code: 'PLN' }]);
  });

  it('gives an empty list for anything that is not an object', () => {
    expect(mapCurrencies(null)).toEqual([]);
    expect(mapCurrencies([['USD', 'US Dollar']])).toEqual([]);
    expect(mapCurrencies('USD')).toEqual([]);
  });
});
