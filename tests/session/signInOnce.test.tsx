import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useGetTradingAccountList } from '@/api/generated/trading/trading';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { server } from '@/mocks/node';
import { completeSignIn } from '@/session';
import { demoToken } from './helpers';

/** What the signed-in layout does on mount: observe the list and the wallets. */
function Layout() {
  useGetTradingAccountList();
  useGetWallets();
  return null;
}

describe('completeSignIn', () => {
  it('fetches the wallets and the trading-account list once each, though the layout mounts, goes and mounts again meanwhile', async () => {
    const seen: string[] = [];
    const aborted: string[] = [];
    server.use(
      http.post('*/api/:path*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        seen.push(path);
        request.signal.addEventListener('abort', () => aborted.push(path));
        // Slow enough that the layout mounts while the session's own load is under way.
        await delay(150);
        return undefined;
      }),
    );
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    const token = await demoToken();
    seen.length = 0;
    expect(await completeSignIn(queryClient, token, false)).toBe('ok');
    // The account data is still on its way when the layout mounts, goes (a suspended route, the
    // development double mount) and mounts again.
    const tree = (
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Layout />
        </QueryClientProvider>
      </StrictMode>
    );
    render(tree).unmount();
    render(tree);
    await waitFor(() =>
      expect(queryClient.getQueryState(['/api/wallets'])?.status ?? 'success').toBe('success'),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(seen.filter((path) => path === '/api/wallets')).toHaveLength(1);
    expect(seen.filter((path) => path === '/api/trading-account/list')).toHaveLength(1);
    expect(aborted).toEqual([]);
  });
});
