import { expect, test } from './auth-helpers';

test.describe.configure({ timeout: 90_000 });

const unique = (domain: string) => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@${domain}`;

test.describe('Registration', () => {
  test('shows the server errors under each field on an empty submit and clears one when typing in it', async ({ page }) => {
    await page.goto('/en/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    const fields = ['#register-first-name', '#register-second-name', '#register-email', '#register-password', '#register-terms'];
    for (const id of fields) {
      const field = page.locator(id);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await field.getAttribute('aria-describedby'))!.split(' ').find((part) => part.endsWith('-error'))!;
      await expect(page.locator(`#${errorId}`)).not.toBeEmpty();
    }
    await expect(page.getByRole('alert').first()).toBeVisible();
    // Focus moved to the first invalid field.
    await expect(page.locator('#register-first-name')).toBeFocused();

    await page.locator('#register-first-name').pressSequentially('Ann');
    await expect(page.locator('#register-first-name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#register-second-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#register-first-name')).toHaveValue('Ann');
  });

  test('signs the new user in and goes home on a token answer', async ({ page }) => {
    await page.goto('/en/register');
    await page.locator('#register-first-name').fill('Ann');
    await page.locator('#register-second-name').fill('Tester');
    await page.locator('#register-email').fill(unique('example.com'));
    await page.locator('#register-password').fill('secret-pass-1');
    await page.locator('#register-password-confirmation').fill('secret-pass-1');
    await page.locator('#register-terms').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/home$/);
  });

  test('asks to check the inbox on a verify-email answer and can resend the link', async ({ page }) => {
    const email = unique('verify.example.com');
    await page.goto('/en/register');
    await page.locator('#register-first-name').fill('Vera');
    await page.locator('#register-second-name').fill('Verify');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill('secret-pass-1');
    await page.locator('#register-password-confirmation').fill('secret-pass-1');
    await page.locator('#register-terms').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /emailed your verification link/i })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/register$/);
  });
});
