import { expect, test } from '@playwright/test';
import { CLIENT, DEMO, layoutShift, ready, signInByApi, watchLayoutShift } from '../e2e/helpers';

/**
 * No layout shift, whatever the backend answers (issue 23): the production build, a client whose
 * identity check was rejected (its notice depends on a call of its own) and who has not been
 * greeted yet (the welcome banner arrives with home and leaves five seconds later). Every
 * `layout-shift` entry without recent input is summed, as Cumulative Layout Shift counts them.
 */
const PAGES = ['/en/home', '/en/transactions', '/en/ipo/calendar'];

test.describe('layout shift (production build)', () => {
  for (const path of PAGES) {
    test(`${path} for a client with a rejected identity check: CLS below 0.01, the welcome banner's departure included`, async ({
      page,
    }) => {
      await page.route(/tradingview/, (route) => route.abort('connectionrefused'));
      await signInByApi(page, CLIENT);
      await watchLayoutShift(page);
      await page.goto(path);
      await ready(page);
      await expect(
        page.getByText('Your identity check was rejected.', { exact: false }),
      ).toBeVisible();
      await expect(page.locator('[aria-busy="true"]:not(:has(iframe))')).toHaveCount(0);
      if (path === '/en/home') {
        const welcome = page.getByText(/^Hello, /);
        await expect(welcome).toBeVisible();
        // Gone from sight after five seconds; its place stays, so nothing moves.
        await expect(welcome).toBeHidden({ timeout: 10_000 });
      }
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
});

/**
 * At a phone's width (Lighthouse's mobile screen, 412 px), an action that comes with an answer
 * takes a row of its own: the statement button (call 54) on the transactions and wallet pages,
 * the wallet's "Transfer" link (call 51, which pushes the statement button to the next row in
 * Finnish), "Mark all as read" with the notifications. Each keeps its place from the first
 * paint, and a card's figure its skeleton's height, so nothing below them moves when the answers
 * come.
 */
test.describe('layout shift at a phone width (production build)', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const WALLET_CALLS = /\/api\/(?:statement|transfer\/limits)$/;
  const PHONE_PAGES = [
    {
      path: '/en/transactions',
      late: /\/api\/statement$/,
      done: [{ role: 'button', name: 'Download statement (PDF)' }],
    },
    {
      path: '/en/wallet/1',
      late: WALLET_CALLS,
      done: [
        { role: 'button', name: 'Download statement (PDF)' },
        { role: 'link', name: 'Transfer' },
      ],
    },
    {
      path: '/fi/wallet/1',
      late: WALLET_CALLS,
      done: [
        { role: 'button', name: 'Lataa tiliote (PDF)' },
        { role: 'link', name: 'Siirrä' },
      ],
    },
    {
      path: '/en/notifications',
      late: /\/api\/notifications(?:\?|$)/,
      done: [{ role: 'button', name: 'Mark all as read' }],
    },
  ] as const;
  for (const { path, late, done } of PHONE_PAGES) {
    test(`${path}: CLS below 0.01 once its answers are in`, async ({ page }) => {
      await signInByApi(page, DEMO);
      await watchLayoutShift(page);
      // The answers that bring the actions come after the page's first paint, as on a slow link.
      await page.route(late, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto(path);
      await ready(page);
      for (const { role, name } of done)
        await expect(page.getByRole(role, { name, exact: true })).toBeEnabled();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
});
