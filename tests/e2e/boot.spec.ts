import { expect, login, test } from './helpers';

test.describe('App boot', () => {
  test('redirects / to the English sign-in page and renders it', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(login.email(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shows the brand on the stored theme while the app loads, then only the page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'user-theme', value: 'dark-theme', url: baseURL! }]);
    // Hold the app's scripts back: what the HTML alone paints is on screen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(?:assets|src)\/.*\.(?:js|tsx?)(?:\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/login', { waitUntil: 'commit' });
    const boot = page.locator('#boot');
    await expect(boot).toBeVisible();
    await expect(boot).toContainText('Northstar Markets');
    await expect(boot).toHaveCSS('background-color', 'rgb(11, 18, 32)');

    release();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(boot).toHaveCount(0);
    // Nothing covers the page: the form takes a click.
    await login.email(page).click();
    await expect(login.email(page)).toBeFocused();
  });
});
