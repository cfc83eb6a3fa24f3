import { clearBrowserCookies, DEMO, expect, ready, signInByApi, test } from './helpers';

test.describe('Quiet console', () => {
  test('redirect-only routes and page loads in the demo raise no warning or error; a mistyped ?mock= switch shows a visible warning @demo', async ({
    page,
    context,
  }) => {
    await test.step('redirect-only routes and page loads raise no warning or error', async () => {
      await signInByApi(page, DEMO);
      const noise: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()))
          noise.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => noise.push(`pageerror: ${error.message}`));
      for (const [from, to] of [
        ['/en/wallet', /\/en\/wallet\/wallets$/],
        ['/en/trading-account', /\/en\/trading-account\/accounts$/],
        ['/en/ipo', /\/en\/ipo\/calendar$/],
        ['/en/settings', /\/en\/settings\/profile$/],
        ['/en/home', /\/en\/home$/],
      ] as const) {
        await page.goto(from);
        await expect(page).toHaveURL(to);
        await ready(page);
        // Loaded, data and all: nothing of the page's own is busy any more (a third-party embed,
        // the market ticker's frame, may take its full time-out without a network: not waited for).
        await expect(page.locator('[aria-busy="true"]:not(:has(iframe))')).toHaveCount(0);
      }
      expect(noise).toEqual([]);
    });

    await test.step('a mistyped ?mock= switch shows a visible warning', async () => {
      await clearBrowserCookies(context);
      await page.goto('/en/login?mock=getWalets:network');
      const warning = page.getByRole('alert').filter({ hasText: 'getWalets:network' });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('did you mean getWallets:network?');
      await warning.getByRole('button', { name: 'Dismiss' }).click();
      await expect(warning).toHaveCount(0);
    });
  });
});
