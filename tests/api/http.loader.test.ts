import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getClientInfo } from '@/api/generated/session/session';
import { buyIpo, sellIpo } from '@/api/generated/ipo/ipo';
import { createTradingAccount, getTradingAccountCurrencies } from '@/api/generated/trading/trading';
import { getWallets, getWalletsInfo } from '@/api/generated/wallets/wallets';
import { server } from '@/mocks/node';
import { selectLoading, useLoader } from '@/stores/loader';
import { useCleanClient, wallets } from './helpers';
import { newIdempotencyKey, withIdempotencyKey } from '@/api/idempotency';

const loading = () => selectLoading(useLoader.getState());
const pending = () => useLoader.getState().pending;

/** Answers `path` only when `release()` is called, so a test can look at the loader meanwhile. */
function gated(path: string, body: unknown, status = 200) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.use(
    mock.post(`*${path}`, async () => {
      await gate;
      return HttpResponse.json(body as never, { status });
    }),
  );
  return open;
}

/** Records every value `pending` takes while the test runs. */
function watchPending() {
  const values: number[] = [];
  const off = useLoader.subscribe((s) => values.push(s.pending));
  return { values, off };
}

const walletInfo = {
  wallet_id: 1,
  balance: 10,
  available: 10,
  reserved: 0,
  currency: 'USD',
  last_transactions: [],
};
const order = {
  id: 1,
  stock_id: 3,
  side: 'buy',
  quantity: 5,
  price: 10,
  amount: 50,
  status: 'completed',
  created_at: '2026-03-16T10:00:00Z',
};
const account = {
  id: 9,
  login: '700009',
  currency: { id: 1, name: 'US Dollar' },
  balance: 0,
  equity: 0,
  leverage: '1:100',
  server: 'Demo',
  created_at: '2026-03-16T10:00:00Z',
};

describe('global loader', () => {
  useCleanClient();

  it('turns on with the first pending request and off when the count is back to zero', async () => {
    const release = gated('/api/wallets', wallets);
    expect(loading()).toBe(false);

    const call = getWallets();
    await expect.poll(pending).toBe(1);
    expect(loading()).toBe(true);

    release();
    await call;
    expect(pending()).toBe(0);
    expect(loading()).toBe(false);
  });

  it('counts concurrent requests and stays on until the last settles, errors included', async () => {
    const releaseWallets = gated('/api/wallets', wallets);
    const releaseInfo = gated('/api/client-info', { message: 'boom' }, 422);

    const first = getWallets();
    const second = getClientInfo({}).catch((error: unknown) => error);
    await expect.poll(pending).toBe(2);

    releaseWallets();
    await first;
    expect(pending()).toBe(1);
    expect(loading()).toBe(true);

    releaseInfo();
    await second;
    expect(pending()).toBe(0);
    expect(loading()).toBe(false);
  });

  it('never touches the loader for the calls the specification keeps quiet', async () => {
    server.use(
      mock.post('*/api/wallets-info', () => HttpResponse.json(walletInfo)),
      mock.post('*/api/trading-account/currencies', () =>
        HttpResponse.json({ '1': ['USD', 'US Dollar'] }),
      ),
      mock.post('*/api/trading-account/create', () => HttpResponse.json({ data: account })),
      mock.post('*/api/ipo/buy', () => HttpResponse.json(order)),
      mock.post('*/api/ipo/sell', () => HttpResponse.json({ ...order, side: 'sell' })),
    );
    const { values, off } = watchPending();

    await Promise.all([
      getWalletsInfo({ wallet_id: 1 }),
      getTradingAccountCurrencies(),
      createTradingAccount({ currency_id: 1 }, withIdempotencyKey(newIdempotencyKey())),
      buyIpo({ stock_id: 3, quantity: 5 }, withIdempotencyKey(newIdempotencyKey())),
      sellIpo({ stock_id: 3, quantity: 5 }, withIdempotencyKey(newIdempotencyKey())),
    ]);
    off();

    expect(values).toEqual([]);
  });

  it('never touches the loader for a call made with showLoader: false (options or client-info body)', async () => {
    server.use(
      mock.post('*/api/wallets', () => HttpResponse.json(wallets)),
      mock.post('*/api/client-info', () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
    );
    const { values, off } = watchPending();

    await getWallets({ showLoader: false });
    await getClientInfo({ showLoader: false }).catch(() => {});
    off();

    expect(values).toEqual([]);
  });

  it('turns the loader on for a quiet call when the caller asks for it', async () => {
    server.use(mock.post('*/api/wallets-info', () => HttpResponse.json(walletInfo)));
    const { values, off } = watchPending();

    await getWalletsInfo({ wallet_id: 1 }, { showLoader: true });
    off();

    expect(values).toEqual([1, 0]);
  });

  it('turns the loader off when a request is aborted', async () => {
    server.use(
      mock.post('*/api/wallets', async () => {
        await delay('infinite');
        return HttpResponse.json(wallets);
      }),
    );
    const controller = new AbortController();

    const call = getWallets(undefined, controller.signal).catch((error: unknown) => error);
    await expect.poll(pending).toBe(1);
    controller.abort();
    await call;

    expect(pending()).toBe(0);
  });
});
