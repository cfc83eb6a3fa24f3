import {
  cookie,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';

test.describe('Settings', () => {
  test('/settings opens the profile section; theme, list view and privacy apply at once and survive a reload', async ({
    page,
    context,
  }) => {
    await signInByApi(page);

    await test.step('/settings opens the profile section', async () => {
      await page.goto('/en/settings');
      await expect(page).toHaveURL(/\/en\/settings\/profile$/);
    });

    await test.step('theme, list view and privacy apply at once and survive a reload', async () => {
      await page.goto('/en/settings/settings');
      await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
      await page.getByRole('radio', { name: 'Dark' }).check();
      await page.getByRole('radio', { name: 'List' }).check();
      await page.getByRole('checkbox', { name: 'Hide balances and amounts' }).check();
      expect((await cookie(context, 'user-theme'))?.value).toBe('dark-theme');
      await page.reload();
      await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Hide balances and amounts' })).toBeChecked();
      expect(
        await page.evaluate(() => [
          localStorage.getItem('isTileView'),
          localStorage.getItem('privacyMode'),
        ]),
      ).toEqual(['false', 'true']);
      await expectNoAxeViolations(page);
    });
  });

  test('the language changes like the navbar switch and stays; "As in my language" then writes every amount the German way, and stays', async ({
    page,
    context,
  }) => {
    await signInByApi(page);
    await page.goto('/en/settings/settings');

    await test.step('the language changes like the navbar switch: server, cookie, URL, and stays after a reload', async () => {
      const saved = page.waitForRequest((r) => r.url().endsWith('/api/settings/profile-settings'));
      await page.getByRole('combobox', { name: /^Interface language/ }).selectOption('de');
      expect((await saved).postDataJSON()).toEqual({ language_cabinet: 'de' });
      await expect(page).toHaveURL(/\/de\/settings\/settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
      expect((await cookie(context, 'locale'))?.value).toBe('de');
      await page.reload();
      await expect(page.getByRole('combobox', { name: /^Sprache der Oberfläche/ })).toHaveValue(
        'de',
      );
    });

    await test.step('"As in my language" writes every amount the interface language’s way, and stays', async () => {
      const sidebar = page.getByRole('complementary', { name: 'Profil und Guthaben' });
      await expect(sidebar).toContainText('$ 12,345.60');
      await page.getByRole('radio', { name: /^Wie in meiner Sprache/ }).check();
      await expect(sidebar).toContainText(/12\.345,60\s\$/);
      expect(await page.evaluate(() => localStorage.getItem('numberNotation'))).toBe('language');
      await page.goto('/de/wallet/wallets');
      // The backend names its wallets in the page's language (Accept-Language), as one that localises would.
      await expect(page.getByRole('link', { name: 'EUR-Wallet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Haupt-Wallet' })).toBeVisible();
      await expect(page.locator('main')).toContainText(/2\.500,00\s€/);
      await page.reload();
      await expect(page.locator('main')).toContainText(/2\.500,00\s€/);
    });
  });

  test('fits a phone in Finnish without axe violations @mobile', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInByApi(page);
    // The stored locale decides the prefix: choose Finnish as the language switch would have.
    await context.addCookies([{ name: 'locale', value: 'fi', url: baseURL }]);
    await page.goto('/fi/settings/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
