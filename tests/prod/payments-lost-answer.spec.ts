import { expect, test, type Page } from '@playwright/test';
import { ready, textField } from '../e2e/helpers';
import { api, signIn, watchErrors } from './faults.helpers';

/**
 * A deposit whose answer is lost, against the production build and the demo backend over HTTP:
 * the request reaches the backend, which carries it out, and the connection drops before the
 * answer (`route.fetch()`, then `route.abort()`). The page must not make a second deposit, however
 * the client goes on.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Opens the deposit form and gets to the confirmation of `amount` dollars by Skrill. */
async function confirmStep(page: Page, amount: string) {
  await page.goto('/en/deposit?wallet=1');
  await ready(page);
  await page.getByRole('combobox', { name: /^Payment method/ }).selectOption({ label: 'Skrill' });
  await textField(page, 'Amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeFocused();
}

/**
 * Lets the first deposit request reach the backend and drops its answer; later ones pass. Returns
 * the keys and the Authorization header the requests carried.
 */
async function loseFirstAnswer(page: Page) {
  const seen = { keys: [] as (string | undefined)[], authorization: '' };
  await page.route(api('deposit/create'), async (route) => {
    const headers = route.request().headers();
    seen.keys.push(headers['idempotency-key']);
    seen.authorization = headers.authorization ?? '';
    if (seen.keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  return seen;
}

/** How many deposits of `amount` the backend holds for the signed-in client. */
async function depositsOf(page: Page, authorization: string, amount: number): Promise<number> {
  const answer = await page.request.post('/api/transactions', {
    headers: { Authorization: authorization, Accept: 'application/json' },
    data: { type: 'deposit', wallet_id: 1, per_page: 100 },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { amount: number }[] };
  return body.data.filter((row) => row.amount === amount).length;
}

test.describe('a deposit whose answer is lost (production build)', () => {
  test('is made once even when the client confirms again', async ({ page }) => {
    const errors = watchErrors(page);
    await signIn(page);
    await confirmStep(page, '123.45');
    const seen = await loseFirstAnswer(page);
    // Nor can the page look the outcome up yet: the confirmation is all the client has.
    const lookups = [api('transactions'), api('wallets-info')];
    for (const call of lookups) await page.route(call, (route) => route.abort('connectionreset'));

    await page.getByRole('button', { name: 'Confirm deposit' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Not confirmed yet' });
    await expect(status).toContainText('could not be checked right now');

    for (const call of lookups) await page.unroute(call);
    await page.getByRole('button', { name: 'Confirm deposit' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit requested' })).toBeVisible();
    await expect(page.getByText('$ 123.45')).toBeVisible();

    expect(seen.keys).toHaveLength(2);
    expect(seen.keys[0]).toMatch(UUID);
    expect(seen.keys[1]).toBe(seen.keys[0]);
    expect(await depositsOf(page, seen.authorization, 123.45)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('is found by the look-up and shown as made, once', async ({ page }) => {
    const errors = watchErrors(page);
    await signIn(page);
    await confirmStep(page, '234.56');
    const seen = await loseFirstAnswer(page);

    await page.getByRole('button', { name: 'Confirm deposit' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit requested' })).toBeVisible();
    await expect(
      page.getByText(
        'The answer was lost on the way; your transactions show that the request arrived.',
      ),
    ).toBeVisible();
    await expect(page.getByText('$ 234.56')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm deposit' })).toHaveCount(0);

    expect(seen.keys).toHaveLength(1);
    expect(await depositsOf(page, seen.authorization, 234.56)).toBe(1);
    expect(errors).toEqual([]);
  });
});
