import type { Page } from '@playwright/test';
import {
  clearBrowserCookies,
  DEMO,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
  textField,
} from './helpers';

const NEW_PASSWORD = 'Correct-Horse-42';

const revokeRequest = (page: Page) =>
  page.waitForRequest(
    (r) => r.url().endsWith('/api/settings/sessions/revoke') && r.method() === 'POST',
  );

test.describe('Security', () => {
  test('a wrong current password comes back under its field; the right one changes it with the body of the contract, and the new one signs in', async ({
    page,
    context,
  }) => {
    await signInByApi(page);
    await page.goto('/en/security');
    await expect(page.getByText('Your password needs')).toBeVisible();

    await test.step('a wrong current password comes back under its field', async () => {
      await textField(page, 'Current password').fill('not-my-password');
      await textField(page, 'New password').fill(NEW_PASSWORD);
      await textField(page, 'Confirm password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(textField(page, 'Current password')).toHaveAttribute('aria-invalid', 'true');
      await expect(textField(page, 'New password')).toHaveValue(NEW_PASSWORD);
    });

    await test.step('changes the password with the body of the contract; the new one signs in', async () => {
      await textField(page, 'Current password').fill(DEMO.password);
      await textField(page, 'New password').fill(NEW_PASSWORD);
      await textField(page, 'Confirm password').fill(NEW_PASSWORD);
      await expect(page.getByText(/^Strength: strong/)).toBeVisible();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/settings/password'));
      await page.getByRole('button', { name: 'Change password' }).click();
      // The toast first: it leaves after 3 s, the recorded request does not.
      await expect(page.getByText(/Your password has been changed\./)).toBeVisible();
      expect((await sent).postDataJSON()).toEqual({
        current_password: DEMO.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      await expect(textField(page, 'New password')).toHaveValue('');
      // The demo backend now takes the new password and refuses the old one.
      await clearBrowserCookies(context);
      const status = await page.evaluate(async (password) => {
        const res = await fetch('/api/login', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({
            email: 'demo@example.com',
            password,
            remember: false,
          }),
        });
        return res.status;
      }, NEW_PASSWORD);
      expect(status).toBe(200);
    });
  });

  // The sessions, on a phone too: the dialogs' axe runs are here; the page as loaded is the
  // crawl's (a11y-crawl.spec.ts).
  test('signs out one device, then all other sessions, after confirming; the dialogs have no axe violations and fit a phone @mobile', async ({
    page,
  }) => {
    await signInByApi(page);
    await page.goto('/en/security');
    const iphone = page.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
    const allOthers = { name: 'Sign out all other sessions' } as const;

    await test.step('fits a phone; the sign-out-all dialog counts the others, has no axe violations, and cancels', async () => {
      await expect(page.getByText('Safari on iPhone')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
      await expectNoHorizontalOverflow(page);
      await page.getByRole('button', allOthers).click();
      const dialog = page.getByRole('dialog', {
        name: 'Sign out all other sessions?',
      });
      // The seeded session of this device, and the demo's iPhone and Windows sessions.
      await expect(dialog).toContainText('2 other devices will be signed out.');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(iphone).toHaveCount(1);
    });

    await test.step('signs out one device after confirming, with its session_id', async () => {
      await iphone.getByRole('button', { name: 'Sign out' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Sign out this session?',
      });
      await expect(dialog).toBeVisible();
      const sent = revokeRequest(page);
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('The session has been signed out.')).toBeVisible();
      expect((await sent).postDataJSON()).toEqual({
        session_id: 'sess-demo-2',
      });
      await expect(iphone).toHaveCount(0);
      await expect(page.getByText('Firefox 136 on Windows')).toBeVisible();
    });

    await test.step('signs out all other sessions after confirming; only this device is left', async () => {
      await page.getByRole('button', allOthers).click();
      const dialog = page.getByRole('dialog', {
        name: 'Sign out all other sessions?',
      });
      await expect(dialog).toContainText('1 other device will be signed out.');
      const sent = revokeRequest(page);
      await dialog.getByRole('button', allOthers).click();
      await expect(page.getByText('All other sessions have been signed out.')).toBeVisible();
      expect((await sent).postDataJSON()).toEqual({ all_others: true });
      await expect(page.getByText('No other device is signed in to your account.')).toBeVisible();
      await expect(page.getByText('Firefox 136 on Windows')).toHaveCount(0);
    });
  });
});
