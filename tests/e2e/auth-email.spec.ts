import { DEMO, expect, textField, test } from './helpers';

test.describe('E-mail verification', () => {
  test('a link that does not work offers to resend, the resend page asks the server, a working link passes its query string on and shows the outcome', async ({
    page,
  }) => {
    await test.step('offers to resend when the link does not work', async () => {
      await page.goto('/en/email/verify/1');
      await expect(
        page.getByRole('heading', { level: 1, name: 'We could not verify your e-mail' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(/invalid/i);
      await page.getByRole('link', { name: 'Send a new verification link' }).click();
      await expect(page).toHaveURL(/\/en\/email\/resend$/);
    });

    await test.step('resends the verification link from the resend page', async () => {
      await textField(page, 'E-mail').fill(DEMO.email);
      await page.getByRole('button', { name: 'Send verification link' }).click();
      // The demo account is verified already: the server says so under the field.
      await expect(textField(page, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').first()).toBeVisible();
    });

    await test.step('passes the link’s query string to the server and shows the outcome', async () => {
      const verify = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/email/verify/1',
      );
      await page.goto('/en/email/verify/1?expires=1999999999&signature=abc123');
      const request = await verify;
      expect(request.method()).toBe('POST');
      const query = new URL(request.url()).searchParams;
      expect(query.get('expires')).toBe('1999999999');
      expect(query.get('signature')).toBe('abc123');
      await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();
      await page.getByRole('link', { name: 'Continue to sign in' }).click();
      await expect(page).toHaveURL(/\/en\/login$/);
    });
  });
});
