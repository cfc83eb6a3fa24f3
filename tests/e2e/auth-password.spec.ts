import { DEMO_EMAIL, expect, login, signIn, test } from './auth-helpers';

test.describe.configure({ timeout: 90_000 });

test.describe('Password reset', () => {
  test('requests a reset link and shows the server’s status message', async ({ page }) => {
    await page.goto('/en/password/reset');
    await page.locator('#password-request-email').fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /emailed your password reset link/i })).toBeVisible();
  });

  test('shows the server error under the e-mail for an unknown address', async ({ page }) => {
    await page.goto('/en/password/reset');
    await page.locator('#password-request-email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.locator('#password-request-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#password-request-email')).toHaveValue('nobody@example.com');
  });

  test('sets a new password from the e-mailed link, then signs in with it', async ({ page }) => {
    await page.goto(`/en/password/reset/valid-reset-token?email=${encodeURIComponent(DEMO_EMAIL)}`);
    await expect(page.locator('#password-reset-email')).toHaveValue(DEMO_EMAIL);
    await page.locator('#password-reset-password').fill('brand-new-pass');
    await page.locator('#password-reset-password-confirmation').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('status').filter({ hasText: /password has been reset/i })).toBeVisible();
    await expect(login.email(page)).toHaveValue(DEMO_EMAIL);
    await signIn(page, DEMO_EMAIL, 'brand-new-pass');
    await expect(page).toHaveURL(/\/en\/home$/);
  });

  test('keeps the input and explains an invalid token', async ({ page }) => {
    await page.goto(`/en/password/reset/used-token?email=${encodeURIComponent(DEMO_EMAIL)}`);
    await page.locator('#password-reset-password').fill('brand-new-pass');
    await page.locator('#password-reset-password-confirmation').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.locator('#password-reset-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#password-reset-password')).toHaveValue('brand-new-pass');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});
