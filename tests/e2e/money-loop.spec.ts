import type { Page } from '@playwright/test';
import {
  countRequests,
  expect,
  expectNoAxeViolations,
  openLogin,
  ready,
  signIn,
  signInByApi,
  test,
  textField,
} from './helpers';

/*
 * The money loop against the production build and the HTTP demo backend: a card deposit through
 * the backend's stand-in provider (`redirect_url`, a loopback `http:` page) back to the return page
 * (call 53), and cancelling a pending withdrawal (call 52). The demo investor's main wallet holds
 * $ 12,345.60, of which $ 345.60 is reserved by a pending Skrill withdrawal.
 */

const CREATE = '/api/deposit/create';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Confirms a card deposit of `amount` into the main wallet; returns what call 30 received. */
async function cardDeposit(page: Page, amount: string) {
  const sent: { body: unknown; key: string | undefined }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CREATE)
      sent.push({ body: request.postDataJSON(), key: request.headers()['idempotency-key'] });
  });
  await page.goto('/en/deposit?wallet=1');
  await ready(page);
  await expect(page.getByRole('combobox', { name: /^Payment method/ })).toHaveValue('1');
  await textField(page, 'Amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Demo payment provider' })).toBeVisible();
  return sent;
}

test.describe('The money loop', () => {
  test('a card deposit comes back pending, then credited without a reload; a cancelled one can be tried again; a foreign id is not found; a pending withdrawal is cancelled from its row', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page);

    await test.step('a card deposit comes back to the return page: pending first, then credited without a reload', async () => {
      const sent = await cardDeposit(page, '100');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toEqual({
        wallet_id: 1,
        method_id: 1,
        amount: 100,
        return_url: `${baseURL}/en/deposit/return`,
      });
      expect(sent[0]!.key).toMatch(UUID);
      await expect(page.getByText('100.00 USD')).toBeVisible();

      // The demo backend confirms a paid deposit at once; the first look-up is answered "pending",
      // as a real provider's confirmation takes a moment. Only the first one.
      let first = true;
      await page.route('**/api/transaction', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        if (first) body.data.status = 'pending';
        first = false;
        await route.fulfill({ response, json: body });
      });
      const lookups = countRequests(page, 'POST', '/api/transaction');
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/en\/deposit\/return\?transaction=\d+$/);
      await expect(
        page.getByRole('heading', { name: 'Waiting for the payment to be confirmed' }),
      ).toBeVisible();
      await expect(page.getByText(/This page updates by itself/)).toBeVisible();
      await expectNoAxeViolations(page);
      // A mark on this document: still there when the deposit reads credited, so no reload came.
      await page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''));

      await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
      // $ 12,345.60 and the $ 100.00 less the card's 1.5 % fee.
      await expect(page.getByText('New balance').locator('..')).toContainText('$ 12,444.10');
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
      expect(lookups.length).toBeGreaterThanOrEqual(2);
      await expect(page.locator('html[data-same-page]')).toHaveCount(1);
      expect(sent).toHaveLength(1);
      await page.unroute('**/api/transaction');
    });

    await test.step('cancelled at the provider: not paid, and "Try again" fills in the same deposit', async () => {
      await cardDeposit(page, '75.50');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/en\/deposit\/return\?transaction=\d+$/);
      await expect(page.getByRole('heading', { name: 'Deposit not paid' })).toBeVisible();
      await expect(
        page.getByText(/The payment was cancelled, so nothing was charged/),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/en\/deposit\?wallet=1&amount=75\.5$/);
      await expect(textField(page, 'Amount')).toHaveValue('75.50');
    });

    await test.step('an id that is not one of the client’s deposits is "not found"', async () => {
      await page.goto('/en/deposit/return?transaction=999999');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Deposit not found' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'View transactions' })).toBeVisible();
    });

    await test.step('cancelling a pending withdrawal from its row: one request with a key, then the money is available again', async () => {
      const sent: { body: unknown; key: string | undefined }[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/withdraw/cancel')
          sent.push({ body: request.postDataJSON(), key: request.headers()['idempotency-key'] });
      });
      await page.goto('/en/wallet/1');
      await ready(page);
      const figures = page.getByRole('region', { name: 'Balance of this wallet' });
      await expect(figures).toContainText('$ 345.60');
      await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
      await expect(dialog).toContainText('$ 345.60');
      await expect(dialog).toContainText('Main wallet');
      await dialog.getByRole('button', { name: 'Cancel withdrawal' }).dblclick();
      await expect(
        page.getByText(/Withdrawal cancelled: \$ 345\.60 is available again/),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
      await expect(figures.getByText('Reserved').locator('..')).toContainText('$ 0.00');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toEqual({ transaction_id: expect.any(Number) });
      expect(sent[0]!.key).toMatch(UUID);
    });
  });
});

test.describe('The in-browser demo', () => {
  test('has a stand-in provider page of its own that pays and comes back @demo', async ({
    page,
  }) => {
    await openLogin(page);
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/home$/);
    await cardDeposit(page, '60');
    await expect(page).toHaveURL(/\/demo-provider\/[0-9a-f-]{36}$/);
    await expect(page.getByText('60.00 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en\/deposit\/return\?transaction=\d+$/);
    // The demo confirms a paid card deposit a few seconds later: pending first, then credited.
    await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  });
});
