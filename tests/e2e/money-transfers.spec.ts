import type { Locator, Page } from '@playwright/test';
import {
  countRequests,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mockCalls,
  quietTest,
  ready,
  signInByApi,
  test,
  textField,
} from './helpers';

/*
 * Transfers between a wallet and a trading account (call 50) on the demo build. The demo investor's
 * main wallet holds $ 12,345.60, of which $ 12,000.00 is available ($ 345.60 reserved by a pending
 * withdrawal); accounts 5100301–5100303 are in dollars, 5100304 in euros.
 */

const CREATE = '/api/transfer/create';

/** The bodies of every request the page sends to call 50: only transfers the client confirmed. */
function transfersSent(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CREATE) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** The top of each entry of the sidebar's sections, by name. */
const sectionTops = (page: Page) =>
  sidebar(page)
    .getByRole('navigation', { name: 'More sections' })
    .getByRole('link')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((a) => [a.textContent, a.getBoundingClientRect().top])),
    );

const from = (page: Page) => page.getByRole('combobox', { name: /^From/ });
const to = (page: Page) => page.getByRole('combobox', { name: /^To/ });
const amount = (page: Page) => textField(page, 'Amount');
/** The card (list item) headed `name`. */
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Profile and balance' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function openTransfer(page: Page, query = '') {
  await signInByApi(page);
  await page.goto(`/en/transfer${query}`);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
  await expect(from(page)).toBeVisible();
}

test.describe('Transfers', () => {
  test('refuses more than is available and a currency the wallet lacks; from the main wallet to a dollar account: the exact body, once per double click, and every balance after', async ({
    page,
  }) => {
    await openTransfer(page);
    const bodies = transfersSent(page);

    await test.step('refuses more than the wallet has available, under the amount, before sending', async () => {
      await expect(from(page)).toHaveValue('wallet:1');
      await expect(from(page)).toHaveAccessibleDescription('Available to transfer: $ 12,000.00');
      // Less than the balance ($ 12,345.60), more than what is available.
      await amount(page).fill('12100');
      await amount(page).press('Enter');
      await expect(amount(page)).toHaveAccessibleDescription(
        /The amount is more than the available \$ 12,000\.00\./,
      );
      await expect(amount(page)).toBeFocused();
      await expect(amount(page)).toHaveValue('12100');
      await expect(page.getByRole('heading', { name: 'Check and confirm' })).toHaveCount(0);
      expect(bodies).toEqual([]);
      await expectNoAxeViolations(page);
    });

    await test.step('shows an account of another currency as not possible, and why', async () => {
      const euro = to(page).getByRole('option', {
        name: 'Account 5100304 · EUR — not possible: different currency',
      });
      await expect(euro).toBeDisabled();
      await expect(to(page)).toHaveAccessibleDescription(
        'A transfer keeps its currency: only accounts in USD can receive it.',
      );
      // From the euro wallet, it is the dollar accounts that cannot receive.
      await from(page).selectOption({ label: 'EUR wallet · EUR' });
      await expect(to(page)).toHaveValue('trading_account:304');
      await expect(
        to(page).getByRole('option', {
          name: 'Account 5100301 · USD — not possible: different currency',
        }),
      ).toBeDisabled();
      // (Axe on the form with its currency note as loaded: tests/e2e/a11y-crawl.spec.ts.)
    });

    await test.step('from the main wallet to a dollar account: the exact body, once per double click', async () => {
      await from(page).selectOption({ label: 'Main wallet · USD' });
      await expect(from(page)).toHaveValue('wallet:1');
      await to(page).selectOption({ label: 'Account 5100302 · USD' });
      await amount(page).fill('1234.56');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeFocused();
      await expect(page.getByText('$ 1,234.56', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm transfer' }).dblclick();
      await expect(page.getByRole('heading', { name: 'Transfer completed' })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Notifications' })
          .getByText('$ 1,234.56 moved to Account 5100302 · USD.'),
      ).toBeVisible();
      expect(bodies).toEqual([
        {
          from: { type: 'wallet', id: 1 },
          to: { type: 'trading_account', id: 302 },
          amount: 1234.56,
        },
      ]);
    });

    await test.step('every balance after: the sidebar at once, the wallet’s and the account’s pages', async () => {
      await expect(sidebar(page).getByText('$ 11,111.04')).toBeVisible();
      await page.goto('/en/wallet/1');
      await expect(page.getByText('$ 10,765.44', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Last transactions' })).toContainText('Transfer');
      await page.goto('/en/trading-account/302');
      await expect(page.getByText('$ 73,234.56', { exact: true }).first()).toBeVisible();
      expect(bodies).toHaveLength(1);
    });
  });

  test('a wallet, a trading account and a new account’s "Fund this account" open it with themselves chosen', async ({
    page,
  }) => {
    await signInByApi(page);

    await test.step('a wallet and a trading account open it with themselves chosen', async () => {
      await page.goto('/en/wallet/2');
      await page.getByRole('main').getByRole('link', { name: 'Transfer' }).click();
      await expect(page).toHaveURL(/\/en\/transfer\?from=wallet%3A2|\/en\/transfer\?from=wallet:2/);
      await expect(from(page)).toHaveValue('wallet:2');
      await expect(to(page)).toHaveValue('trading_account:304');
      await page.goto('/en/trading-account/accounts');
      await card(page, 'Account 5100303').getByRole('link', { name: 'Transfer' }).click();
      await expect(to(page)).toHaveValue('trading_account:303');
      await expect(from(page)).toHaveValue('wallet:1');
    });

    await test.step('a reload keeps what was chosen and typed', async () => {
      await amount(page).fill('75');
      await expect(page).toHaveURL(/amount=75/);
      await page.reload();
      await expect(to(page)).toHaveValue('trading_account:303');
      await expect(amount(page)).toHaveValue('75');
    });

    await test.step('a new trading account offers "Fund this account", leading to the transfer to it', async () => {
      await page.goto('/en/trading-account/accounts');
      await page.getByRole('button', { name: 'Open a trading account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Open a trading account' });
      await expect(dialog.getByRole('combobox', { name: 'Account currency' })).toBeEnabled();
      await dialog.getByRole('button', { name: 'Open account' }).click();
      const opened = page.getByRole('dialog', { name: 'Account 5100307 is open' });
      await opened.getByRole('link', { name: 'Fund this account' }).click();
      await expect(opened).toBeHidden();
      await expect(to(page)).toHaveValue('trading_account:307');
      await expect(from(page)).toHaveValue('wallet:1');
    });
  });
});

test.describe('Asking whether transfers are offered (call 51)', () => {
  test('a late answer adds "Transfer" below the sections, moving none of them; nothing goes to call 50', async ({
    page,
  }) => {
    await signInByApi(page);
    const bodies = transfersSent(page);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/transfer/limits', async (route) => {
      await answered;
      await route.fallback();
    });
    await page.goto('/en/home');
    await ready(page);
    const sections = sidebar(page).getByRole('navigation', { name: 'More sections' });
    await expect(sections.getByRole('link', { name: 'Investor area' })).toBeVisible();
    const before = await sectionTops(page);
    expect(before).not.toHaveProperty('Transfer');
    answer();
    await expect(sections.getByRole('link', { name: 'Transfer' })).toBeVisible();
    const after = await sectionTops(page);
    for (const [name, top] of Object.entries(before)) expect(after[name], name).toBe(top);
    expect(after.Transfer).toBeGreaterThan(Math.max(...Object.values(before)));
    // Other pages of the session ask no second time, and send nothing to call 50.
    const asked = countRequests(page, 'POST', '/api/transfer/limits');
    await page.goto('/en/wallet/wallets');
    await expect(page.getByRole('heading', { name: 'Main wallet' })).toBeVisible();
    await page.reload();
    await expect(sections.getByRole('link', { name: 'Transfer' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(bodies).toEqual([]);
  });
});

/*
 * One journey for every call beyond the specification these specs drive (51 transfers, 54 the
 * statement PDF, 55–57 the trading runs, 58–59 the notifications): the pages they live on, each
 * loaded once with the backend saying "not offered".
 */
quietTest.describe('Calls beyond the specification not offered (?mock=beyond:off)', () => {
  quietTest(
    'no trace of transfers, the statement PDF, the trading runs or the notifications, and nothing in the console but the 404s themselves',
    async ({ page, allowConsole }) => {
      // Eight page loads, each waiting until the network is quiet: 12–16 s on an idle machine,
      // 45–57 s with both cores kept busy, and over the default 90 s once beside the other worker.
      quietTest.setTimeout(180_000);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/notifications') asked.push(request.url());
      });
      // The browser's own lines about the 404 answers are the only ones allowed: the app logs nothing.
      const failedLoads: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('Failed to load resource'))
          failedLoads.push(message.location().url);
      });
      allowConsole(/^Failed to load resource: the server responded with a status of 404/);
      await signInByApi(page);
      await mockCalls(page, 'beyond:off');
      const sections = sidebar(page).getByRole('navigation', { name: 'More sections' });
      const noTransfer = async () => {
        await expect(sections.getByRole('link', { name: 'Transfer' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: /Transfer|Fund this account/ })).toHaveCount(0);
      };
      const noStatementPdf = async () => {
        await expect(page.getByRole('button', { name: /PDF/ })).toHaveCount(0);
        await expect(page.getByRole('main')).not.toContainText('PDF');
      };
      const noTradingRuns = async () => {
        await expect(
          page.getByRole('button', { name: /Change leverage|Platform passwords/ }),
        ).toHaveCount(0);
        await expect(page.getByRole('main')).not.toContainText(/margin|positions/i);
      };
      /** Opens `path` and waits for `shown` and for every answer (a late one would add a part). */
      const open = async (path: string, shown: Locator) => {
        await page.goto(path);
        await expect(shown).toBeVisible();
        await page.waitForLoadState('networkidle');
      };

      await quietTest.step('home: no bell, asked once; no transfer', async () => {
        // The page's clock, to make a poll or a retry due at once.
        await page.clock.install();
        const answered = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/notifications',
        );
        await open('/en/home', sections.getByRole('link', { name: 'Wallets' }));
        expect((await answered).status()).toBe(404);
        await expect(bell(page)).toHaveCount(0);
        // Asked once: a 404 is an answer, not asked again by a poll or a retry. The bell asks every
        // minute (POLL_MS) and a retry would come within seconds: a minute and five seconds of the
        // page's clock at once make them due, and a request the page makes after that is seen
        // after any they made.
        await page.clock.runFor(65_000);
        await Promise.all([
          page.waitForRequest((request) => request.url().endsWith('/en/login?after-the-clock')),
          page.evaluate(() => void fetch('/en/login?after-the-clock')),
        ]);
        expect(asked).toHaveLength(1);
        await noTransfer();
        await expect(page.getByRole('main')).not.toContainText(/Transfer|Fund this account/);
      });

      await quietTest.step('the wallets: no transfer, no statement PDF', async () => {
        await open('/en/wallet/wallets', page.getByRole('heading', { name: 'Main wallet' }));
        await noTransfer();
        await open('/en/wallet/1', page.getByText('Withdraw', { exact: true }).first());
        await noTransfer();
        await expect(page.getByRole('main')).not.toContainText(/Transfer|Fund this account/);
        await noStatementPdf();
      });

      await quietTest.step('the trading accounts: no transfer, no trading runs', async () => {
        for (const path of ['/en/trading-account/accounts', '/en/trading-account/301']) {
          await open(path, page.getByRole('heading', { name: 'Account 5100301' }).first());
          await noTransfer();
          await expect(page.getByRole('main')).not.toContainText(/Transfer|Fund this account/);
          await noTradingRuns();
        }
      });

      await quietTest.step('the transactions: no statement PDF', async () => {
        await open('/en/transactions', page.getByText('Print statement', { exact: true }));
        await noStatementPdf();
      });

      await quietTest.step('the transfer and notifications pages are not found', async () => {
        for (const path of ['/en/transfer', '/en/notifications']) {
          await page.goto(path);
          await expect(
            page.getByRole('heading', { level: 1, name: 'Page not found' }),
          ).toBeVisible();
          await expect(page).toHaveTitle(/^Page not found · /);
          await expect(bell(page)).toHaveCount(0);
        }
        expect(failedLoads.every((url) => new URL(url).pathname.startsWith('/api/'))).toBe(true);
        expect(failedLoads.some((url) => url.endsWith('/api/notifications'))).toBe(true);
      });
    },
  );
});

test.describe('Transfers on a phone @mobile', () => {
  test('fits 375 px in de and fi, and the menu leads to it', async ({
    page,
    isMobile,
    baseURL,
  }) => {
    test.skip(!isMobile, 'The menu button shows below 1280 px.');
    await signInByApi(page);
    for (const [lang, title, menu] of [
      ['de', 'Umbuchung', 'Menü'],
      ['fi', 'Siirto', 'Valikko'],
    ] as const) {
      await test.step(lang, async () => {
        // The language a client chose lives in a cookie, set here as its switcher sets it.
        await page.context().addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
        await page.goto(`/${lang}/home`);
        await ready(page);
        await page.getByRole('button', { name: menu }).click();
        await page.getByRole('link', { name: title, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('combobox').first()).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);
      });
    }
  });
});
