import {
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
async function expectWindowHigh(page: import('@playwright/test').Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    inner: window.innerHeight,
  }));
  expect(scroll).toBe(inner);
}

test.describe('Auth pages fit the window @mobile', () => {
  for (const lang of LANGS) {
    test(`every auth page is one window high in ${lang}, also after a validation error`, async ({
      page,
    }) => {
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

  test('the 404 and unauthorized pages are one window high with the footer at the bottom', async ({
    page,
  }) => {
    for (const path of ['/en/definitely-not-here', '/en/unauthorized']) {
      await page.goto(path);
      await ready(page);
      await expectWindowHigh(page);
      const footer = await page.getByRole('contentinfo').boundingBox();
      const height = page.viewportSize()!.height;
      expect(Math.round(footer!.y + footer!.height)).toBe(height);
    }
  });
});

test.describe('Welcome panel', () => {
  test('reaches the bottom of the window, greets a new client on registration and a returning one on sign-in', async ({
    page,
  }) => {
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

  test('is a calm dark surface in the dark theme', async ({ page, context }) => {
    await page.goto('/en/login');
    await context.addCookies([{ name: 'user-theme', value: 'dark-theme', url: page.url() }]);
    await page.reload();
    await ready(page);
    const background = await page
      .getByRole('complementary', { name: 'Welcome back!' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    // Relative luminance well below the page text's: a dark surface, not the brand blue.
    const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    expect(luminance).toBeLessThan(40);
  });
});

test.describe('Frame', () => {
  test('the app name comes from configuration in the title and the navbar', async ({ page }) => {
    await page.goto('/en/login');
    await ready(page);
    await expect(page).toHaveTitle('Sign in · Northstar Markets');
    await expect(page.getByRole('link', { name: 'Northstar Markets' })).toBeVisible();
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

  test('"Skip to content" is the first Tab stop and leads to the main content @mobile', async ({
    page,
  }) => {
    await page.goto('/en/login');
    await expect(login.email(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the footer carries the legal entity, licence, risk warning and legal links; signed out, support is by e-mail', async ({
    page,
  }) => {
    await page.goto('/de/login');
    await ready(page);
    const footer = page.getByRole('contentinfo', { name: 'Rechtliche Hinweise' });
    await expect(footer).toContainText('Northstar Markets Ltd');
    await expect(footer).toContainText('CySEC');
    await expect(footer).toContainText('gehebelte Produkte');
    const terms = footer.getByRole('link', { name: /Allgemeine Geschäftsbedingungen/ });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', /^mailto:/);
  });
});
