import type { CDPSession, Page, Request } from '@playwright/test';
import {
  CLIENT,
  expect,
  layoutShift,
  login,
  mockCalls,
  quietTest as test,
  ready,
  signInByApi,
  textField,
  watchLayoutShift,
} from './helpers';

/*
 * Passkeys (calls 60–65) with Chromium's virtual authenticator, on the production build and the
 * HTTP demo backend, which verifies them for real (@simplewebauthn/server). A browser refuses an
 * IP address as a passkey's site, so these pages are opened as http://localhost:<port> (the same
 * server); the backend takes its relying party from the address the browser used.
 */

const local = (baseURL: string | undefined) =>
  (baseURL ?? 'http://127.0.0.1').replace('//127.0.0.1', '//localhost');

/** The test's own demo database and the client's seeded session, for the localhost address. */
async function startAsClient(page: Page, origin: string, tenant: string) {
  const domain = new URL(origin).hostname;
  await page.context().addCookies([
    { name: 'demo-tenant', value: tenant, domain, path: '/', httpOnly: true },
    { name: 'token', value: 'client-token', domain, path: '/' },
  ]);
}

/** A platform authenticator with user verification, as a phone or a laptop with a fingerprint. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}

const isCall = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

test.describe('Passkeys', () => {
  test('added on Security, then the sign-in with it alone, its last use, and its removal with the password', async ({
    page,
    baseURL,
    allowConsole,
  }, testInfo) => {
    // The wrong password at the removal is refused with a 422, which the browser notes. "Log out"
    // from a signed-in page: the frame's wallets and trading accounts are asked once more without
    // a token while the page goes (401, logged), as on any page (not the passkeys' doing).
    allowConsole(/status of 422|status of 401|status code 401/);
    const origin = local(baseURL);
    await startAsClient(page, origin, `${testInfo.testId}-passkeys`);
    await page.goto(`${origin}/en/security`);
    await virtualAuthenticator(page);

    const card = page.getByRole('region', { name: 'Passkeys' });
    await expect(card.getByText('You have not added a passkey yet.')).toBeVisible();
    const name = textField(card, 'Name of the new passkey');
    await expect(name).toHaveValue(/^Chrome on /);

    await test.step('add a passkey: the options, the browser, then the passkey sent', async () => {
      await name.fill('Work laptop');
      const register = page.waitForRequest(isCall('/api/passkeys/register'));
      await card.getByRole('button', { name: 'Add a passkey' }).click();
      const body = (await register).postDataJSON() as Record<string, unknown>;
      expect(body).toEqual({
        name: 'Work laptop',
        credential: expect.objectContaining({
          id: expect.any(String),
          type: 'public-key',
          response: expect.objectContaining({ attestationObject: expect.any(String) }),
        }),
      });
      const item = card.getByRole('listitem').filter({ hasText: 'Work laptop' });
      await expect(item).toContainText('Not used yet');
      await expect(page.getByText('The passkey has been added.')).toBeVisible();
    });

    await test.step('sign out; the prerendered sign-in page keeps the button’s place', async () => {
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await expect(page).toHaveURL(/\/en\/login$/);
      await watchLayoutShift(page);
      await page.goto(`${origin}/en/login`);
      await expect(page.locator('html')).toHaveAttribute('data-passkeys', '');
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });

    await test.step('sign in with the passkey alone: no password, no second step', async () => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
      });
      const signIn = page.waitForRequest(isCall('/api/login/passkey'));
      const fingerprint = page.waitForRequest(isCall('/api/fingerprint'));
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      const body = (await signIn).postDataJSON() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['challenge', 'credential']);
      expect(body.credential).toMatchObject({ type: 'public-key' });
      await expect(page).toHaveURL(/\/en\/home$/);
      await ready(page);
      expect((await fingerprint).postDataJSON()).toMatchObject({ type: 'login' });
      expect(sent).not.toContain('/api/login');
      expect(sent.indexOf('/api/login/passkey')).toBeLessThan(sent.indexOf('/api/fingerprint'));
      // The session as with "remember me" off: a cookie that ends with the browser.
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
      expect(token?.expires).toBe(-1);
    });

    await test.step('the passkey listed with its last use; removed with the password', async () => {
      await page.goto(`${origin}/en/security`);
      const item = card.getByRole('listitem').filter({ hasText: 'Work laptop' });
      await expect(item).toContainText('Last used');
      await expect(item).not.toContainText('Not used yet');
      await item.getByRole('button', { name: 'Remove' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
      await textField(dialog, 'Password').fill('wrong-password');
      await dialog.getByRole('button', { name: 'Remove passkey' }).click();
      await expect(textField(dialog, 'Password')).toHaveAttribute('aria-invalid', 'true');
      await textField(dialog, 'Password').fill(CLIENT.password);
      const removal = page.waitForRequest(isCall('/api/passkeys/delete'));
      await dialog.getByRole('button', { name: 'Remove passkey' }).click();
      expect((await removal).postDataJSON()).toEqual({
        id: expect.anything(),
        password: CLIENT.password,
      });
      await expect(card.getByText('You have not added a passkey yet.')).toBeVisible();
    });
  });

  test('a backend without passkeys (404) leaves no trace, even on a device that knew them', async ({
    page,
    allowConsole,
  }) => {
    // The browser's own line about the 404 of the list on Security; nothing of the app's.
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/passkey/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    await mockCalls(page, 'beyond:off');
    await page.goto('/en/login');
    await expect(login.email(page)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/passkey/i);
    await expect(login.email(page)).toHaveAttribute('autocomplete', 'email');
    expect(asked).toEqual([]);

    // This device signed in with a passkey before; the backend has stopped offering them since.
    await page.evaluate(() => localStorage.setItem('passkeysOffered', '1'));
    await signInByApi(page, CLIENT);
    await page.goto('/en/security');
    await expect(page.getByRole('heading', { level: 2, name: 'Active sessions' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/passkey/i);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('passkeysOffered')))
      .toBeNull();
  });
});
