import { LOCALES } from '../../src/i18n/locales';
import { appTakesOver, countRequests, DEMO, expect, holdScripts, login, test } from './helpers';

// The signed-out pages as HTML (scripts/prerender.mjs, deploy/nginx.conf) and the app taking them
// over (src/app/shell/prerendered.ts). The production server's byte count: tests/prod/server.spec.ts.

test.describe('Signed-out pages as HTML', () => {
  test('the HTML alone is the page, in every locale; with a session or another stored language, the address gets the app', async ({
    request,
  }) => {
    await test.step('heading, labelled fields, language and title of the sign-in page', async () => {
      for (const [lang, heading, title] of [
        ['en', 'Sign in', 'Sign in · Northstar Markets'],
        ['de', 'Anmelden', 'Anmelden · Northstar Markets'],
        ['fi', 'Kirjaudu sisään', 'Kirjaudu sisään · Northstar Markets'],
      ] as const) {
        const html = await (await request.get(`/${lang}/login`)).text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<title>${title}</title>`);
        expect(html).toMatch(new RegExp(`<h1 [^>]*>${heading}</h1>`));
        for (const id of ['login-email', 'login-password'])
          expect(html).toMatch(
            new RegExp(`<label [^>]*for="${id}"[\\s\\S]*<input [^>]*id="${id}"`),
          );
        // No web font and no boot screen: the page itself is here.
        expect(html).not.toContain('rel="preload"');
        expect(html).not.toContain('id="boot"');
      }
    });

    await test.step('every page in every language: its own HTML, whose title names the page its heading names', async () => {
      for (const lang of LOCALES) {
        for (const page of [
          'login',
          'register',
          'password/reset',
          'password/reset/a-token',
          'email/resend',
        ]) {
          const path = `/${lang}/${page}`;
          const html = await (await request.get(path)).text();
          expect(html, path).toContain('data-prerendered');
          expect(html, path).toContain(`<html lang="${lang}"`);
          const heading = /<h1 [^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
          expect(heading, path).toBeTruthy();
          expect(html, path).toContain(`<title>${heading} · Northstar Markets</title>`);
        }
      }
    });

    await test.step('with a session, or another stored language, the address gets the app (which redirects)', async () => {
      const withToken = await request.get('/en/login', { headers: { Cookie: 'token=abc' } });
      expect(await withToken.text()).not.toContain('data-prerendered');
      const otherLanguage = await request.get('/en/login', { headers: { Cookie: 'locale=de' } });
      expect(await otherLanguage.text()).not.toContain('data-prerendered');
      const sameLanguage = await request.get('/en/login', { headers: { Cookie: 'locale=en' } });
      expect(await sameLanguage.text()).toContain('data-prerendered');
    });
  });

  test('a page only read loads no script, the first key brings the app unchanged; the stored theme is in the HTML; what is typed before the app arrives is kept and sent once', async ({
    page,
    context,
    baseURL,
  }) => {
    await test.step('a page that is only read loads no script; the first key brings the app, which changes nothing on screen', async () => {
      const scripts = countRequests(page, 'GET', /\.js$/);
      await page.goto('/en/login');
      // Nothing on screen tells that no script will come: the network going quiet does.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(login.email(page)).toBeVisible();
      expect(scripts).toEqual([]);
      const before = await page.screenshot({ fullPage: true });

      await appTakesOver(page);
      expect(scripts.length).toBeGreaterThan(0);
      const after = await page.screenshot({ fullPage: true });
      // The same pixels make the same PNG: compared byte for byte (both attached when they differ).
      if (!before.equals(after)) {
        await test.info().attach('before', { body: before, contentType: 'image/png' });
        await test.info().attach('after', { body: after, contentType: 'image/png' });
      }
      expect(before.equals(after)).toBe(true);
    });

    // The app's scripts held back from here on (a route also bypasses the browser's cache).
    const release = await holdScripts(page);
    const logins = countRequests(page, 'POST', '/api/login');

    await test.step('the stored theme is in the HTML, before any script', async () => {
      await context.addCookies([{ name: 'user-theme', value: 'dark-theme', url: baseURL! }]);
      await page.goto('/en/login', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 18, 32)');
    });

    await test.step('what is typed before the app arrives is kept, and an early submit is sent once', async () => {
      await login.email(page).fill(DEMO.email);
      await login.password(page).fill(DEMO.password);
      await login.password(page).press('Enter');
      // Held back, not sent as a plain form (which would put the password into the address).
      expect(page.url()).toMatch(/\/en\/login$/);
      expect(logins).toEqual([]);
      release();
      await expect(page).toHaveURL(/\/en\/home$/);
      expect(logins).toHaveLength(1);
    });
  });
});

test.describe('Signed-out pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('say that JavaScript is needed; sending the form never puts the password into the address', async ({
    page,
  }) => {
    await page.goto('/de/login');
    // Inside <noscript> (which Playwright's text locators skip): shown, since scripts are off.
    const notice = page.locator('noscript [role="status"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Für die Anmeldung wird JavaScript benötigt.');
    await login.email(page, 'de').fill(DEMO.email);
    await login.password(page, 'de').fill(DEMO.password);
    await login.submit(page, 'de').click();
    await page.waitForLoadState('load');
    expect(page.url()).toMatch(/\/de\/login$/);
    expect(page.url()).not.toContain(DEMO.password);
    await expect(login.email(page, 'de')).toBeVisible();
  });
});
