import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useChangeLocale } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { createTestQueryClient } from '../utils/render';

describe('useChangeLocale', () => {
  it('asks again for what the server wrote in the old language, in the new one', async () => {
    const queryClient = createTestQueryClient();
    const asked: string[] = [];
    const location: { current: Location | null } = { current: null };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/en/wallet/wallets']}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        location.current = useLocation();
        // Stands for a page's query: the language it was answered in is the store's at the time.
        const wallets = useQuery({
          queryKey: ['wallets'],
          queryFn: () => {
            asked.push(usePreferences.getState().locale);
            return [{ name: `wallet (${usePreferences.getState().locale})` }];
          },
        });
        return { change: useChangeLocale(), wallets };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.wallets.data).toEqual([{ name: 'wallet (en)' }]));

    await act(() => result.current.change('de'));

    expect(location.current?.pathname).toBe('/de/wallet/wallets');
    await waitFor(() => expect(result.current.wallets.data).toEqual([{ name: 'wallet (de)' }]));
    expect(asked).toEqual(['en', 'de']);
  });
});
