import { expect, test, type Route } from '@playwright/test';
import { DEMO, login, ready } from '../e2e/helpers';
import { api, expectNotBlank, signIn, watchErrors } from './faults.helpers';

/**
 * The fault matrix against the production build (mocking off) behind the real server: for each
 * fault, what the user sees, no uncaught page error, never a blank page, nothing typed is lost.
 * Faults are injected by intercepting the API in the browser (`page.route`), as a failing backend
 * or network would present them.
 */

/**
 * Pages whose data comes from one list call each: hit by schema drift and hanging calls. In three
 * groups by area, a test each: one session walks a group (a test's time stays well inside its
 * budget on a busy machine).
 */
const LIST_PAGES: Record<string, [path: string, call: string][]> = {
  'the money pages': [
    ['/en/wallet/wallets', 'wallets'],
    ['/en/trading-account/accounts', 'trading-account/list'],
    ['/en/transactions', 'transactions'],
    ['/en/deposit', 'deposit/methods'],
    ['/en/withdraw', 'withdraw/methods'],
  ],
  'the IPO, investor and analytics pages': [
    ['/en/ipo/calendar', 'ipo/calendar'],
    ['/en/ipo/my-ipo', 'ipo/my-ipo'],
    ['/en/ipo/history', 'ipo/history'],
    ['/en/investor', 'investor'],
    ['/en/analytics', 'analytics'],
  ],
  'support and the account pages': [
    ['/en/tickets', 'tickets/get-all-tickets'],
    ['/en/security', 'settings/sessions'],
    ['/en/settings/verification', 'settings/verification'],
  ],
};

test.describe('fault matrix (production build)', () => {
  test('a 401 storm shows one dialog and logs out once', async ({ page }) => {
    const errors = watchErrors(page);
    await signIn(page);
    let logouts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/logout') logouts += 1;
    });
    await page.route(/\/api\/(?!logout|client-info)/, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"message":"Unauthenticated."}',
      }),
    );
    await page.goto('/en/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toContainText('Your session has expired');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(logouts).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  test('error answers: a 5xx HTML page in a sandboxed frame, a 5xx JSON dialog once, a malformed body; a page part that fails to load', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signIn(page);

    await test.step('a 5xx HTML page opens in a sandboxed frame and cannot touch the app', async () => {
      await page.route(api('wallets'), (route) =>
        route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<!doctype html><h1>500</h1><script>parent.document.title="pwned"</script>',
        }),
      );
      await page.goto('/en/wallet/wallets');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-same-origin).*$/);
      await expect(page).not.toHaveTitle('pwned');
      await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
      await page.unroute(api('wallets'));
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNotBlank(page);
      expect(errors).toEqual([]);
    });

    await test.step('a 5xx JSON answer opens the error dialog once and the page keeps its frame', async () => {
      await page.route(api('transactions'), (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
      );
      await page.goto('/en/transactions');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /close|ok/i })
        .first()
        .click();
      await expectNotBlank(page);
      await page.unroute(api('transactions'));
      expect(errors).toEqual([]);
    });

    await test.step('a malformed JSON body shows an error state, not a crash', async () => {
      await page.route(api('tickets/get-all-tickets'), (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"data": [{"id": 1,',
        }),
      );
      await page.goto('/en/tickets');
      await expectNotBlank(page);
      expect(errors).toEqual([]);
    });

    await test.step('a page part that fails to load is retried with one reload at most', async () => {
      await page.unroute(api('tickets/get-all-tickets'));
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
      await page.route(/\/assets\/transactions-[^/]+\.js$/, (route) =>
        route.fulfill({ status: 404, body: '' }),
      );
      await page.getByRole('link', { name: 'Transactions' }).first().click();
      // The end state, not a moment of the reload: the error page with its way out (checking the
      // page while the one reload was under way found a half-painted frame on a busy machine).
      await expect(
        page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
      await expectNotBlank(page);
      expect(navigations).toBeLessThanOrEqual(2);
    });
  });

  test('the ticker unreachable, the wallets hanging, the network down: the page stays and recovers; a logout in another tab signs this one out too', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await page.route(/tradingview/, (route) => route.abort('connectionrefused'));
    await signIn(page);

    await test.step('the ticker provider unreachable leaves home intact', async () => {
      await expectNotBlank(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    await test.step('a reload while the wallets hang never leaves a blank page', async () => {
      await page.route(api('wallets'), () => undefined); // never answers
      await page.goto('/en/home');
      await expectNotBlank(page);
    });

    await test.step('network down on a signed-in page: the client stays, sees the offline state, and recovers', async () => {
      await page.unroute(api('wallets'));
      await context.setOffline(true);
      await page.goto('/en/transactions').catch(() => undefined); // the document itself may fail offline
      await context.setOffline(false);
      await page.goto('/en/home');
      await ready(page);
      // A single failing call: the page stays, the client is not sent to sign-in.
      await page.route(api('wallets'), (route) => route.abort('internetdisconnected'));
      await page.goto('/en/wallet/wallets');
      await expectNotBlank(page);
      await expect(page).toHaveURL(/\/en\/wallet\/wallets$/);
      await expect(page.getByRole('button', { name: /try again|retry/i }).first()).toBeVisible();
      await page.unroute(api('wallets'));
      await page
        .getByRole('button', { name: /try again|retry/i })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });

    await test.step('logout in another tab signs this one out too', async () => {
      await page.goto('/en/home');
      await ready(page);
      const other = await context.newPage();
      await other.goto('/en/home');
      await ready(other);
      await other.getByRole('button', { name: 'Log out' }).first().click();
      await expect(other).toHaveURL(/\/en\/login$/);
      await expect(page).toHaveURL(/\/en\/login$/);
    });
  });

  // One session, one page, route after route: each step loads its page afresh (a new document:
  // nothing of the step before is left in the app) with its own fault routed in, then routed out.
  for (const [group, pages] of Object.entries(LIST_PAGES)) {
    test(`schema drift and a hanging call on each of ${group} keep the page`, async ({ page }) => {
      const errors = watchErrors(page);
      // The ticker's provider is a third party: never contacted from the tests.
      await page.route(/tradingview/, (route) => route.abort('connectionrefused'));
      await signIn(page);
      for (const [path, call] of pages) {
        await test.step(`schema drift and a hanging call on ${path} keep the page`, async () => {
          await page.route(api(call), (route: Route) =>
            route.fulfill({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify({ data: { unexpected: true }, items: 'nope', 0: null }),
            }),
          );
          await page.goto(path);
          await expectNotBlank(page);
          await page.unroute(api(call));
          await page.route(api(call), () => undefined);
          await page.goto(path);
          await expectNotBlank(page);
          await page.unroute(api(call));
          expect(errors).toEqual([]);
        });
      }
    });
  }

  test('a sign-in form keeps what was typed when the network fails', async ({ page }) => {
    await page.route(/\/api\/login$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/en/login');
    await login.email(page).fill(DEMO.email);
    await login.password(page).fill(DEMO.password);
    await login.submit(page).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(login.email(page)).toHaveValue(DEMO.email);
    await expect(login.password(page)).toHaveValue(DEMO.password);
  });
});
