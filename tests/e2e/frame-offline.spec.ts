import {
  CLIENT,
  DEMO,
  expect,
  login,
  mockCalls,
  openLogin,
  signIn,
  signInByApi,
  test,
} from './helpers';

/** The banner when calls get no answer while the browser says it is online (the switches). */
const OFFLINE = /Our server cannot be reached right now/;
/** Either banner: the device's network gone, or our server not answering. */
const ANY_BANNER = /You appear to be offline|Our server cannot be reached/;

test.describe('Network failures on signed-in pages', () => {
  test('a page whose calls all fail for want of a network keeps the client there, with one offline banner', async ({
    page,
  }) => {
    await signInByApi(page, CLIENT);
    await mockCalls(page, '*:network');
    await page.goto('/en/transactions');
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(1);
    await expect(page).toHaveURL(/\/en\/transactions/);
    // Back online: the retry restores the session and the page; no sign-in on the way.
    await mockCalls(page, 'off');
    await page.goto('/en/transactions');
    await expect(page).toHaveURL(/\/en\/transactions/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('the balance that failed says so once and retries in place; no offline banner while the rest answers', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    // Home shows the wallets itself: its section says they failed, the sidebar only a dash.
    await mockCalls(page, 'getWallets:network');
    await page.goto('/en/home');
    await expect(page).toHaveURL(/\/en\/home/);
    const sidebar = page.getByRole('complementary', { name: 'Profile and balance' });
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

  test('the offline banner disappears on the online event, and what failed is asked for again', async ({
    page,
    context,
  }) => {
    await signInByApi(page, DEMO);
    await mockCalls(page, '*:network');
    await page.goto('/en/home');
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/home/);
    await mockCalls(page, 'off');
    // The network is back (the switches are off); going off and on again fires the browser's
    // `offline` and `online` events, which is what the banner listens to.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText(ANY_BANNER)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Profile and balance' })).toContainText(
      '$ 12,345.60',
    );
    await expect(page).toHaveURL(/\/en\/home/);
  });
});

test.describe('Network failures on the sign-in page', () => {
  test('a visitor sees only the form’s own network message', async ({ page }) => {
    await mockCalls(page, 'login:network');
    await openLogin(page);
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByText(ANY_BANNER)).toHaveCount(0);
    await expect(page.getByText(/keep you signed in/)).toHaveCount(0);
    await expect(login.email(page)).toHaveValue(DEMO.email);
  });
});

test.describe('Server errors', () => {
  test('the server-error dialog offers "Try again" (refetches) and a support link', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
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
    await expect(page.getByRole('complementary', { name: 'Profile and balance' })).toContainText(
      '$ 12,345.60',
    );
  });
});
