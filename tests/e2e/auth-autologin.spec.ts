import type { Page } from '@playwright/test';
import { clearBrowserCookies, countRequests, expect, login, signInByApi, test } from './helpers';

/** Every URL of the tab's session history (Navigation API, Chromium). */
const historyUrls = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { navigation: { entries(): { url: string | null }[] } }).navigation
      .entries()
      .map((entry) => entry.url ?? ''),
  );

const refused = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'This sign-in link does not work' });

test.describe('Autologin', () => {
  test('signed out: a link signs in with the token gone from the address and history first, works once, and a bad one is explained', async ({
    page,
  }) => {
    await test.step('removes the token from the address bar and history before exchanging it, then goes home', async () => {
      const urlsAtExchange: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/autologin/'))
          urlsAtExchange.push(page.url());
      });
      await page.goto('/en/login');
      await page.goto('/en/autologin/demo-autologin');
      await expect(page).toHaveURL(/\/en\/home$/);
      expect(urlsAtExchange).toHaveLength(1);
      expect(urlsAtExchange[0]).not.toContain('demo-autologin');
      expect((await historyUrls(page)).filter((url) => url.includes('demo-autologin'))).toEqual([]);

      await page.goBack();
      // Back on the sign-in page's entry, now signed in: the app moves on to home. Wait for that
      // before going forward (going forward while it redirects races the history it rewrites).
      await expect(page).toHaveURL(/\/en\/home$/);
      expect(page.url()).not.toContain('demo-autologin');
      expect((await historyUrls(page)).filter((url) => url.includes('demo-autologin'))).toEqual([]);
      await page.goForward();
      expect(page.url()).not.toContain('demo-autologin');
    });

    await test.step('a link with the token as a parameter (?token=) signs in by call 24, the token gone first', async () => {
      await clearBrowserCookies(page.context());
      const exchanges: { url: string; body: unknown }[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/autologin')
          exchanges.push({ url: page.url(), body: request.postDataJSON() });
      });
      await page.goto('/en/login');
      await page.goto('/en/autologin?token=client-autologin');
      await expect(page).toHaveURL(/\/en\/home$/);
      expect(exchanges).toHaveLength(1);
      expect(exchanges[0]!.body).toMatchObject({ token: 'client-autologin' });
      expect(exchanges[0]!.url).not.toContain('client-autologin');
      expect((await historyUrls(page)).filter((url) => url.includes('-autologin'))).toEqual([]);
    });

    await test.step('a link works once: the second use is refused', async () => {
      await clearBrowserCookies(page.context());
      await page.goto('/en/autologin/client-autologin');
      await expect(refused(page)).toBeVisible();
      expect(page.url()).not.toContain('client-autologin');
    });

    await test.step('explains an invalid link and links to sign in', async () => {
      await page.goto('/en/autologin/not-a-real-token');
      await expect(refused(page)).toBeVisible();
      expect(page.url()).not.toContain('not-a-real-token');
      await page.getByRole('link', { name: 'Go to sign in' }).click();
      await expect(login.email(page)).toBeVisible();
    });
  });

  test('signed in: a bad link is explained without asking; a good one asks first: OK logs out, then signs in with it, Cancel keeps the session', async ({
    page,
  }) => {
    await signInByApi(page);

    await test.step('never asks to switch for a bad link while signed in', async () => {
      await page.goto('/en/autologin/not-a-real-token');
      await expect(refused(page)).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Switch account?' })).toHaveCount(0);
    });

    await test.step('asks before replacing a signed-in user: OK logs out, then signs in with the link', async () => {
      const order: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/api/logout' || path.startsWith('/api/autologin/')) order.push(path);
      });
      await page.goto('/en/autologin/client-autologin');
      await page
        .getByRole('dialog', { name: 'Switch account?' })
        .getByRole('button', { name: 'Switch account' })
        .click();
      await expect(page).toHaveURL(/\/en\/home$/);
      expect(order).toEqual(['/api/autologin/client-autologin', '/api/logout']);
    });

    // Now signed in as Maria Novak (the client): the investor's own link asks the same.
    // (The look-up that says whose link it is spends the link: each step has its own.)
    await test.step('asks before replacing a signed-in user: Cancel keeps the session and goes home', async () => {
      const exchanges = countRequests(page, 'GET', /^\/api\/autologin\//);
      await page.goto('/en/autologin/demo-autologin');
      const dialog = page.getByRole('dialog', { name: 'Switch account?' });
      // Asked only once the server has said whose link it is.
      await expect(dialog).toContainText('This link signs in Alex Morgan.');
      expect(exchanges).toHaveLength(1);
      expect(page.url()).not.toContain('demo-autologin');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/en\/home$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Still the client's session: the sidebar's profile is hers.
      await expect(page.getByRole('complementary', { name: 'Profile and balance' })).toContainText(
        'Maria Novak',
      );
    });
  });
});
