import { cookie, DEMO, expect, mockCalls, signInByApi, test } from './helpers';

/** The banner when calls get no answer while the browser says it is online (the switches). */
const OFFLINE = /Our server cannot be reached right now/;
/** Either banner: the device's network gone, or our server not answering. */
const ANY_BANNER = /You appear to be offline|Our server cannot be reached/;

// A visitor on the sign-in page sees only the form's own network message: tests/e2e/auth-login.spec.ts.

test.describe('Faults on signed-in pages', () => {
  test('a server error offers "Try again"; a balance that failed says so once and retries in place; with no network the client stays, with one banner, until the network is back', async ({
    page,
    context,
  }) => {
    await signInByApi(page, DEMO);
    const sidebar = page.getByRole('complementary', { name: 'Profile and balance' });

    await test.step('the server-error dialog offers "Try again" (refetches) and a support link', async () => {
      await mockCalls(page, 'getWallets:500json');
      await page.goto('/en/home');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
        'href',
        '/en/tickets',
      );
      await mockCalls(page, 'off');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(sidebar).toContainText('$ 12,345.60');
    });

    await test.step('the balance that failed says so once and retries in place; no offline banner while the rest answers', async () => {
      // Home shows the wallets itself: its section says they failed, the sidebar only a dash.
      await mockCalls(page, 'getWallets:network');
      await page.goto('/en/home');
      await expect(page).toHaveURL(/\/en\/home/);
      await expect(
        page.getByRole('main').getByText('Your wallets could not be loaded'),
      ).toBeVisible();
      await expect(sidebar).toContainText('Not loaded, see the page');
      await expect(sidebar.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(page.getByText(ANY_BANNER)).toHaveCount(0);
      // A page that does not show the wallets: the sidebar says it and retries in place.
      await page.getByRole('link', { name: 'Settings' }).first().click();
      await expect(page).toHaveURL(/\/en\/settings/);
      await expect(sidebar.getByText('The balance could not be loaded.')).toBeVisible();
      await mockCalls(page, 'off');
      await sidebar.getByRole('button', { name: 'Retry' }).click();
      await expect(sidebar).toContainText('$ 12,345.60');
      await expect(page.getByText(ANY_BANNER)).toHaveCount(0);
    });

    await test.step('a page whose calls all fail for want of a network keeps the client there, with one offline banner', async () => {
      await mockCalls(page, '*:network');
      await page.goto('/en/transactions');
      await expect(page.getByText(OFFLINE)).toBeVisible();
      await expect(page.getByText(OFFLINE)).toHaveCount(1);
      await expect(page).toHaveURL(/\/en\/transactions/);
    });

    await test.step('the banner disappears on the online event, what failed is asked for again, the session kept', async () => {
      await mockCalls(page, 'off');
      // The network is back (the switches are off); going off and on again fires the browser's
      // `offline` and `online` events, which is what the banner listens to.
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(page.getByText(ANY_BANNER)).toHaveCount(0);
      await expect(sidebar).toContainText('$ 12,345.60');
      await expect(page).toHaveURL(/\/en\/transactions/);
      // No sign-in on the way: still signed in, with the session's cookie.
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      expect(await cookie(context, 'token')).toBeDefined();
    });
  });
});
