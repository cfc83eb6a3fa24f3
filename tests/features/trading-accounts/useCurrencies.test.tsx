import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberFormatProvider } from '@/design-system/NumberFormat';
import { useCurrencies } from '@/features/trading-accounts/useCurrencies';
import { server } from '@/mocks/node';
import { useLoader } from '@/stores/loader';
import { useCleanClient } from '../../api/helpers';
import { createTestQueryClient } from '../../utils/render';

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
      { id: 1, name: 'US Dollar', code: 'USD' },
      { id: 2, name: 'Euro', code: 'EUR' },
    ]);
    expect(pending).toEqual([]);
  });

  it('names each currency in the interface language, not in the backend’s English', async () => {
    server.use(
      mock.post('*/api/trading-account/currencies', () =>
        HttpResponse.json({ '1': ['USD', 'US Dollar'], '2': ['EUR', 'Euro'], '3': ['', 'Gold'] }),
      ),
    );
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <NumberFormatProvider locale="de">{children}</NumberFormatProvider>
      </QueryClientProvider>
    );

    const { result } = renderHook(() => useCurrencies(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.map((option) => option.name)).toEqual([
      'US-Dollar',
      'Euro',
      'Gold',
    ]);
  });
});
