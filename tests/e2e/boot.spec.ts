import { expect, login, test } from './helpers';

test.describe('App boot', () => {
  test('redirects / to the English sign-in page and renders it @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(login.email(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
