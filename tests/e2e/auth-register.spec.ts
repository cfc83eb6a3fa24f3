import type { Page } from '@playwright/test';
import { expect, textField, test } from './helpers';

/** The registration form's controls, by their labels. */
const form = (page: Page) => ({
  firstName: textField(page, 'First name'),
  secondName: textField(page, 'Last name'),
  email: textField(page, 'E-mail'),
  password: textField(page, 'Password'),
  confirmation: textField(page, 'Confirm password'),
  terms: page.getByRole('checkbox', { name: /^I accept the terms and conditions/ }),
});

const unique = (domain: string) =>
  `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@${domain}`;

test.describe('Registration', () => {
  test('shows the server errors under each field on an empty submit and clears one when typing in it', async ({
    page,
  }) => {
    await page.goto('/en/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    const { firstName, secondName, email, password, terms } = form(page);
    for (const control of [firstName, secondName, email, password, terms]) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await control.getAttribute('aria-describedby'))!
        .split(' ')
        .find((part) => part.endsWith('-error'))!;
      await expect(page.locator(`#${errorId}`)).not.toBeEmpty();
    }
    await expect(page.getByRole('alert').first()).toBeVisible();
    // Focus moved to the first invalid field.
    await expect(firstName).toBeFocused();

    await firstName.pressSequentially('Ann');
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(secondName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveValue('Ann');
  });

  test('signs the new user in and goes home on a token answer', async ({ page }) => {
    await page.goto('/en/register');
    const fields = form(page);
    await fields.firstName.fill('Ann');
    await fields.secondName.fill('Tester');
    await fields.email.fill(unique('example.com'));
    await fields.password.fill('secret-pass-1');
    await fields.confirmation.fill('secret-pass-1');
    await fields.terms.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/home$/);
  });

  test('asks to check the inbox on a verify-email answer and can resend the link', async ({
    page,
  }) => {
    const email = unique('verify.example.com');
    await page.goto('/en/register');
    const fields = form(page);
    await fields.firstName.fill('Vera');
    await fields.secondName.fill('Verify');
    await fields.email.fill(email);
    await fields.password.fill('secret-pass-1');
    await fields.confirmation.fill('secret-pass-1');
    await fields.terms.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /emailed your verification link/i }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/en\/register$/);
  });
});
