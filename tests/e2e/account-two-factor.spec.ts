import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  clearBrowserCookies,
  CLIENT,
  expect,
  expectNoAxeViolations,
  login,
  mockCalls,
  pasteInto,
  quietTest as test,
  ready,
  signInByApi,
  textField,
} from './helpers';

/*
 * Two-factor sign-in on the demo build (calls 44–49): turned on with a code computed from the key
 * the page shows, as an authenticator app computes it; then the sign-in's second step with a code,
 * with a recovery code and with a wrong code; and no trace of it with `?mock=beyond:off`.
 */

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 key: what an authenticator app shows. */
function totp(key: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of key.replace(/\s/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', bytes).update(counter).digest();
  const value = (mac.readUInt32BE(mac[19]! & 0x0f) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** Signs out by forgetting the session (the demo data stays in this browser), then the form. */
async function passwordStep(page: Page) {
  await clearBrowserCookies(page.context());
  await page.goto('/en/login');
  await login.email(page).fill(CLIENT.email);
  await login.password(page).fill(CLIENT.password);
  await login.submit(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter your security code' }),
  ).toBeVisible();
}

test.describe('Two-factor sign-in', () => {
  test('turns it on from the key shown, then signs in with a code, a wrong code and a recovery code', async ({
    page,
    allowConsole,
  }) => {
    // The wrong code is refused with a 422, which the browser notes on its own.
    allowConsole(/status of 422/);
    await signInByApi(page, CLIENT);
    await page.goto('/en/security');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(card.getByText('Off: your password alone signs you in.')).toBeVisible();
    await card.getByRole('button', { name: 'Turn on' }).click();

    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    await expect(
      dialog.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
    ).toBeVisible();
    const key = ((await dialog.getByTestId('two-factor-secret').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page);

    const enable = page.waitForRequest((r) => r.url().endsWith('/api/2fa/enable'));
    await textField(dialog, '6-digit code').fill(totp(key));
    await dialog.getByRole('button', { name: 'Confirm and turn on' }).click();
    expect((await enable).postDataJSON()).toEqual({ code: expect.stringMatching(/^\d{6}$/) });

    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(codesDialog.getByRole('listitem')).toHaveCount(8);
    const codes = await codesDialog.getByRole('listitem').allTextContents();
    const download = page.waitForEvent('download');
    await codesDialog.getByRole('button', { name: 'Download (.txt)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('recovery-codes.txt');
    const text = await readFile(await file.path(), 'utf8');
    for (const code of codes) expect(text).toContain(code);
    await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect(codesDialog).toBeHidden();
    await expect(card.getByText('8 recovery codes left.')).toBeVisible();

    await test.step('the second step with a wrong code, then the right one', async () => {
      await passwordStep(page);
      const code = textField(page, '6-digit code');
      await expect(code).toBeFocused();
      await code.fill('000000');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByText('This code is not right. Enter the code your app shows now.'),
      ).toBeVisible();
      const second = page.waitForRequest((r) => r.url().endsWith('/api/login/2fa'));
      // Pasted from the authenticator app, as clients do (WCAG 3.3.8: nothing blocks paste).
      const pasted = totp(key);
      await code.clear();
      await pasteInto(code, pasted);
      await expect(code).toHaveValue(pasted);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      expect((await second).postDataJSON()).toMatchObject({
        challenge: expect.any(String),
        code: pasted,
      });
      await expect(page).toHaveURL(/\/en\/home$/);
      await ready(page);
    });

    await test.step('the second step with a recovery code, which then is used up', async () => {
      await passwordStep(page);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      // Pasted from the saved file.
      await pasteInto(textField(page, 'Recovery code'), codes[0]!);
      await expect(textField(page, 'Recovery code')).toHaveValue(codes[0]!);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/home$/);
      await page.goto('/en/security');
      await expect(card.getByText('7 recovery codes left.')).toBeVisible();
    });
  });

  test('with ?mock=beyond:off the security page shows no trace of it', async ({
    page,
    allowConsole,
  }) => {
    // The browser's own line about the 404 of the status call; nothing of the app's.
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    await signInByApi(page);
    await mockCalls(page, 'beyond:off');
    await page.goto('/en/security');
    await expect(page.getByText('Safari on iPhone')).toBeVisible();
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
      'Change password',
      'Active sessions',
    ]);
    await expect(page.locator('main')).not.toContainText(/two-factor|recovery code/i);
  });
});
