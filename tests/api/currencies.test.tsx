import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mapCurrencies, useCurrencies } from '@/api/currencies';
import { server } from '@/mocks/node';
import { useLoader } from '@/stores/loader';
import { createTestQueryClient } from '../utils/render';
import { useCleanClient } from './helpers';

describe('mapCurrencies', () => {
  it('maps id → name (index 1) in key order', () => {
    expect(
      mapCurrencies({
        '2': ['EUR', 'Euro'],
        '1': ['USD', 'US Dollar'],
        '10': ['GBP', 'Pound sterling'],
      }),
    ).toEqual([
      { id: 1, name: 'US Dollar' },
      { id: 2, name: 'Euro' },
      { id: 10, name: 'Pound sterling' },
    ]);
  });

  it('keeps non-numeric ids as strings', () => {
    expect(mapCurrencies({ usdt: ['USDT', 'Tether'] })).toEqual([{ id: 'usdt', name: 'Tether' }]);
  });

  it('skips short arrays and garbage entries', () => {
    const map = {
      '1': ['USD'],
      '2': 'EUR',
      '3': null,
      '4': ['CZK', 42],
      '5': ['PLN', 'Złoty'],
    } as never;
    expect(mapCurrencies(map)).toEqual([{ id: 5, name: 'Złoty' }]);
  });

  it('gives an empty list for anything that is not an object', () => {
    expect(mapCurrencies(null)).toEqual([]);
    expect(mapCurrencies([['USD', 'US Dollar']])).toEqual([]);
    expect(mapCurrencies('USD')).toEqual([]);
  });
});

describe('useCurrencies', () => {
  useCleanClient();

  it('loads the currencies as { id, name }[] without the global loader', async () => {
    server.use(
      mock.post('*/api/trading-account/currencies', () =>
        HttpResponse.json({ '1': ['USD', 'US Dollar'], '2': ['EUR', 'Euro'] }),
      ),
    );
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const pending: number[] = [];
    const off = useLoader.subscribe((s) => pending.push(s.pending));

    const { result } = renderHook(() => useCurrencies(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    off();
    expect(result.current.data).toEqual([
      { id: 1, name: 'US Dollar' },
      { id: 2, name: 'Euro' },
    ]);
    expect(pending).toEqual([]);
  });
});
