import type { Page } from '@playwright/test';
import { countRequests, expect, quietTest as test, textField } from './helpers';

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
  test('checks an empty form in the browser: an error under each field, nothing sent, one clears when typing', async ({
    page,
  }) => {
    await page.goto('/en/register');
    const sent = countRequests(page, 'POST', '/api/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('Please correct the 6 fields below.');
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
    expect(sent).toHaveLength(0);
  });

  test('names the fields by their German labels, lists the password rules and ticks them while typing', async ({
    page,
  }) => {
    await page.goto('/de/register');
    const sent = countRequests(page, 'POST', '/api/register');
    const rule = page.getByRole('listitem').filter({ hasText: 'Mindestens 8 Zeichen' });
    await expect(rule).toContainText('noch nicht erfüllt');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Bitte korrigieren Sie die 6 Felder unten.',
    );
    await expect(textField(page, 'Nachname')).toHaveAccessibleDescription(
      'Das Feld „Nachname“ ist erforderlich.',
    );
    await expect(textField(page, 'Vorname')).toHaveAccessibleDescription(
      'Das Feld „Vorname“ ist erforderlich.',
    );
    await textField(page, 'E-Mail').fill('anna@example');
    await page.getByRole('textbox', { name: /^Passwort(?! bestätigen)/ }).fill('kurz');
    await textField(page, 'Passwort bestätigen').fill('anders');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(textField(page, 'E-Mail')).toHaveAccessibleDescription(
      '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
    );
    await expect(
      page.getByRole('textbox', { name: /^Passwort(?! bestätigen)/ }),
    ).toHaveAccessibleDescription('„Passwort“ muss mindestens 8 Zeichen lang sein.');
    await expect(textField(page, 'Passwort bestätigen')).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    await page.getByRole('textbox', { name: /^Passwort(?! bestätigen)/ }).fill('lang-genug');
    await expect(rule).toContainText('erfüllt');
    await expect(rule).not.toContainText('noch nicht');
    expect(sent).toHaveLength(0);
  });

  test('shows the server’s answer in German with the German labels', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 422/);
    await page.goto('/de/register');
    await textField(page, 'Vorname').fill('Anna');
    await textField(page, 'Nachname').fill('Demo');
    await textField(page, 'E-Mail').fill('demo@example.com');
    await page.getByRole('textbox', { name: /^Passwort(?! bestätigen)/ }).fill('secret-pass-1');
    await textField(page, 'Passwort bestätigen').fill('secret-pass-1');
    await page.getByRole('checkbox', { name: /^Ich akzeptiere/ }).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(textField(page, 'E-Mail')).toHaveAccessibleDescription(
      '„E-Mail“ ist bereits vergeben.',
    );
    await expect(page.getByRole('alert')).toContainText('Bitte korrigieren Sie das Feld unten.');
  });

  test('links the terms and the privacy policy, opening in a new tab', async ({ page }) => {
    await page.goto('/en/register');
    for (const name of ['terms and conditions', 'privacy policy']) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
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
    await page.clock.install();
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
    const again = page.getByRole('button', { name: 'Send the link again' });
    await expect(again).toBeDisabled();
    await page.clock.fastForward('01:05');
    await expect(again).toBeEnabled();
    await again.click();
    await expect(
      page.getByRole('status').filter({ hasText: /e-?mailed your verification link/i }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/en\/register$/);
  });
});
