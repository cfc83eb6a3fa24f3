import { expect, holdScripts, login, signInByApi, test } from './helpers';

test.describe('App boot', () => {
  test('the boot screen: in the language of the address, on the stored theme, until the app (and a signed-in user) has loaded; / goes to the English sign-in page', async ({
    page,
    context,
    baseURL,
  }) => {
    await test.step('redirects / to the English sign-in page and renders it', async () => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en\/login$/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(login.email(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    // Hold the app's scripts back: what the HTML alone paints is on screen.
    const release = await holdScripts(page);
    const boot = page.locator('#boot');

    await test.step('says "Loading…" in the language of the address', async () => {
      await page.goto('/de/transactions', { waitUntil: 'commit' });
      await expect(boot.getByRole('status')).toHaveText('Wird geladen …');
      await page.goto('/fi/home', { waitUntil: 'commit' });
      await expect(boot.getByRole('status')).toHaveText('Ladataan…');
    });

    await test.step('shows the brand on the stored theme while the app loads, then only the page', async () => {
      await context.addCookies([{ name: 'user-theme', value: 'dark-theme', url: baseURL! }]);
      // A cabinet address: the signed-out pages have their own HTML (auth-static.spec.ts).
      await page.goto('/en/home', { waitUntil: 'commit' });
      await expect(boot).toBeVisible();
      await expect(boot).toContainText('Northstar Markets');
      await expect(boot).toHaveCSS('background-color', 'rgb(11, 18, 32)');
      // Not a bare logo: the navigation progress, and after a short wait a calm line that says so.
      await expect(boot.locator('.boot-bar')).toBeVisible();
      const status = boot.getByRole('status');
      await expect(status).toHaveText('Loading…');
      await expect(status).toHaveCSS('opacity', '1');

      release();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(boot).toHaveCount(0);
      // Nothing covers the page: the form takes a click.
      await login.email(page).click();
      await expect(login.email(page)).toBeFocused();
    });

    await test.step('keeps the loader while the signed-in user is fetched, then shows the page', async () => {
      await signInByApi(page);
      // The user's call held back: the app has loaded, the guard waits for the user.
      let releaseUser = () => {};
      const held = new Promise<void>((resolve) => (releaseUser = resolve));
      await page.route(/\/api\/client-info$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/en/home', { waitUntil: 'load' });
      await expect(boot.getByRole('status')).toHaveText('Loading…');
      await expect(boot.locator('.boot-bar')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      releaseUser();
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(boot).toHaveCount(0);
    });
  });
});
