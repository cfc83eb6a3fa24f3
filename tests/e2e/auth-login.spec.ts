import {
  cookie,
  countRequests,
  DEMO,
  expect,
  login,
  mockCalls,
  openLogin,
  pasteInto,
  quietTest as test,
  signIn,
} from './helpers';

const DAY = 24 * 60 * 60;

test.describe('Sign in', () => {
  test('signs in with the demo account and lands home', async ({ page }) => {
    await openLogin(page);
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/home$/);
  });

  test('fetches the wallets and the trading-account list once each after signing in', async ({
    page,
  }) => {
    await openLogin(page);
    const wallets = countRequests(page, 'POST', '/api/wallets');
    const accounts = countRequests(page, 'POST', '/api/trading-account/list');
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) failed.push(request.url());
    });
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.waitForLoadState('networkidle');
    expect(wallets).toHaveLength(1);
    expect(accounts).toHaveLength(1);
    expect(failed).toEqual([]);
  });

  test('fills the form from a demo account @demo', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('button', { name: /client@example\.com/ }).click();
    await expect(login.email(page)).toHaveValue('client@example.com');
    await expect(login.password(page)).toHaveValue(DEMO.password);
  });

  test('says a wrong password once, in the banner, never against the e-mail field', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 422/);
    await openLogin(page);
    await signIn(page, DEMO.email, 'wrong-password');
    const message = 'These credentials do not match our records.';
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByText(message)).toHaveCount(1);
    await expect(login.email(page)).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost.
    await expect(login.email(page)).toHaveValue(DEMO.email);
    await expect(login.password(page)).toHaveValue('wrong-password');
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test('keeps keyboard focus in the form after a failed sign-in (never back at the top)', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 422/);
    await openLogin(page);
    await login.email(page).fill(DEMO.email);
    await login.password(page).fill('wrong-password');
    await login.submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText(
      'These credentials do not match our records.',
    );
    // The busy button stays focusable (aria-disabled, not disabled): focus never drops to <body>.
    await expect(login.submit(page)).toBeFocused();
  });

  test('checks the fields in the browser and sends nothing while they are wrong', async ({
    page,
  }) => {
    await openLogin(page);
    const sent = countRequests(page, 'POST', '/api/login');
    await login.submit(page).click();
    await expect(page.getByRole('alert')).toContainText('Please correct the 2 fields below.');
    await expect(login.email(page)).toHaveAttribute('aria-invalid', 'true');
    await login.email(page).fill('anna@example');
    await login.password(page).fill('whatever');
    await login.submit(page).click();
    await expect(login.email(page)).toHaveAccessibleDescription(
      'The E-mail must be a valid e-mail address.',
    );
    expect(sent).toHaveLength(0);
  });

  test('shows a clear message when the server cannot be reached', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource/);
    await mockCalls(page, 'login:network');
    await openLogin(page);
    await signIn(page);
    await expect(page.getByRole('alert').first()).toContainText(/could not reach the server/i);
    await expect(login.email(page)).toHaveValue(DEMO.email);
  });

  test('shows a spinner while busy and sends one request on a double click or a double Enter', async ({
    page,
  }) => {
    await mockCalls(page, 'login:slow');
    await openLogin(page);
    const sent = countRequests(page, 'POST', '/api/login');
    await login.email(page).fill(DEMO.email);
    await login.password(page).fill(DEMO.password);
    await login.password(page).press('Enter');
    await login.password(page).press('Enter');
    const button = login.submit(page);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await button.dblclick({ force: true });
    await expect(page).toHaveURL(/\/en\/home$/);
    expect(sent).toHaveLength(1);
  });

  test('keeps the session for 365 days with remember me', async ({ page }) => {
    await openLogin(page);
    await signIn(page, DEMO.email, DEMO.password, true);
    await expect(page).toHaveURL(/\/en\/home$/);
    const token = await cookie(page.context(), 'token');
    expect(token).toBeDefined();
    const days = (token!.expires - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  test('uses a session cookie without remember me', async ({ page }) => {
    await openLogin(page);
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/home$/);
    expect((await cookie(page.context(), 'token'))?.expires).toBe(-1);
  });

  test('returns to exactly the intended URL after signing in', async ({ page }) => {
    await page.goto('/en/transactions?page=2');
    await expect(page).toHaveURL(/\/en\/login$/);
    await signIn(page);
    await expect(page).toHaveURL(/\/en\/transactions\?page=2$/);
  });

  for (const target of ['//evil.com', '/\\evil.com', 'https://evil.com', '%2F%2Fevil.com']) {
    test(`ignores an intended URL pointing elsewhere: ${target}`, async ({ page, baseURL }) => {
      await page
        .context()
        .addCookies([{ name: 'intended_url', value: encodeURIComponent(target), url: baseURL! }]);
      await openLogin(page);
      await signIn(page);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/en\/home$/);
    });
  }

  test('signs in with the keyboard only (Tab, Space, Enter)', async ({ page }) => {
    await openLogin(page);
    await page.locator('body').focus();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if (await login.email(page).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(login.email(page)).toBeFocused();
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await expect(login.password(page)).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Tab'); // show/hide password
    await page.keyboard.press('Space');
    await expect(login.password(page)).toHaveAttribute('type', 'text');
    await page.keyboard.press('Space');
    await expect(login.password(page)).toHaveAttribute('type', 'password');
    await page.keyboard.press('Tab'); // remember me
    await expect(login.remember(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(login.remember(page)).toBeChecked();
    await page.keyboard.press('Tab'); // forgot password link
    await page.keyboard.press('Tab'); // submit
    await expect(login.submit(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/home$/);
    const token = await cookie(page.context(), 'token');
    expect(token!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * DAY);
  });

  test('lets password managers and paste fill the fields', async ({ page }) => {
    await openLogin(page);
    // `email`, not `username`: an e-mail input takes only e-mail autofill tokens (HTML's autofill
    // control groups; IBM Equal Access input_autocomplete_valid).
    await expect(login.email(page)).toHaveAttribute('autocomplete', 'email');
    await expect(login.email(page)).toHaveAttribute('name', 'email');
    await expect(login.password(page)).toHaveAttribute('autocomplete', 'current-password');
    await expect(login.password(page)).toHaveAttribute('name', 'password');
    // Paste from the clipboard lands in the form state (nothing blocks paste: WCAG 3.3.8).
    await pasteInto(login.password(page), DEMO.password);
    await expect(login.password(page)).toHaveValue(DEMO.password);
    await login.email(page).fill(DEMO.email);
    await login.submit(page).click();
    await expect(page).toHaveURL(/\/en\/home$/);
  });

  test('links to registration and password reset', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/en\/password\/reset$/);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/en\/register$/);
  });
});
