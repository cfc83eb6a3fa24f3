import type { Page } from '@playwright/test';
import { CLIENT, DEMO, expect, ready, signInByApi, test } from './helpers';

// With motion, unlike the other desktop specs (playwright.config.ts): every section reached
// through the page transitions, as most clients see them.
test.use({ reducedMotion: 'no-preference' });

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

/** A balance on screen (the sidebar's, or the phone's compact bar): blurred in privacy mode. */
const blurOfBalance = (page: Page) =>
  page
    .locator('[data-sensitive]:visible')
    .filter({ hasText: '$ 12,345.60' })
    .first()
    .evaluate((el) => getComputedStyle(el).filter);

test.describe('Desktop frame', () => {
  test.skip(({ isMobile }) => isMobile, 'The sidebar shows from 1280 px.');

  test('an investor: every section one click away in the sidebar, the current one marked (a sub-page too), no compact balance bar, privacy mode remembered', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/security');
    await ready(page);

    await test.step('every section is one click away in the sidebar, the current one marked', async () => {
      for (const [name, url] of SECTIONS) {
        await sidebarSections(page).getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(url);
        await expect(
          sidebarSections(page).getByRole('link', { name, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      }
    });

    await test.step('the balance is in the sidebar, not in a compact bar', async () => {
      await expect(page.getByRole('complementary', { name: 'Profile and balance' })).toContainText(
        '$ 12,345.60',
      );
      await expect(page.getByRole('region', { name: 'Balance' })).toBeHidden();
    });

    await test.step('the navbar toggle blurs every balance and is remembered after a reload', async () => {
      const toggle = page.getByRole('button', { name: 'Hide balances' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await blurOfBalance(page)).toContain('blur');
      // A sub-page, loaded: its section is marked, and privacy mode is still on.
      await page.goto('/en/ipo/history');
      await ready(page);
      await expect(page.getByRole('button', { name: 'Hide balances' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await blurOfBalance(page)).toContain('blur');
    });

    await test.step('a sub-page marks its section', async () => {
      await expect(sidebarSections(page).getByRole('link', { name: 'IPO' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  test('a client: no investor area in the sidebar; the rejected identity check links to the verification page', async ({
    page,
  }) => {
    await signInByApi(page, CLIENT);
    await page.goto('/en/transactions');
    await ready(page);
    await test.step('the investor area is listed only for roles that may see it', async () => {
      await expect(sidebarSections(page).getByRole('link', { name: 'Wallets' })).toBeVisible();
      await expect(sidebarSections(page).getByRole('link', { name: 'Investor area' })).toHaveCount(
        0,
      );
    });
    await test.step('the rejected check shows with a link to the verification page', async () => {
      await page.getByRole('link', { name: 'Go to verification' }).click();
      await expect(page).toHaveURL(/\/en\/settings\/verification$/);
    });
  });
});

test.describe('Phone frame @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'The menu button shows below 1280 px.');

  test('the balance in a compact bar; the menu dims the page and keeps focus until Escape; every section two clicks away', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/transactions');
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Menu' });

    await test.step('the balance shows in a compact bar under the navbar', async () => {
      const bar = page.getByRole('region', { name: 'Balance' });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('$ 12,345.60');
    });

    await test.step('the menu dims the page, keeps focus inside until Escape, then returns it to the toggle', async () => {
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

    await test.step('every section is two clicks away in the menu, from the page before', async () => {
      for (const [name, url] of SECTIONS) {
        await toggle.click();
        await page
          .getByRole('navigation', { name: 'More sections' })
          .getByRole('link', { name, exact: true })
          .click();
        await expect(page).toHaveURL(url);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
    });
  });
});
