import { expect, test, type Page } from '@playwright/test';
import { textField } from '../e2e/helpers';
import { api, chunk, expectNotBlank, signIn, watchErrors } from './faults.helpers';

/**
 * The fault matrix, part by part, against the production build: a widget that crashes or whose
 * code fails to load, one call without network, the whole app offline, and a money form through a
 * 5xx and a network failure. What the user sees: the failing part says so with a retry in its
 * place, the rest of the page stays usable, nothing typed is lost, money is sent once.
 */

const RETRY = { name: 'Try again' } as const;

test.describe('fault matrix: parts of a page (production build)', () => {
  test.beforeEach(async ({ page }) => {
    // The ticker's provider is a third party: never contacted from the tests.
    await page.route(/tradingview/, (route) => route.abort('connectionrefused'));
  });

  // Home, part by part: each step loads home (or the articles) afresh, a new document, with its
  // own fault routed in, and routes it out before the next.
  test('home, part by part: the ticker’s code, the trading-account dialog’s code, the wallets without network, the articles host down', async ({
    page,
  }) => {
    const errors = watchErrors(page);

    await test.step('the ticker failing to load keeps home usable, and its retry brings it back', async () => {
      await page.route(chunk('TickerTape'), (route) => route.fulfill({ status: 404, body: '' }));
      await signIn(page);
      await expect(page.getByText('Market data is unavailable right now.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your wallets' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Last transactions' })).toBeVisible();
      await page.unroute(chunk('TickerTape'));
      await page.getByRole('button', RETRY).click();
      await expect(page.getByRole('region', { name: 'Market ticker' })).toBeVisible();
      await expect(page.getByRole('button', RETRY)).toHaveCount(0);
      // The rest of the page still works: its links lead on.
      await page.getByRole('link', { name: 'Deposit', exact: true }).first().click();
      await expect(page).toHaveURL(/\/en\/deposit$/);
      expect(errors).toEqual([]);
    });

    await test.step('the trading-account dialog’s code failing to load: home stays, a toast says so (not the offline notice: the API answers), the next press opens it', async () => {
      await page.goto('/en/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      // Not part of home's first load: it comes when the client reaches for the button.
      let refused = 0;
      await page.route(chunk('CreateAccountModal'), (route) => {
        refused += 1;
        return route.fulfill({ status: 404, body: '' });
      });
      const open = page.getByRole('button', { name: 'Open a trading account' });
      await open.click();
      const region = page.getByRole('region', { name: 'Notifications' });
      const toast = region.getByRole('alert');
      await expect(toast).toHaveText(
        /This could not be opened\. Check your connection and try again\./,
      );
      // A second press while it still fails says it once, not twice: the most toasts the region
      // ever holds, counted from before the press until its request has been refused and the
      // page has drawn two frames since.
      await region.evaluate((element) => {
        const scope = window as unknown as { mostToasts: number };
        scope.mostToasts = element.querySelectorAll('[role="alert"]').length;
        new MutationObserver(() => {
          const now = element.querySelectorAll('[role="alert"]').length;
          scope.mostToasts = Math.max(scope.mostToasts, now);
        }).observe(element, { childList: true, subtree: true });
      });
      const before = refused;
      await open.click();
      await expect.poll(() => refused).toBeGreaterThan(before);
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
          ),
      );
      expect(
        await page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts),
      ).toBe(1);
      await expect(toast).toHaveCount(1);
      await expect(page.getByText(/offline|cannot be reached/i)).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await page.unroute(chunk('CreateAccountModal'));
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Open a trading account' });
      await expect(dialog).toBeVisible();
      // What the toast said is no longer true: it goes.
      await expect(page.getByRole('alert').filter({ hasText: /could not be opened/ })).toHaveCount(
        0,
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      expect(errors).toEqual([]);
    });

    await test.step('one call without network: its part offers a retry that works once the network is back', async () => {
      await page.route(api('wallets'), (route) => route.abort('internetdisconnected'));
      await page.goto('/en/home');
      const wallets = page.getByRole('region', { name: 'Your wallets' });
      await expect(wallets.getByRole('button', RETRY)).toBeVisible();
      // One "Try again" on the page, the part's; the other calls answer, so nothing says offline.
      await expect(page.getByRole('button', RETRY)).toHaveCount(1);
      await expect(page.getByText(/offline|cannot be reached/i)).toHaveCount(0);
      // The rest of home stays: the page, its other parts, the way to pay in.
      await expect(page).toHaveURL(/\/en\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Last transactions' }).getByRole('button', RETRY),
      ).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Deposit', exact: true }).first()).toBeVisible();
      await page.unroute(api('wallets'));
      await wallets.getByRole('button', RETRY).click();
      await expect(wallets.getByRole('button', RETRY)).toHaveCount(0);
      await expect(wallets.getByText(/\$/).first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    await test.step('the articles host down: only the articles say so, with their own retry; the app is not offline', async () => {
      for (const reason of ['connectionrefused', 'timedout'] as const) {
        // Failing after the page's other calls have answered: no later success hides a wrong notice.
        await page.route(api('articles/getAll'), async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.abort(reason);
        });
        await page.goto('/en/articles');
        const main = page.getByRole('main');
        await expect(main.getByRole('button', RETRY)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
        await expect(page.getByText(/offline|cannot be reached/i)).toHaveCount(0);
        // Home keeps its money; its latest-articles section alone fails.
        await page.goto('/en/home');
        await expect(
          page.getByRole('region', { name: 'Your wallets' }).getByText(/\$/).first(),
        ).toBeVisible();
        const latest = page.getByRole('region', { name: 'Latest articles' });
        await expect(latest.getByRole('button', RETRY)).toBeVisible();
        await expect(page.getByText(/offline|cannot be reached/i)).toHaveCount(0);
        await page.unroute(api('articles/getAll'));
      }
      const latest = page.getByRole('region', { name: 'Latest articles' });
      await latest.getByRole('button', RETRY).click();
      await expect(latest.getByRole('button', RETRY)).toHaveCount(0);
      await expect(latest.getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  // The analytics page, three ways: each step opens it afresh at 7 days with all three charts.
  test('analytics, part by part: the charts’ code failing, every request failing, the browser offline', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await signIn(page);

    await test.step('the charts failing keep the analytics page: the table view works, one retry redraws them', async () => {
      await page.route(chunk('AnalyticsCharts'), (route) =>
        route.fulfill({ status: 404, body: '' }),
      );
      await page.goto('/en/analytics?period=7d');
      const failed = page.getByText(
        'This chart could not be shown. The table view has every figure.',
      );
      await expect(failed).toHaveCount(3);
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Balance history' })).toBeVisible();
      // The page around the charts is usable: the period and the table view.
      await page.getByRole('tab', { name: '30 days' }).click();
      await expect(page).toHaveURL(/period=30d/);
      const toggle = page.getByRole('button', { name: 'Show as table' });
      await toggle.click();
      await expect(page.getByRole('table', { name: 'Balance history' })).toBeVisible();
      await toggle.click();
      await expect(failed).toHaveCount(3);
      await page.unroute(chunk('AnalyticsCharts'));
      await page.getByRole('button', RETRY).first().click();
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      await expect(failed).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    await test.step('the whole app loses the network: the page stays with the offline notice and recovers', async () => {
      await page.goto('/en/analytics?period=7d');
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      // Every request fails as with the cable pulled (the browser still believes it is online).
      await page.route(/.*/, (route) => route.abort('internetdisconnected'));
      await page.getByRole('tab', { name: '90 days' }).click();
      // The browser still says it is online: the banner cannot tell a lost network from our
      // server not answering, and says so.
      const notice = page.getByRole('status').filter({ hasText: /Our server cannot be reached/ });
      await expect(notice).toBeVisible();
      // The banner's action is not one more "Try again" beside the parts' own.
      await expect(notice.getByRole('button', { name: 'Check connection' })).toBeVisible();
      await expect(notice.getByRole('button', RETRY)).toHaveCount(0);
      await expectNotBlank(page);
      await expect(page).toHaveURL(/\/en\/analytics\?period=90d$/);
      await page.unroute(/.*/);
      await notice.getByRole('button', { name: 'Check connection' }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      expect(errors).toEqual([]);
    });

    // When the browser itself knows it is offline, TanStack Query pauses the calls instead of
    // failing them: the notice follows the browser's own offline event (src/app/shell/offline.ts).
    await test.step('the browser offline: the offline notice shows while the calls wait', async () => {
      await page.goto('/en/analytics?period=7d');
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      await context.setOffline(true);
      await page.getByRole('tab', { name: '90 days' }).click();
      await expect(page.getByText(/You appear to be offline/)).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(/You appear to be offline/)).toHaveCount(0);
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
    });
  });
});

/** Fills the withdrawal form (card details) and goes to its confirmation step. */
async function fillWithdrawal(page: Page) {
  await textField(page, 'Amount').fill('100');
  await textField(page, 'Card number').fill('4111 1111 1111 1111');
  await textField(page, 'Name on card').fill('Dana Demo');
}

async function expectTyped(page: Page) {
  await expect(textField(page, 'Amount')).toHaveValue('100');
  await expect(textField(page, 'Card number')).toHaveValue('4111 1111 1111 1111');
  await expect(textField(page, 'Name on card')).toHaveValue('Dana Demo');
}

test('a withdrawal keeps what was typed through a 5xx and a network failure, and a double click sends once', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page);
  let fault: 'server' | 'network' | null = 'server';
  const bodies: unknown[] = [];
  await page.route(api('withdraw/create'), async (route) => {
    bodies.push(route.request().postDataJSON());
    if (fault === 'server')
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Down"}',
      });
    if (fault === 'network') return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto('/en/withdraw');
  await expectNotBlank(page);
  await fillWithdrawal(page);
  const body = {
    wallet_id: 1,
    method_id: expect.any(Number),
    amount: 100,
    details: expect.anything(),
  };

  // A 5xx: the error dialog once, then the form with every value.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /close|ok/i })
    .first()
    .click();
  await expectTyped(page);
  expect(bodies).toEqual([body]);

  // No network: the outcome is unknown, so the confirmation stays as it was (nothing to retype,
  // nothing to change into a second withdrawal) and says so.
  fault = 'network';
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Not confirmed yet' })).toBeVisible();
  await expect(page.getByText('4111 1111 1111 1111')).toBeVisible();
  expect(bodies).toHaveLength(2);

  // Back online: the same confirmation goes through, once.
  fault = null;
  await page.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  expect(bodies).toHaveLength(3);
  expect(bodies[2]).toEqual(bodies[0]);
  expect(errors).toEqual([]);
});
