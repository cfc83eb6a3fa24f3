import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '@/app/queryClient';
import { routes } from '@/app/router/routes';
import { themes } from '@/design-system/theme';
import { loadMessages } from '@/i18n/loadMessages';
import { resetDemoDb, SEEDED_TOKENS } from '@/mocks/db';
import { applyMockQuery, clearScenarios } from '@/mocks/scenarios';
import { useSession } from '@/stores/session';
import { call } from '../../mocks/api';
import { messagesOf } from '../../utils/render';

/*
 * Where transfers show outside their page: the sidebar's sections, the wallets' and trading
 * accounts' cards and pages, "Fund this account" on a new account; and nothing of them against a
 * backend that answers call 50 with 404 (the demo's `?mock=beyond:off`).
 */

function renderAt(path: string) {
  Cookies.set('token', SEEDED_TOKENS.demo);
  useSession.getState().hydrate();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={themes['light-theme']}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" defaultLocale="en" messages={messagesOf('en')}>
          <RouterProvider router={router} />
        </IntlProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

const slow = { timeout: 10_000 };
const sections = async () =>
  within(await screen.findByRole('complementary', { name: 'Profile and balance' }, slow)).getByRole(
    'navigation',
    { name: 'More sections' },
  );
/** The card (list item) headed `name`: its own links. */
const card = async (name: string) =>
  within((await screen.findByRole('heading', { name }, slow)).closest('li') as HTMLElement);

/** Call 51 has had its 404: from here on, anything of transfers would be a trace. */
const settled = () =>
  waitFor(
    () =>
      expect(queryClient.getQueryData(['transfers', 'limits'])).toEqual({ kind: 'not-offered' }),
    slow,
  );

beforeAll(async () => {
  await Promise.all([
    loadMessages('en'),
    ...[
      'wallets',
      'wallet-detail',
      'trading-accounts',
      'trading-account-detail',
      'transfer',
      'transactions',
    ].map((name) => import(`../../../src/app/routes/${name}.tsx`)),
  ]);
});
afterEach(() => {
  queryClient.clear();
  clearScenarios();
  resetDemoDb();
});

describe('transfers offered', () => {
  it('the sidebar lists the section and each wallet card offers a transfer out of it', async () => {
    renderAt('/en/wallet/wallets');
    const nav = await sections();
    expect(await within(nav).findByRole('link', { name: 'Transfer' }, slow)).toHaveAttribute(
      'href',
      '/en/transfer',
    );
    expect(
      await (await card('Main wallet')).findByRole('link', { name: 'Transfer' }, slow),
    ).toHaveAttribute('href', '/en/transfer?from=wallet:1');
    expect((await card('EUR wallet')).getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/en/transfer?from=wallet:2',
    );
    // Last: it appears after the first paint, below every entry already there.
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.at(-1)).toBe('Transfer');
  });

  it('a wallet page offers it, preselecting the wallet as the source', async () => {
    renderAt('/en/wallet/1');
    await screen.findByRole('heading', { level: 1, name: 'Main wallet' }, slow);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Transfer' }, slow)).toHaveAttribute(
      'href',
      '/en/transfer?from=wallet:1',
    );
  });

  it('a trading account page offers it, preselecting the account as the destination', async () => {
    renderAt('/en/trading-account/302');
    await screen.findByRole('heading', { level: 1, name: 'Account 5100302' }, slow);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Transfer' }, slow)).toHaveAttribute(
      'href',
      '/en/transfer?to=trading_account:302',
    );
  });

  it('a new (empty) trading account offers "Fund this account", to the transfer', async () => {
    const opened = await call('/api/trading-account/create', { currency_id: 1 });
    const { id, login } = opened.data.data as { id: number; login: string };
    renderAt('/en/trading-account/accounts');
    expect(
      await (
        await card(`Account ${login}`)
      ).findByRole('link', { name: 'Fund this account' }, slow),
    ).toHaveAttribute('href', `/en/transfer?to=trading_account:${id}`);
    expect((await card('Account 5100301')).getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/en/transfer?to=trading_account:301',
    );
  });

  it('the transactions page offers "Transfer" among the types to filter by', async () => {
    renderAt('/en/transactions');
    const type = await screen.findByRole('combobox', { name: 'Type' }, slow);
    expect(await within(type).findByRole('option', { name: 'Transfer' }, slow)).toBeInTheDocument();
  });
});

describe('transfers not offered (call 51 answers 404)', () => {
  it('no section, and no transfer on the wallet cards', async () => {
    applyMockQuery('?mock=beyond:off');
    renderAt('/en/wallet/wallets');
    const nav = await sections();
    await screen.findByRole('heading', { name: 'Main wallet' }, slow);
    await settled();
    expect(within(nav).getByRole('link', { name: 'Wallets' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: /Transfer/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Transfer/ })).toBeNull();
    expect(document.body).not.toHaveTextContent(/transfer/i);
  });

  it('no transfer on a wallet page', async () => {
    applyMockQuery('?mock=beyond:off');
    renderAt('/en/wallet/1');
    await screen.findByRole('link', { name: 'Withdraw' }, slow);
    await settled();
    expect(screen.queryByRole('link', { name: /Transfer/ })).toBeNull();
  });

  it('no transfer, and no "Fund" on a funded account, on the trading accounts page', async () => {
    applyMockQuery('?mock=beyond:off');
    renderAt('/en/trading-account/accounts');
    await screen.findByRole('heading', { name: 'Account 5100301' }, slow);
    await settled();
    expect(screen.queryByRole('link', { name: /Transfer|Fund/ })).toBeNull();
  });

  it('"Fund this account" on a new account leads to the deposit page instead', async () => {
    applyMockQuery('?mock=beyond:off');
    const opened = await call('/api/trading-account/create', { currency_id: 1 });
    const { login } = opened.data.data as { login: string };
    renderAt('/en/trading-account/accounts');
    expect(
      await (
        await card(`Account ${login}`)
      ).findByRole('link', { name: 'Fund this account' }, slow),
    ).toHaveAttribute('href', '/en/deposit');
    expect(screen.queryByRole('link', { name: /^Transfer/ })).toBeNull();
  });

  it('the transactions page offers no "Transfer" type to filter by', async () => {
    applyMockQuery('?mock=beyond:off');
    renderAt('/en/transactions');
    const type = await screen.findByRole('combobox', { name: 'Type' }, slow);
    await settled();
    const options = within(type)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Deposit');
    expect(options).not.toContain('Transfer');
    await screen.findAllByRole('cell', { name: 'Deposit' }, slow);
    expect(screen.queryAllByRole('cell', { name: 'Transfer' })).toHaveLength(0);
    // "Bank transfer" names a payment method (and its pending note), not a transfer.
    const text = screen.getByRole('main').textContent ?? '';
    expect(text.replace(/bank transfer/gi, '')).not.toMatch(/transfer/i);
  });

  it('the transfer address is a page that does not exist', async () => {
    applyMockQuery('?mock=beyond:off');
    renderAt('/en/transfer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow),
    ).toBeVisible();
    await settled();
    expect(screen.queryByRole('combobox', { name: /^From/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Transfer/ })).toBeNull();
  });
});
