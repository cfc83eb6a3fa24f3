import { CLIENT, DEMO, expect, login, openLogin, signIn, signInByApi, test } from './helpers';

const OFFLINE = /You appear to be offline/;

test.describe('Network failures on signed-in pages', () => {
  test('a page whose calls all fail for want of a network keeps the client there, with one offline banner', async ({
    page,
  }) => {
    await signInByApi(page, CLIENT);
    await page.goto('/en/transactions?mock=*:network');
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(1);
    await expect(page).toHaveURL(/\/en\/transactions/);
    // Back online: the retry restores the session and the page; no sign-in on the way.
    await page.goto('/en/transactions?mock=off');
    await expect(page).toHaveURL(/\/en\/transactions/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('the balance that failed says so once and retries in place; the banner goes on the next success', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    // Home shows the wallets itself: its section says they failed, the sidebar only a dash.
    await page.goto('/en/home?mock=getWallets:network');
    await expect(page).toHaveURL(/\/en\/home/);
    const sidebar = page.getByRole('complementary', { name: 'Profile and balance' });
    await expect(
      page.getByRole('main').getByText('Your wallets could not be loaded'),
    ).toBeVisible();
    await expect(sidebar).toContainText('Not loaded, see the page');
    await expect(sidebar.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // A page that does not show the wallets: the sidebar says it and retries in place.
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page).toHaveURL(/\/en\/settings/);
    await expect(sidebar.getByText('The balance could not be loaded.')).toBeVisible();
    await page.evaluate(() => sessionStorage.removeItem('cabinet-demo-scenarios'));
    await sidebar.getByRole('button', { name: 'Retry' }).click();
    await expect(sidebar).toContainText('$ 12,345.60');
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  });

  test('the offline banner disappears on the online event, and what failed is asked for again', async ({
    page,
    context,
  }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/home?mock=*:network');
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/home/);
    await page.evaluate(() => sessionStorage.removeItem('cabinet-demo-scenarios'));
    // The demo backend answers from the service worker even offline: going off and on again
    // only fires the browser's `offline` and `online` events.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Profile and balance' })).toContainText(
      '$ 12,345.60',
    );
    await expect(page).toHaveURL(/\/en\/home/);
  });
});

test.describe('Network failures on the sign-in page', () => {
  test('a visitor sees only the form’s own network message', async ({ page }) => {
    await openLogin(page, '/en/login?mock=login:network');
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    await expect(page.getByText(/keep you signed in/)).toHaveCount(0);
    await expect(login.email(page)).toHaveValue(DEMO.email);
  });
});

test.describe('Server errors', () => {
  test('the server-error dialog offers "Try again" (refetches) and a support link', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/home?mock=getWallets:500json');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
    await page.evaluate(() => sessionStorage.removeItem('cabinet-demo-scenarios'));
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Profile and balance' })).toContainText(
      '$ 12,345.60',
    );
  });
});
