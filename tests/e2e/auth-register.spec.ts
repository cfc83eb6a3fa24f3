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

/** The German form's password field (not "Passwort bestätigen"). */
const germanPassword = (page: Page) =>
  page.getByRole('textbox', { name: /^Passwort(?! bestätigen)/ });

const unique = (domain: string) =>
  `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@${domain}`;

test.describe('Registration', () => {
  test('links the terms, checks an empty form in the browser, then asks to check the inbox on a verify-email answer and can resend the link', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en/register');
    const sent = countRequests(page, 'POST', '/api/register');
    const fields = form(page);

    await test.step('links the terms and the privacy policy, opening in a new tab', async () => {
      for (const name of ['terms and conditions', 'privacy policy']) {
        const link = page.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
    });

    await test.step('an empty form: an error under each field, focus on the first, nothing sent, one clears when typing', async () => {
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert')).toContainText('Please correct the 6 fields below.');
      const { firstName, secondName, email, password, terms } = fields;
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

      await firstName.pressSequentially('Vera');
      await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
      await expect(secondName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toHaveValue('Vera');
      expect(sent).toHaveLength(0);
    });

    await test.step('a verify-email answer: "check your inbox", the resend waiting a minute', async () => {
      const email = unique('verify.example.com');
      await fields.secondName.fill('Verify');
      await fields.email.fill(email);
      await fields.password.fill('secret-pass-1');
      await fields.confirmation.fill('secret-pass-1');
      await fields.terms.check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      expect(sent).toHaveLength(1);
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

  test('in German: names the fields by their labels, ticks the password rules, shows the server’s answer, then signs the new user in', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 422/);
    await page.goto('/de/register');
    const sent = countRequests(page, 'POST', '/api/register');

    await test.step('names the fields by their German labels, lists the password rules and ticks them while typing', async () => {
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
      await germanPassword(page).fill('kurz');
      await textField(page, 'Passwort bestätigen').fill('anders');
      await page.getByRole('button', { name: 'Konto erstellen' }).click();
      await expect(textField(page, 'E-Mail')).toHaveAccessibleDescription(
        '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
      );
      await expect(germanPassword(page)).toHaveAccessibleDescription(
        '„Passwort“ muss mindestens 8 Zeichen lang sein.',
      );
      await expect(textField(page, 'Passwort bestätigen')).toHaveAccessibleDescription(
        'Die Passwörter stimmen nicht überein.',
      );
      await germanPassword(page).fill('lang-genug');
      await expect(rule).toContainText('erfüllt');
      await expect(rule).not.toContainText('noch nicht');
      expect(sent).toHaveLength(0);
    });

    await test.step('shows the server’s answer in German with the German labels', async () => {
      await textField(page, 'Vorname').fill('Anna');
      await textField(page, 'Nachname').fill('Demo');
      await textField(page, 'E-Mail').fill('demo@example.com');
      await germanPassword(page).fill('secret-pass-1');
      await textField(page, 'Passwort bestätigen').fill('secret-pass-1');
      await page.getByRole('checkbox', { name: /^Ich akzeptiere/ }).check();
      await page.getByRole('button', { name: 'Konto erstellen' }).click();
      await expect(textField(page, 'E-Mail')).toHaveAccessibleDescription(
        '„E-Mail“ ist bereits vergeben.',
      );
      await expect(page.getByRole('alert')).toContainText('Bitte korrigieren Sie das Feld unten.');
    });

    await test.step('signs the new user in and goes home on a token answer', async () => {
      await textField(page, 'E-Mail').fill(unique('example.com'));
      await page.getByRole('button', { name: 'Konto erstellen' }).click();
      await expect(page).toHaveURL(/\/de\/home$/);
    });
  });
});
