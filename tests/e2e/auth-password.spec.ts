import {
  countRequests,
  DEMO,
  expect,
  login,
  quietTest as test,
  signIn,
  textField,
} from './helpers';

test.describe('Password reset', () => {
  test('requests a reset link after checking the address, then sets a new password from the link (an invalid one explained) and signs in with it', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 422/);
    await page.goto('/en/password/reset');
    const email = textField(page, 'E-mail');

    await test.step('checks the address in the browser before sending', async () => {
      const sent = countRequests(page, 'POST', '/api/password/email');
      await email.fill('nobody@example');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(email).toHaveAccessibleDescription('The E-mail must be a valid e-mail address.');
      expect(sent).toHaveLength(0);
    });

    await test.step('shows the server error under the e-mail for an unknown address', async () => {
      await email.fill('nobody@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('nobody@example.com');
    });

    await test.step('requests a reset link and ends on "check your inbox", the resend waiting', async () => {
      await email.fill(DEMO.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
      await expect(page.getByText(DEMO.email)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
      await expect(page.getByText(/You can send it again in \d+ seconds?\./)).toBeVisible();
    });

    await test.step('keeps the input and explains an invalid token', async () => {
      await page.goto(`/en/password/reset/used-token?email=${encodeURIComponent(DEMO.email)}`);
      await textField(page, 'New password').fill('brand-new-pass');
      await textField(page, 'Confirm password').fill('brand-new-pass');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(textField(page, 'New password')).toHaveValue('brand-new-pass');
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    });

    await test.step('sets a new password from the e-mailed link, says so once, then signs in with it', async () => {
      await page.goto(
        `/en/password/reset/valid-reset-token?email=${encodeURIComponent(DEMO.email)}`,
      );
      await expect(email).toHaveValue(DEMO.email);
      await textField(page, 'New password').fill('brand-new-pass');
      await textField(page, 'Confirm password').fill('brand-new-pass');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page).toHaveURL(/\/en\/login$/);
      await expect(
        page.getByRole('status').filter({ hasText: /password has been reset/i }),
      ).toBeVisible();
      await expect(login.email(page)).toHaveValue(DEMO.email);
      // Once: a reload of the sign-in page does not say it again.
      await page.reload();
      await expect(login.email(page)).toBeVisible();
      await expect(page.getByText(/password has been reset/i)).toHaveCount(0);
      await signIn(page, DEMO.email, 'brand-new-pass');
      await expect(page).toHaveURL(/\/en\/home$/);
    });
  });
});
