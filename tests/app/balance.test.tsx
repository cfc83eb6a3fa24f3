import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetClientInfoResponseMock } from '@/api/generated/session/session.msw';
import { AppBalanceBar } from '@/app/shell/AppBalanceBar';
import { AppSidebar } from '@/app/shell/AppSidebar';
import { WalletBalances } from '@/features/wallets/WalletBalances';
import { server } from '@/mocks/node';
import { ShownFailuresProvider } from '@/page/QueryStates';
import { userQueryKey } from '@/session';
import { clearWhenSettled, createTestQueryClient, renderWithProviders } from '../utils/render';
import { withoutResponseValidation } from '../utils/validation';

/*
 * The balance in the frame (the sidebar from lg up, the bar below) as a real backend may send it,
 * with the response validation of development builds off, as in production: amounts as decimal
 * strings are amounts, and wallets it cannot read are the balance's error with a retry, never
 * "No wallet yet".
 */
withoutResponseValidation();

const WALLETS = '*/api/wallets';
const WALLETS_INFO = '*/api/wallets-info';
/** The main wallet's figures: $ 345.60 of its balance held by a pending withdrawal. */
const figures = {
  wallet_id: 1,
  balance: '12345.60',
  available: '12000.00',
  reserved: '345.60',
  currency: 'USD',
  last_transactions: [],
};
const main = { id: 1, name: 'Main wallet', currency: 'usd', balance: '12345.60' };

/**
 * This test's client. Its last call must be answered before the next test's handlers are in
 * place: a test that ends as the frame asks for the reserved part (a retried balance) would
 * otherwise count against the next one's `wallets-info`.
 */
let queryClient = createTestQueryClient();
afterEach(() => clearWhenSettled(queryClient));

function renderFrame(page?: ReactNode) {
  queryClient = createTestQueryClient();
  queryClient.setQueryData(userQueryKey(), {
    ...getGetClientInfoResponseMock(),
    first_name: 'Dana',
    second_name: 'Reyes',
    status: 'active',
  });
  renderWithProviders(
    <ShownFailuresProvider>
      <AppBalanceBar />
      <AppSidebar />
      {page}
    </ShownFailuresProvider>,
    { queryClient },
  );
  return {
    sidebar: screen.getByRole('complementary', { name: 'Profile and balance' }),
    // Hidden from lg up, where the sidebar shows the balance (jsdom applies that rule).
    bar: screen.getByLabelText('Balance', { selector: 'section' }),
  };
}

describe('the balance in the frame', () => {
  it('shows a balance sent as a decimal string in full, in the sidebar and in the bar', async () => {
    server.use(http.post(WALLETS, () => HttpResponse.json([main])));
    const { sidebar, bar } = renderFrame();
    expect(await within(sidebar).findByText('$ 12,345.60')).toBeVisible();
    expect(await within(bar).findByText('$ 12,345.60')).toBeInTheDocument();
  });

  it('says the balance could not be loaded when the wallets are unreadable, and retries in place', async () => {
    let unreadable = true;
    server.use(
      http.post(WALLETS, () =>
        HttpResponse.json(
          unreadable
            ? [{ id: 'w-1', name: 'Main wallet', currency: 'USD', balance: { value: 1 } }]
            : [main],
        ),
      ),
    );
    const { sidebar, bar } = renderFrame();
    expect(await within(sidebar).findByText('The balance could not be loaded.')).toBeVisible();
    expect(await within(bar).findByText('The balance could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No wallet yet')).not.toBeInTheDocument();
    unreadable = false;
    await userEvent.setup().click(within(sidebar).getByRole('button', { name: 'Retry' }));
    expect(await within(sidebar).findByText('$ 12,345.60')).toBeVisible();
  });

  it('stays quiet when the page says the wallets failed: one failure, one message, one retry', async () => {
    let failing = true;
    server.use(
      http.post(WALLETS, () =>
        failing
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json([main]),
      ),
    );
    let hidePage = () => {};
    function Page() {
      const [shown, setShown] = useState(true);
      hidePage = () => setShown(false);
      return shown ? <WalletBalances /> : null;
    }
    const { sidebar, bar } = renderFrame(<Page />);
    expect(await screen.findByText('Your wallets could not be loaded')).toBeVisible();
    expect(within(sidebar).getByText('Not loaded, see the page')).toBeInTheDocument();
    expect(within(bar).getByText('Not loaded, see the page')).toBeInTheDocument();
    expect(screen.queryByText('No wallet yet')).not.toBeInTheDocument();
    expect(screen.queryByText('The balance could not be loaded.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Retry|Try again/ })).toHaveLength(1);
    // A page that does not show the wallets: the frame says it itself, with its retry.
    act(() => hidePage());
    expect(await within(sidebar).findByText('The balance could not be loaded.')).toBeVisible();
    failing = false;
    await userEvent.setup().click(within(sidebar).getByRole('button', { name: 'Retry' }));
    expect(await within(sidebar).findByText('$ 12,345.60')).toBeVisible();
  });

  it('calls it the balance and names its reserved part: nothing under the word "available" but what may leave', async () => {
    let asked = 0;
    server.use(
      http.post(WALLETS, () => HttpResponse.json([main])),
      http.post(WALLETS_INFO, () => {
        asked += 1;
        return HttpResponse.json(figures);
      }),
    );
    const { sidebar, bar } = renderFrame();
    expect(await within(sidebar).findByText('of which $ 345.60 reserved')).toBeVisible();
    expect(await within(bar).findByText('of which $ 345.60 reserved')).toBeInTheDocument();
    for (const frame of [sidebar, bar]) {
      expect(within(frame).getByText('Balance')).toBeInTheDocument();
      expect(within(frame).getByText('$ 12,345.60')).toBeInTheDocument();
      expect(frame.textContent).not.toMatch(/available/i);
    }
    // One call for both (the sidebar and the bar share the wallet's figures).
    expect(asked).toBe(1);
  });

  it('asks for the reserved part again when the wallets are refreshed (a money movement)', async () => {
    let reserved = '345.60';
    server.use(
      http.post(WALLETS, () => HttpResponse.json([main])),
      http.post(WALLETS_INFO, () => HttpResponse.json({ ...figures, reserved })),
    );
    queryClient = createTestQueryClient();
    queryClient.setQueryData(userQueryKey(), {
      ...getGetClientInfoResponseMock(),
      first_name: 'Dana',
      second_name: 'Reyes',
      status: 'active',
    });
    renderWithProviders(<AppSidebar />, { queryClient });
    expect(await screen.findByText('of which $ 345.60 reserved')).toBeVisible();
    reserved = '0';
    await act(() => queryClient.invalidateQueries({ queryKey: ['POST', '/api/wallets'] }));
    expect(await screen.findByText('nothing reserved')).toBeVisible();
  });

  it.each([
    ['a message instead of figures', { message: 'weird' }],
    ['figures wrapped in `data`', { data: figures }],
    ['an available amount in words', { ...figures, available: 'lots' }],
  ])(
    'keeps the balance and says the reserved part was not loaded when wallets-info answers %s',
    async (_, body) => {
      let answer: object = body;
      server.use(
        http.post(WALLETS, () => HttpResponse.json([main])),
        http.post(WALLETS_INFO, () => HttpResponse.json(answer)),
      );
      const { sidebar } = renderFrame();
      expect(await within(sidebar).findByText('Reserved part not loaded.')).toBeVisible();
      expect(within(sidebar).getByText('$ 12,345.60')).toBeVisible();
      expect(sidebar.textContent).not.toMatch(/available/i);
      answer = figures;
      await userEvent.setup().click(within(sidebar).getByRole('button', { name: 'Retry' }));
      expect(await within(sidebar).findByText('of which $ 345.60 reserved')).toBeVisible();
    },
  );
});
