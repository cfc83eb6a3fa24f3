import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { textField } from '../e2e/helpers';
import { api, expectNotBlank, signIn, watchErrors } from './faults.helpers';

/**
 * What a real backend may send, read as the contract's conventions say (production build, mocking
 * off: no schema check saves the page): amounts as decimal strings are amounts; a list whose
 * entries cannot be read is the page's error state with a retry in place, never "No … yet".
 */

const RETRY = { name: 'Try again' } as const;
const NOTHING_YET = /No .* yet/;

/** The backend's own answer to `call`, changed by `change` before the page gets it. */
async function rewrite(
  page: Page,
  call: string,
  change: (body: unknown, request: Request) => unknown,
) {
  await page.route(api(call), async (route: Route) => {
    const response = await route.fetch();
    const body = change(await response.json(), route.request());
    await route.fulfill({ response, body: JSON.stringify(body) });
  });
}

/** Every number under the keys named, as the decimal string a Laravel `decimal` cast sends. */
const asDecimalStrings = (keys: string[]) => {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        keys.includes(key) && typeof inner === 'number' ? inner.toFixed(2) : visit(inner),
      ]),
    );
  };
  return visit;
};

test.describe('answers as a real backend sends them (production build)', () => {
  test('balances sent as decimal strings show in full, in the sidebar and on the wallets page', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signIn(page);
    const sent: number[] = [];
    await rewrite(page, 'wallets', (body) => {
      for (const wallet of body as { balance: number }[]) sent.push(wallet.balance);
      return asDecimalStrings(['balance'])(body);
    });
    await page.goto('/en/wallet/wallets');
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    // The main wallet's balance (USD), as the backend holds it now, with its cents.
    const main = `$ ${sent[0]!.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(page.getByRole('main').getByText(main).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Profile and balance' })).toContainText(
      main,
    );
    // No amount the page could not read ("—").
    await expect(page.getByText('—', { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('limits and fee sent as decimal strings: the fee shows, and an amount over the limit never leaves', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signIn(page);
    const sent: { name: string; max_amount: number }[] = [];
    await rewrite(page, 'deposit/methods', (body) => {
      sent.push(...(body as { data: { name: string; max_amount: number }[] }).data);
      return asDecimalStrings(['min_amount', 'max_amount', 'fee_percent'])(body);
    });
    const created: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/deposit/create') created.push(request.url());
    });
    await page.goto('/en/deposit?wallet=1');
    const method = page.getByRole('combobox', { name: /^Payment method/ });
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const chosen = sent[0]!;
    await method.selectOption({ label: chosen.name });
    await expect(page.getByText(/Limits .+ to .+ · fee [\d.]+%/)).toBeVisible();
    await expect(page.getByText(/NaN/)).toHaveCount(0);
    await textField(page, 'Amount').fill(String(Math.floor(chosen.max_amount) + 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^Enter an amount from .+ to .+\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check and confirm' })).toHaveCount(0);
    expect(created).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('transaction amounts sent as decimal strings show signed, in full', async ({ page }) => {
    const errors = watchErrors(page);
    await signIn(page);
    let rows = 0;
    await rewrite(page, 'transactions', (body, request) => {
      // Home's five newest (per_page 5), asked for once home has painted, may still be on its way
      // when the page changes: its answer is not the table's.
      if ((request.postDataJSON() as { per_page?: number } | null)?.per_page !== 5)
        rows = (body as { data: unknown[] }).data.length;
      return asDecimalStrings(['amount'])(body);
    });
    await page.goto('/en/transactions');
    await expect.poll(() => rows).toBeGreaterThan(0);
    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(rows + 1);
    // Every amount with its digits: no "+—" or "−—" for an amount the page could not read.
    await expect(table.getByText(/^[+\u2212]?\S* ?[\d,]+\.\d{2}$/)).toHaveCount(rows);
    await expect(table.getByText(/^[+\u2212]—$/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  const UNREADABLE: [
    path: string,
    call: string,
    body: unknown,
    loaded: (main: Locator) => Locator,
  ][] = [
    [
      '/en/wallet/wallets',
      'wallets',
      [{ id: 'w-1', name: 'Main wallet', currency: 'USD', balance: { value: 1 } }],
      (main) => main.getByRole('link', { name: 'Main wallet' }),
    ],
    [
      '/en/transactions',
      'transactions',
      {
        data: [{ id: 't-1', type: 'deposit', status: 'completed', amount: [100] }],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
      },
      (main) => main.getByRole('table').getByRole('row').nth(1),
    ],
    [
      '/en/ipo/calendar',
      'ipo/calendar',
      [{ id: 'ipo-1', company: 'Aurora', price_min: {} }],
      (main) => main.getByText('Aurora Grid Energy').first(),
    ],
  ];

  // One session, list page after list page: each step loads its page afresh with its own fault.
  test('entries of the wrong kind on every list are the error state with a retry, never "nothing yet"', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signIn(page);
    for (const [path, call, body, loaded] of UNREADABLE) {
      await test.step(`entries of the wrong kind on ${path} are the error state with a retry, never "nothing yet"`, async () => {
        await page.route(api(call), (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify(body),
          }),
        );
        await page.goto(path);
        await expectNotBlank(page);
        const main = page.getByRole('main');
        await expect(main.getByRole('button', RETRY).first()).toBeVisible();
        await expect(main.getByText(NOTHING_YET)).toHaveCount(0);
        // The backend is right again: the retry in place brings the list.
        await page.unroute(api(call));
        await main.getByRole('button', RETRY).first().click();
        await expect(loaded(main)).toBeVisible();
        await expect(main.getByRole('button', RETRY)).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }
  });
});
