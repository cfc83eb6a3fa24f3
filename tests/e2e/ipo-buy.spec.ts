import type { Page } from '@playwright/test';
import {
  countRequests,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';

/*
 * Buying and selling IPO shares on the demo build. The page clock starts at the demo's "today"
 * (16 March 2026 10:00 UTC), when Aurora Grid Energy ($ 24–26, lots of 10) is open for subscription;
 * the demo investor's main wallet holds $ 12,345.6.
 */

const DEMO_NOW = new Date('2026-03-16T10:00:00Z');

/** Records every body sent to `path`. */
function bodiesOf(page: Page, path: string) {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

/** Notes whether the global loader ever shows from now on (a MutationObserver in the page). */
async function watchGlobalLoader(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { loaderSeen: boolean };
    w.loaderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-global-loader]')) w.loaderSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { loaderSeen: boolean }).loaderSeen);
}

async function openCalendar(page: Page) {
  await page.clock.install({ time: DEMO_NOW });
  await signInByApi(page);
  await page.goto('/en/ipo/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'IPO calendar' })).toBeVisible();
}

async function openBuy(page: Page) {
  await page.getByRole('button', { name: 'Buy Aurora Grid Energy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Aurora Grid Energy' });
  await expect(dialog).toBeVisible();
  return { dialog, quantity: dialog.getByRole('spinbutton', { name: /^Quantity/ }) };
}

test.describe('IPO buy', () => {
  test('buys 20 shares: one request with { stock_id, quantity }, no global loader, toast and balance refreshed', async ({
    page,
  }) => {
    await openCalendar(page);
    const bodies = bodiesOf(page, '/api/ipo/buy');
    const { dialog, quantity } = await openBuy(page);
    await quantity.fill('20');
    await expect(dialog.getByText('$ 520')).toBeVisible();
    await expect(dialog.getByText('$ 12,345.6')).toBeVisible();
    const loaderSeen = await watchGlobalLoader(page);
    await dialog.getByRole('button', { name: 'Confirm purchase' }).dblclick();
    await expect(
      page.getByText('You subscribed to 20 shares of Aurora Grid Energy. $ 520 is reserved.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(bodies).toEqual([{ stock_id: 46, quantity: 20 }]);
    expect(await loaderSeen()).toBe(false);
    // The sidebar's balance follows: 12,345.6 − 520.
    await expect(page.getByRole('complementary', { name: 'Profile and balance' })).toContainText(
      '$ 11,825.6',
    );
  });

  test('explains an unaffordable or badly sized quantity and sends nothing', async ({ page }) => {
    await openCalendar(page);
    const buys = countRequests(page, 'POST', '/api/ipo/buy');
    const { dialog, quantity } = await openBuy(page);
    await quantity.fill('25');
    await expect(dialog.getByText('Shares come in lots of 10: choose 20 or 30.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(quantity).toBeFocused();
    await quantity.fill('5000');
    await expect(
      dialog.getByText(
        'Not enough funds: this order reserves $ 130,000, your balance is $ 12,345.6.',
      ),
    ).toBeVisible();
    await quantity.press('Enter');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(buys).toHaveLength(0);
  });

  test('a refused purchase (422) keeps the dialog and what was typed', async ({ page }) => {
    await page.clock.install({ time: DEMO_NOW });
    await signInByApi(page);
    await page.goto('/en/ipo/calendar?mock=buyIpo:422');
    const { dialog, quantity } = await openBuy(page);
    await quantity.fill('30');
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(dialog.getByText(/is invalid \(demo scenario\)/)).toBeVisible();
    await expect(quantity).toHaveValue('30');
  });

  test('buys with the keyboard alone', async ({ page }) => {
    await openCalendar(page);
    const bodies = bodiesOf(page, '/api/ipo/buy');
    const buy = page.getByRole('button', { name: 'Buy Aurora Grid Energy' });
    await expect(buy).toBeVisible();
    for (let presses = 0; presses < 80; presses += 1) {
      if (await buy.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(buy).toBeFocused();
    await page.keyboard.press('Enter');
    const quantity = page.getByRole('dialog').getByRole('spinbutton', { name: /^Quantity/ });
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue('20');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('You subscribed to 20 shares of Aurora Grid Energy. $ 520 is reserved.'),
    ).toBeVisible();
    expect(bodies).toEqual([{ stock_id: 46, quantity: 20 }]);
    // Focus goes back to the Buy button that opened the dialog.
    await expect(buy).toBeFocused();
  });

  test('buys on a phone, with no axe violations in the dialog @mobile', async ({ page }) => {
    await openCalendar(page);
    await expectNoHorizontalOverflow(page);
    const { dialog, quantity } = await openBuy(page);
    await quantity.fill('10');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(
      page.getByText('You subscribed to 10 shares of Aurora Grid Energy. $ 260 is reserved.'),
    ).toBeVisible();
  });
});

test.describe('IPO sell', () => {
  test('sells 50 Cobalt shares once, without the global loader @mobile', async ({ page }) => {
    await page.clock.install({ time: DEMO_NOW });
    await signInByApi(page);
    await page.goto('/en/ipo/my-ipo');
    const bodies = bodiesOf(page, '/api/ipo/sell');
    await page.getByRole('button', { name: 'Sell Cobalt Cloud Systems' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell Cobalt Cloud Systems' });
    const quantity = dialog.getByRole('spinbutton', { name: /^Quantity/ });
    await expect(quantity).toHaveValue('100');
    await quantity.fill('150');
    await expect(dialog.getByText('You hold 100 shares: sell at most 100.')).toBeVisible();
    await quantity.fill('50');
    await expect(dialog.getByText('$ 1,492.5')).toBeVisible();
    const loaderSeen = await watchGlobalLoader(page);
    await dialog.getByRole('button', { name: 'Confirm sale' }).dblclick();
    await expect(
      page.getByText('You sold 50 shares of Cobalt Cloud Systems for $ 1,492.5.'),
    ).toBeVisible();
    expect(bodies).toEqual([{ stock_id: 44, quantity: 50 }]);
    expect(await loaderSeen()).toBe(false);
    // The holding shows what is left.
    const row = page.getByRole('row', { name: /Cobalt Cloud Systems/ });
    await expect(row.getByRole('cell', { name: '50', exact: true })).toBeVisible();
  });
});
