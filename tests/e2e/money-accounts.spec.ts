import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';
import type { Page } from '@playwright/test';

/*
 * Trading accounts and wallets on the demo build. The demo investor holds four accounts
 * (12,500 silver, 72,000 gold, 310,000 platinum, 5,000 none) and may open one more: the sixth is
 * refused with description.currency_id.
 */

const MAX_REACHED = 'Maximum number of trading accounts reached';

const card = (page: Page, login: string) =>
  page
    .locator('[data-view]')
    .filter({ has: page.getByRole('heading', { name: `Account ${login}` }) });

async function openAccounts(page: Page) {
  await signInByApi(page);
  await page.goto('/en/trading-account/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading accounts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account 5100301' })).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Open a trading account' });

test.describe('Trading accounts', () => {
  test('the tiers; Close sends nothing; the keyboard opens the fifth account; the sixth is refused with a toast and an inline message', async ({
    page,
  }) => {
    await openAccounts(page);
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/trading-account/create')
        bodies.push(request.postDataJSON());
    });
    const openButton = page.getByRole('button', { name: 'Open a trading account' });
    const select = dialog(page).getByRole('combobox', { name: 'Account currency' });

    await test.step('each account shows its tier by name and shape and the way to the next tier', async () => {
      const cases = [
        ['5100301', 'Silver', '$ 12,500.00', '$ 37,500.00 to gold', 'silver'],
        ['5100302', 'Gold', '$ 72,000.00', '$ 178,000.00 to platinum', 'gold'],
        ['5100303', 'Platinum', '$ 310,000.00', 'Highest tier reached', 'platinum'],
        ['5100304', 'No tier', '€ 5,000.00', '€ 5,000.00 to silver', 'none'],
      ] as const;
      for (const [login, tier, balance, progress, key] of cases) {
        const c = card(page, login);
        await expect(c.getByText(tier, { exact: true })).toBeVisible();
        await expect(c.getByText(balance, { exact: true })).toBeVisible();
        await expect(c.getByRole('meter')).toHaveAttribute('aria-valuetext', progress);
        await expect(c.getByRole('meter')).toHaveAttribute('data-tier', key);
        await expect(c.getByText('1:', { exact: false }).first()).toBeVisible();
        await expect(c.getByText('Broker-Live')).toBeVisible();
      }
      // Axe on the list as loaded: tests/e2e/a11y-crawl.spec.ts.
      await expectNoHorizontalOverflow(page);
    });

    await test.step('Close closes the dialog and nothing is sent', async () => {
      await openButton.click();
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(openButton).toBeFocused();
      expect(bodies).toEqual([]);
    });

    await test.step('the create flow works with the keyboard alone', async () => {
      await openButton.focus();
      await page.keyboard.press('Enter');
      await expect(select).toBeFocused();
      await expect(select).toHaveValue('1');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(select).toHaveValue('2');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(dialog(page).getByRole('button', { name: 'Open account' })).toBeFocused();
      await page.keyboard.press('Enter');
      // The new account's login and server, how to connect, no toast over the navbar's buttons.
      const opened = page.getByRole('dialog', { name: 'Account 5100307 is open' });
      await expect(opened).toContainText('Broker-Live');
      await expect(opened.getByRole('link', { name: 'Fund this account' })).toBeVisible();
      await expect(page.getByText('Saved successfully')).toHaveCount(0);
      await expect(opened.locator(':focus')).toHaveCount(1);
      expect(bodies).toEqual([{ currency_id: 2 }]);
      await page.keyboard.press('Escape');
      await expect(opened).toBeHidden();
      await expect(openButton).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Account 5100307' })).toBeVisible();
    });

    await test.step('the sixth is refused: the toast in the dialog, the reason under the field', async () => {
      await openButton.click();
      await expect(select).toBeEnabled();
      // A new dialog starts at the first currency again.
      await dialog(page).getByRole('button', { name: 'Open account' }).click();
      // The toast shows inside the open modal (outside it, the page is inert: unheard, unclickable).
      const toast = dialog(page).getByRole('alert').filter({ hasText: 'Something went wrong' });
      await expect(toast).toContainText(MAX_REACHED);
      await expect(select).toHaveAccessibleDescription(MAX_REACHED);
      await expect(dialog(page)).toBeVisible();
      expect(bodies).toEqual([{ currency_id: 2 }, { currency_id: 1 }]);
      await toast.getByRole('button', { name: 'Close' }).click();
      await expect(toast).toBeHidden();
      await expect(dialog(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog(page).getByRole('link', { name: 'See your existing trading accounts' }).click();
      await expect(dialog(page)).toBeHidden();
    });
  });

  test('the detail pages: the platform link in a new tab, the history period and page in the URL, the euro account in euros', async ({
    page,
    context,
  }) => {
    await signInByApi(page);

    await test.step('"Open in trading platform" opens the returned link in a new tab', async () => {
      // The demo's platform host does not exist: answer for it, so the new tab has a page to show.
      await context.route('https://trade.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Platform</title>' }),
      );
      await page.goto('/en/trading-account/303');
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Open in trading platform' }).click();
      const opened = await popup;
      expect(opened.url()).toMatch(/^https:\/\/trade\.example\.com\/login\?ticket=/);
      // noopener: the new tab has no way back to the cabinet.
      expect(await opened.evaluate(() => window.opener)).toBeNull();
      await opened.close();
    });

    await test.step('the detail page keeps the history period and page in the URL', async () => {
      // The demo's trades sit in the half year before the day it is opened.
      const day = (daysAgo: number) =>
        new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const [from, to] = [day(200), day(0)];
      await page.goto(`/en/trading-account/302?from=${from}&to=${to}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Account 5100302' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(from);
      const table = page.getByRole('table', { name: 'Trade history' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Pages of the trade history' })
        .getByRole('button', { name: 'Next page' })
        .click();
      await expect(page).toHaveURL(/page=2/);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(to);
      await expect(page).toHaveURL(new RegExp(`from=${from}`));
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
    });

    await test.step('the euro account shows every amount in euros and signs each trade’s profit', async () => {
      await page.goto('/en/trading-account/304');
      await expect(page.getByRole('heading', { level: 1, name: 'Account 5100304' })).toBeVisible();
      const main = page.locator('main');
      await expect(main.getByText('€ 5,000.00', { exact: true })).toBeVisible();
      await expect(main.getByRole('meter')).toHaveAttribute(
        'aria-valuetext',
        '€ 5,000.00 to silver',
      );
      const table = page.getByRole('table', { name: 'Trade history' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const profits = await table.locator('[data-tone]').allTextContents();
      expect(profits.length).toBeGreaterThan(0);
      // A gain "+", a loss "−" (U+2212) as transactions write them; the cents always.
      for (const profit of profits) expect(profit).toMatch(/^[+\u2212]€ \d{1,3}(,\d{3})*\.\d{2}$/);
      expect(await main.textContent()).not.toContain('$');
    });
  });
});

test.describe('Wallets', () => {
  test('the list links each wallet; the detail preselects it for deposit and withdraw; an unknown or foreign one is not found; the view toggle is remembered', async ({
    page,
  }) => {
    await signInByApi(page);

    await test.step('the list links each wallet; the detail preselects it for deposit and withdraw', async () => {
      await page.goto('/en/wallet/wallets');
      await expect(page.getByRole('heading', { level: 1, name: 'Wallets' })).toBeVisible();
      await page.getByRole('link', { name: 'EUR wallet' }).click();
      await expect(page).toHaveURL(/\/en\/wallet\/2$/);
      await expect(page.getByRole('heading', { level: 1, name: 'EUR wallet' })).toBeVisible();
      await expect(page.getByText('Reserved', { exact: true })).toBeVisible();
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
        'href',
        '/en/deposit?wallet=2',
      );
      await expect(main.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
        'href',
        '/en/withdraw?wallet=2',
      );
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await main.getByRole('link', { name: 'Deposit' }).click();
      await expect(page).toHaveURL(/\/en\/deposit\?wallet=2$/);
    });

    await test.step('an unknown or foreign wallet shows not found', async () => {
      await page.goto('/en/wallet/3');
      await expect(page.getByRole('heading', { name: 'Wallet not found' })).toBeVisible();
      await page.goto('/en/wallet/nope');
      await expect(page.getByRole('heading', { name: 'Wallet not found' })).toBeVisible();
    });

    await test.step('the view toggle is remembered across visits', async () => {
      await page.goto('/en/wallet/wallets');
      await page.getByRole('button', { name: 'List view' }).click();
      await page.goto('/en/trading-account/accounts');
      await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
});
