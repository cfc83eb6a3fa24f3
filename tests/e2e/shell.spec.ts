import {
  clearBrowserCookies,
  CLIENT,
  cookie,
  daysLeft,
  expect,
  mockCalls,
  ready,
  signInByApi,
  test,
} from './helpers';
import { navigate } from './crawl';

/** The menu pages and their titles (the page's heading names it too). */
const MENU_PAGES = [
  ['/en/home', 'Home'],
  ['/en/profile', 'My profile'],
  ['/en/deposit', 'Deposit'],
  ['/en/withdraw', 'Withdraw'],
  ['/en/transactions', 'Transactions'],
  ['/en/security', 'Security'],
  ['/en/wallet/wallets', 'Wallets'],
  ['/en/trading-account/accounts', 'Trading accounts'],
  ['/en/tickets', 'Support tickets'],
  ['/en/analytics', 'Analytics'],
  ['/en/ipo/calendar', 'IPO calendar'],
  ['/en/settings/profile', 'Profile settings'],
] as const;

test.describe('Signed out', () => {
  test('locale rules, the sign-in guard, the 404 page, and theme and language that survive a reload', async ({
    page,
    context,
  }) => {
    await test.step('a path without a prefix gets the current locale', async () => {
      await page.goto('/register');
      await expect(page).toHaveURL(/\/en\/register$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    await test.step('an unknown two-letter prefix is rewritten to the current locale', async () => {
      await page.goto('/xx/login');
      await expect(page).toHaveURL(/\/en\/login$/);
    });

    await test.step('the 404 page shows for an unknown path', async () => {
      await page.goto('/en/definitely-not-here');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Northstar Markets');
    });

    await test.step('an anonymous visitor goes to sign-in with the intended URL remembered', async () => {
      await page.goto('/en/transactions?page=2&type=deposit');
      await expect(page).toHaveURL(/\/en\/login$/);
      expect(decodeURIComponent((await cookie(context, 'intended_url'))?.value ?? '')).toBe(
        '/en/transactions?page=2&type=deposit',
      );
    });

    await test.step('theme and language survive a reload', async () => {
      await ready(page);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      // A press on the page's HTML is pressed again once the app has taken over: polled.
      await expect
        .poll(async () => (await cookie(context, 'user-theme'))?.value)
        .toBe('dark-theme');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark-theme');
      expect(daysLeft((await cookie(context, 'user-theme'))?.expires ?? 0)).toBe(365);
      await page.getByLabel('Language').selectOption('fi');
      await expect(page).toHaveURL(/\/fi\/login$/);
      expect((await cookie(context, 'locale'))?.value).toBe('fi');
      await page.reload();
      await expect(page).toHaveURL(/\/fi\/login$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark-theme');
    });

    await test.step('a first-time visitor adopts a supported prefix, later prefixes follow the stored locale', async () => {
      await clearBrowserCookies(context);
      await page.goto('/de/login');
      await expect(page).toHaveURL(/\/de\/login$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect((await cookie(context, 'locale'))?.value).toBe('de');
      await page.goto('/fr/register');
      await expect(page).toHaveURL(/\/de\/register$/);
      // An unknown prefix follows the stored locale too.
      await page.goto('/xx/login');
      await expect(page).toHaveURL(/\/de\/login$/);
    });
  });
});

test.describe('Signed in', () => {
  test('an investor: guest pages go home, the investor area opens, every menu page resolves, the menu is in order, logging out ends every tab', async ({
    page,
    context,
  }) => {
    await signInByApi(page);

    await test.step('a signed-in user on a guest page goes home', async () => {
      await page.goto('/en/register');
      await expect(page).toHaveURL(/\/en\/home$/);
    });

    await test.step('the menu links are in the specification order and the sidebar shows the first wallet', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Security' })).toBeVisible();
      const labels = await nav.getByRole('link').allInnerTexts();
      const menu = labels
        .map((l) => l.trim())
        .filter((l) =>
          ['Home', 'My profile', 'Deposit', 'Withdraw', 'Transactions', 'Security'].includes(l),
        );
      expect(menu).toEqual([
        'Home',
        'My profile',
        'Deposit',
        'Withdraw',
        'Transactions',
        'Security',
      ]);
      await expect(page.getByRole('complementary')).toContainText('$ 12,345.60');
    });

    await test.step('every menu page resolves with its title and heading', async () => {
      // Moved to inside the page, as the router moves (a full load per page is each page's spec).
      for (const [path, title] of MENU_PAGES) {
        await navigate(page, path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page).toHaveTitle(`${title} · Northstar Markets`);
      }
    });

    await test.step('an investor opens the investor area', async () => {
      await page.goto('/en/investor');
      await expect(page).toHaveURL(/\/en\/investor$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Investor area' })).toBeVisible();
    });

    await test.step('logging out in one tab logs out the others, removes the cookies and ends the session', async () => {
      const other = await context.newPage();
      await other.goto('/en/profile');
      await expect(other).toHaveURL(/\/en\/profile$/);
      await expect(other.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await expect(page).toHaveURL(/\/en\/login$/);
      await expect(other).toHaveURL(/\/en\/login$/);
      expect(await cookie(context, 'token')).toBeUndefined();
      expect(await cookie(context, 'welcomeMessageShown')).toBeUndefined();
      await page.goto('/en/home');
      await expect(page).toHaveURL(/\/en\/login$/);
    });
  });

  test('a client is kept out of the investor area, exactly once', async ({ page }) => {
    await signInByApi(page, CLIENT);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.goto('/en/investor');
    await expect(page).toHaveURL(/\/en\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    // Count once the app has settled: nothing left to load (no request for 500 ms).
    await page.waitForLoadState('networkidle');
    expect(navigations.filter((u) => u.endsWith('/unauthorized'))).toHaveLength(1);
  });
});

test.describe('Server faults', () => {
  test('a 5xx HTML answer shows in a sandboxed frame whose script cannot touch the page; a 401 warns once, then signs out', async ({
    page,
    context,
  }) => {
    await signInByApi(page);

    await test.step('a 5xx HTML answer shows in a sandboxed frame whose script cannot touch the page', async () => {
      await mockCalls(page, 'getWallets:500html');
      await page.goto('/en/home');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute('sandbox', '');
      // The error page has loaded (so its script had its chance to run) ...
      const errorPage = await (await frame.elementHandle())!.contentFrame();
      await errorPage!.waitForLoadState('load');
      await expect(errorPage!.getByRole('heading', { name: '500 | Server Error' })).toBeVisible();
      // ... and could not reach the app: its script would retitle the page and paint it red.
      expect(await page.title()).not.toBe('The error page touched the app');
      expect(await page.evaluate(() => document.body.style.background)).not.toContain('red');
      expect(await page.title()).not.toBe('pwned');
      await expect(page.locator('body')).not.toHaveText('pwned');
      await mockCalls(page, 'off');
    });

    await test.step('a 401 shows the expiry warning once, then signs out', async () => {
      await mockCalls(page, 'getWallets:401,getTradingAccountList:401');
      await page.goto('/en/home');
      const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/en\/login/);
      expect(await cookie(context, 'token')).toBeUndefined();
    });
  });

  test('a page part that fails to load forces one reload, then the error page', async ({
    page,
    context,
  }) => {
    await signInByApi(page);
    await page.goto('/en/home');
    await ready(page);
    let aborted = 0;
    await context.route(/\/assets\/profile-[\w-]+\.js$/, (route) => {
      aborted += 1;
      return route.abort();
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('link', { name: 'My profile' }).first().click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(loads.length).toBe(1);
    expect(aborted).toBeGreaterThanOrEqual(2);
  });
});
