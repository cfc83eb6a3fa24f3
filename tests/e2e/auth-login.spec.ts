import {
  clearBrowserCookies,
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
const WRONG = 'These credentials do not match our records.';
/** Either banner of the frame: the device's network gone, or our server not answering. */
const ANY_BANNER = /You appear to be offline|Our server cannot be reached/;

test.describe('Sign in', () => {
  // One sign-in page, every way a submission can go wrong, then the one that works.
  test('says what is wrong without losing what was typed, sends once, then signs in for the session', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 422/);
    allowConsole(/Failed to load resource/);
    await openLogin(page);
    const sent = countRequests(page, 'POST', '/api/login');

    await test.step('checks the fields in the browser and sends nothing while they are wrong', async () => {
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

    await test.step('says a wrong password once, in the banner, never against the e-mail field; focus stays on the button', async () => {
      await login.email(page).fill(DEMO.email);
      await login.password(page).fill('wrong-password');
      await login.submit(page).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toContainText(WRONG);
      await expect(page.getByText(WRONG)).toHaveCount(1);
      await expect(login.email(page)).not.toHaveAttribute('aria-invalid', 'true');
      // Nothing typed is lost.
      await expect(login.email(page)).toHaveValue(DEMO.email);
      await expect(login.password(page)).toHaveValue('wrong-password');
      await expect(page).toHaveURL(/\/en\/login$/);
      // The busy button stays focusable (aria-disabled, not disabled): focus never drops to <body>.
      await expect(login.submit(page)).toBeFocused();
    });

    await test.step('an unreachable server: the form’s own clear message only, nothing lost', async () => {
      await mockCalls(page, 'login:network');
      await login.password(page).fill(DEMO.password);
      await login.submit(page).click();
      await expect(page.getByRole('alert').first()).toContainText(/could not reach the server/i);
      // A visitor gets no frame banner and no "keep you signed in" promise.
      await expect(page.getByText(ANY_BANNER)).toHaveCount(0);
      await expect(page.getByText(/keep you signed in/)).toHaveCount(0);
      await expect(login.email(page)).toHaveValue(DEMO.email);
      await mockCalls(page, 'off');
    });

    const wallets = countRequests(page, 'POST', '/api/wallets');
    const accounts = countRequests(page, 'POST', '/api/trading-account/list');
    const failed: string[] = [];
    await test.step('a slow answer: a spinner, and one request for a double Enter or a double click', async () => {
      await mockCalls(page, 'login:slow');
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) failed.push(request.url());
      });
      const before = sent.length;
      await login.password(page).press('Enter');
      await login.password(page).press('Enter');
      const button = login.submit(page);
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toBeDisabled();
      await button.dblclick({ force: true });
      await expect(page).toHaveURL(/\/en\/home$/);
      expect(sent).toHaveLength(before + 1);
    });

    await test.step('lands home, fetching the wallets and the trading accounts once each, with a session cookie', async () => {
      // Counted once nothing is left to load: a second fetch would come after the first answers.
      await page.waitForLoadState('networkidle');
      expect(wallets).toHaveLength(1);
      expect(accounts).toHaveLength(1);
      expect(failed).toEqual([]);
      expect((await cookie(page.context(), 'token'))?.expires).toBe(-1);
    });
  });

  test('fills the form from a demo account @demo', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('button', { name: /client@example\.com/ }).click();
    await expect(login.email(page)).toHaveValue('client@example.com');
    await expect(login.password(page)).toHaveValue(DEMO.password);
  });

  test('links to registration and password reset, then signs in by keyboard alone with a pasted password and "remember me" (365 days)', async ({
    page,
  }) => {
    await openLogin(page);

    await test.step('links to password reset and registration, and back', async () => {
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(/\/en\/password\/reset$/);
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/en\/register$/);
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(login.email(page)).toBeVisible();
    });

    await test.step('offers the fields to password managers (names and autocomplete tokens)', async () => {
      // `email`, not `username`: an e-mail input takes only e-mail autofill tokens (HTML's autofill
      // control groups; IBM Equal Access input_autocomplete_valid).
      await expect(login.email(page)).toHaveAttribute('autocomplete', 'email');
      await expect(login.email(page)).toHaveAttribute('name', 'email');
      await expect(login.password(page)).toHaveAttribute('autocomplete', 'current-password');
      await expect(login.password(page)).toHaveAttribute('name', 'password');
    });

    await test.step('Tab, typing, a paste, Space and Enter sign in and go home', async () => {
      await page.locator('body').focus();
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        if (await login.email(page).evaluate((el) => el === document.activeElement)) break;
      }
      await expect(login.email(page)).toBeFocused();
      await page.keyboard.type(DEMO.email);
      await page.keyboard.press('Tab');
      await expect(login.password(page)).toBeFocused();
      // Paste from the clipboard lands in the form state (nothing blocks paste: WCAG 3.3.8).
      await pasteInto(login.password(page), DEMO.password);
      await expect(login.password(page)).toHaveValue(DEMO.password);
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
    });

    await test.step('"remember me" keeps the session for 365 days', async () => {
      const token = await cookie(page.context(), 'token');
      expect(token).toBeDefined();
      const days = (token!.expires - Date.now() / 1000) / DAY;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
    });
  });

  test('returns to exactly the intended URL after signing in, never to one pointing elsewhere', async ({
    page,
    baseURL,
  }) => {
    await test.step('the intended URL of the app: /en/transactions?page=2', async () => {
      await page.goto('/en/transactions?page=2');
      await expect(page).toHaveURL(/\/en\/login$/);
      await signIn(page);
      await expect(page).toHaveURL(/\/en\/transactions\?page=2$/);
    });
    for (const target of ['//evil.com', '/\\evil.com', 'https://evil.com', '%2F%2Fevil.com']) {
      await test.step(`ignores an intended URL pointing elsewhere: ${target}`, async () => {
        // Signed out again, as a browser whose cookies were cleared.
        await clearBrowserCookies(page.context());
        await page
          .context()
          .addCookies([{ name: 'intended_url', value: encodeURIComponent(target), url: baseURL! }]);
        await openLogin(page);
        await signIn(page);
        await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/en\/home$/);
      });
    }
  });
});
