import type { Page } from '@playwright/test';
import {
  clearBrowserCookies,
  expect,
  layoutShift,
  login,
  ready,
  SIGN_IN_TEXTS,
  test,
  watchLayoutShift,
} from './helpers';

type Lang = keyof typeof SIGN_IN_TEXTS;
const LANGS: Lang[] = ['en', 'de', 'fi'];
const AUTH_PAGES = ['login', 'register', 'password/reset', 'email/resend'];

/** The document is exactly one window high: nothing to scroll. */
async function expectWindowHigh(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    inner: window.innerHeight,
  }));
  expect(scroll).toBe(inner);
}

test.describe('Auth pages fit the window @mobile', () => {
  test('"Skip to content" leads to the main content; every auth page is one window high in en, de and fi, also after a validation error; so are the 404 and unauthorized pages', async ({
    page,
    context,
  }) => {
    await test.step('"Skip to content" is the first Tab stop and leads to the main content', async () => {
      await page.goto('/en/login');
      await expect(login.email(page)).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
    });

    await test.step('the 404 and unauthorized pages are one window high with the footer at the bottom', async () => {
      for (const path of ['/en/definitely-not-here', '/en/unauthorized']) {
        await page.goto(path);
        await ready(page);
        await expectWindowHigh(page);
        const footer = await page.getByRole('contentinfo').boundingBox();
        const height = page.viewportSize()!.height;
        expect(Math.round(footer!.y + footer!.height)).toBe(height);
      }
    });

    for (const lang of LANGS) {
      await test.step(`every auth page is one window high in ${lang}, also after a validation error`, async () => {
        // A first visit to each language (a stored one would rewrite the address's prefix).
        await clearBrowserCookies(context);
        for (const path of AUTH_PAGES) {
          await page.goto(`/${lang}/${path}`);
          await ready(page);
          await expect(page.getByRole('contentinfo')).toBeAttached();
          await expectWindowHigh(page);
        }
        await page.goto(`/${lang}/login`);
        await expect(login.email(page, lang)).toBeVisible();
        await login.submit(page, lang).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expectWindowHigh(page);
      });
    }
  });
});

test.describe('Frame and welcome panel', () => {
  test.skip(({ isMobile }) => isMobile, 'At 1440 px (the welcome panel shows beside the form).');

  test('the footer’s legal lines; the welcome panel reaches the bottom, greets new and returning clients, and is a calm dark surface in the dark theme; the app name from configuration', async ({
    page,
    context,
  }) => {
    await test.step('the footer carries the legal entity, licence, risk warning and legal links; signed out, support is by e-mail', async () => {
      await page.goto('/de/login');
      await ready(page);
      const footer = page.getByRole('contentinfo', { name: 'Rechtliche Hinweise' });
      await expect(footer).toContainText('Northstar Markets Ltd');
      await expect(footer).toContainText('CySEC');
      await expect(footer).toContainText('gehebelte Produkte');
      const terms = footer.getByRole('link', { name: /Allgemeine Geschäftsbedingungen/ });
      await expect(terms).toHaveAttribute('target', '_blank');
      await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
    });

    await test.step('the welcome panel reaches the bottom of the window, greets a new client on registration and a returning one on sign-in', async () => {
      await clearBrowserCookies(context);
      await page.goto('/en/register');
      await ready(page);
      const panel = page.getByRole('complementary', { name: 'Welcome to Northstar Markets!' });
      await expect(panel).toBeVisible();
      await expect(page.getByText('Welcome back!')).toHaveCount(0);
      const box = await panel.boundingBox();
      expect(Math.round(box!.y + box!.height)).toBe(900);
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('complementary', { name: 'Welcome back!' })).toBeVisible();
    });

    await test.step('the app name comes from configuration in the title and the navbar', async () => {
      await expect(page).toHaveTitle('Sign in · Northstar Markets');
      await expect(page.getByRole('link', { name: 'Northstar Markets' })).toBeVisible();
    });

    await test.step('the welcome panel is a calm dark surface in the dark theme', async () => {
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark-theme');
      const panel = page.getByRole('complementary', { name: 'Welcome back!' });
      // Relative luminance well below the page text's: a dark surface, not the brand blue.
      // Polled: the theme's colours may still be fading in.
      await expect
        .poll(async () => {
          const background = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
          const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        })
        .toBeLessThan(40);
    });
  });

  test('the sign-in form stays where it first shows: the demo accounts arrive with it @demo', async ({
    page,
  }) => {
    await watchLayoutShift(page);
    await page.goto('/fi/login');
    const submit = login.submit(page, 'fi');
    await expect(submit).toBeVisible();
    const first = await submit.boundingBox();
    // Already there in the render that showed the form: a list arriving later pushed the centred
    // card 90 px up, under the pointer.
    await expect(page.getByRole('region', { name: 'Demo accounts' })).toBeVisible({ timeout: 1 });
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect((await submit.boundingBox())?.y).toBe(first?.y);
  });
});
