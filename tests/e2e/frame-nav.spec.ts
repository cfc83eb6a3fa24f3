import type { Page } from '@playwright/test';
import { CLIENT, DEMO, expect, ready, signInByApi, test } from './helpers';

/** Every section outside the menu and where it lives. */
const SECTIONS = [
  ['Wallets', /\/en\/wallet\/wallets$/],
  ['Trading accounts', /\/en\/trading-account\/accounts$/],
  // Beyond the specification: the demo backend offers transfers (call 50).
  ['Transfer', /\/en\/transfer$/],
  ['IPO', /\/en\/ipo\/calendar$/],
  ['Investor area', /\/en\/investor$/],
  ['Support tickets', /\/en\/tickets$/],
  ['Articles', /\/en\/articles$/],
  ['Analytics', /\/en\/analytics$/],
  ['Settings', /\/en\/settings\/profile$/],
] as const;

const sidebarSections = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Profile and balance' })
    .getByRole('navigation', { name: 'More sections' });

test.describe('Sections within two clicks', () => {
  test('on desktop every section is one click away in the sidebar, the current one marked', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/security');
    await ready(page);
    for (const [name, url] of SECTIONS) {
      await sidebarSections(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(sidebarSections(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('a sub-page marks its section', async ({ page }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/ipo/history');
    await ready(page);
    await expect(sidebarSections(page).getByRole('link', { name: 'IPO' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the investor area is listed only for roles that may see it', async ({ page }) => {
    await signInByApi(page, CLIENT);
    await page.goto('/en/home');
    await ready(page);
    await expect(sidebarSections(page).getByRole('link', { name: 'Wallets' })).toBeVisible();
    await expect(sidebarSections(page).getByRole('link', { name: 'Investor area' })).toHaveCount(0);
  });

  test('on a phone every section is two clicks away in the menu @mobile', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'The menu button shows below 1280 px.');
    await signInByApi(page, DEMO);
    for (const [name, url] of SECTIONS) {
      await page.goto('/en/transactions');
      await ready(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'More sections' })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  });
});

test.describe('Mobile menu @mobile', () => {
  test('dims the page, keeps focus inside until Escape, then returns it to the toggle', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'The menu button shows below 1280 px.');
    await signInByApi(page, DEMO);
    await page.goto('/en/home');
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.getByTestId('navbar-scrim')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.getByTestId('navbar-scrim')).toHaveCount(0);
  });

  test('the balance shows in a compact bar under the navbar', async ({ page }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/transactions');
    await ready(page);
    const bar = page.getByRole('region', { name: 'Balance' });
    if (page.viewportSize()!.width < 992) {
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('$ 12,345.60');
    } else {
      await expect(bar).toBeHidden();
    }
  });
});

test.describe('Privacy mode', () => {
  test('the navbar toggle blurs every balance and is remembered after a reload', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/home');
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Hide balances' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const amount = page
      .locator('[data-sensitive]:visible')
      .filter({ hasText: '$ 12,345.60' })
      .first();
    await expect(amount).toBeVisible();
    expect(await amount.evaluate((el) => getComputedStyle(el).filter)).toContain('blur');
    await page.reload();
    await ready(page);
    await expect(page.getByRole('button', { name: 'Hide balances' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await page
        .locator('[data-sensitive]:visible')
        .first()
        .evaluate((el) => getComputedStyle(el).filter),
    ).toContain('blur');
  });
});

test.describe('Identity check', () => {
  test('the rejected check of the client shows on signed-in pages with a link to the verification page', async ({
    page,
  }) => {
    await signInByApi(page, CLIENT);
    await page.goto('/en/transactions');
    await ready(page);
    await page.getByRole('link', { name: 'Go to verification' }).click();
    await expect(page).toHaveURL(/\/en\/settings\/verification$/);
  });
});
