import type { Page, Request } from '@playwright/test';
import {
  appHost,
  DEMO,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';

const isAnalyticsCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics';

/** The body of the next analytics call the page makes while `act` runs. */
async function analyticsBodyOf(page: Page, act: () => Promise<unknown>) {
  const [request] = await Promise.all([page.waitForRequest(isAnalyticsCall), act()]);
  return request.postDataJSON() as unknown;
}

/** The chart named by its summary sentence, once drawn. */
const chart = (page: Page, name: RegExp) => page.getByRole('img', { name });

/** The end of a summary sentence: the period, then its days in brackets ("(Feb 15 – Mar 16, 2026)."). */
const endsWithPeriod = (phrase: string) => new RegExp(`${phrase} \\([^)]+\\d{4}\\)\\.( .+)?$`);

/**
 * Stores the interface language as the language switch does, in the page's own cookie (a URL
 * prefix alone follows the stored language).
 */
async function useLocale(page: Page, locale: string) {
  await page
    .context()
    .addCookies([{ name: 'locale', value: locale, domain: appHost(), path: '/' }]);
}

// Two journeys through the page, as the demo investor: each step names what it proves. The steps
// that need a page of their own (a shared link, another period, the dark theme, Finnish) load it.
test.describe('Analytics', () => {
  test('loads its charting library alone, opens on 30 days, names every figure’s period, has legends, switches periods by mouse and keyboard', async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    await test.step('the charting library loads with the analytics page only, which opens on 30 days', async () => {
      const chunks: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/\/assets\/AnalyticsCharts[^/]*\.js$/.test(path)) chunks.push(path);
      });
      await page.goto('/en/investor');
      await expect(page.getByRole('heading', { level: 1, name: 'Investor area' })).toBeVisible();
      await page.goto('/en/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(chunks).toEqual([]);
      expect(await analyticsBodyOf(page, () => page.goto('/en/analytics'))).toEqual({
        period: '30d',
      });
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      expect(chunks).toHaveLength(1);
    });

    await test.step('every figure names its period, and the page its currency and conversion', async () => {
      const main = page.getByRole('main');
      // The three headline figures, each in dollars with its cents, each with the days it covers.
      const covers = main.getByText(
        /^over the last 30 days \(\w{3} \d{1,2}\s–\s(\w{3} )?\d{1,2}, \d{4}\)\. Includes amounts in EUR at 1\.09 USD per EUR, rates of .* UTC\.$/,
      );
      await expect(covers).toHaveCount(3);
      for (const label of ['Deposits to your wallets', 'Withdrawals from your wallets']) {
        await expect(main.getByText(label, { exact: true }).locator('..')).toContainText(
          /\$ [\d,]+\.\d{2}/,
        );
      }
      await expect(
        main.getByText('Profit of your trading accounts', { exact: true }).locator('..'),
      ).toContainText(/(\+|\u2212)?\$ [\d,]+\.\d{2}/);
      // The demo client holds euros: the page says they were converted into dollars, at which rate
      // and when; the wallets' part names the euros it holds.
      await expect(
        main.getByText(
          /^Reporting currency: US Dollar \(USD\)\. Amounts held in other currencies were converted into USD at 1\.09 USD per EUR, the broker's rates of \w{3} \d{1,2}, \d{4}, \d{1,2}:00\s[AP]M UTC\.$/,
        ),
      ).toBeVisible();
      await expect(
        chart(page, /in total today, with amounts held in other currencies converted into USD/),
      ).toBeVisible();
      await expect(
        main
          .getByText(/^Includes € [\d,]+\.\d{2} at 1\.09 USD per EUR, rates of .* UTC\.$/)
          .first(),
      ).toBeVisible();
      // A loss or a debit is written with U+2212, never a hyphen.
      await expect(main).not.toContainText(/-\$/);
    });

    await test.step('the charts have legends and no axe violations', async () => {
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      await expect(page.getByRole('list', { name: 'Legend' })).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    await test.step('switches period: the URL and the request follow, by mouse and keyboard', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await expect(page.getByRole('tab', { name: '30 days' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        chart(
          page,
          /^Balance of your wallets (rose|fell|stayed) .* over the last 30 days \([^)]+\d{4}\)\.( .+)?$/,
        ),
      ).toBeVisible();
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);

      const body = await analyticsBodyOf(page, () =>
        page.getByRole('tab', { name: '7 days' }).click(),
      );
      expect(body).toEqual({ period: '7d' });
      await expect(page).toHaveURL(/\/en\/analytics\?period=7d$/);
      await expect(page.getByRole('tab', { name: '7 days' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(chart(page, endsWithPeriod('over the last 7 days')).first()).toBeVisible();

      // Keyboard: Home and End jump along the periods (the one already seen comes from the cache).
      await page.getByRole('tab', { name: '7 days' }).focus();
      const last = await analyticsBodyOf(page, () => page.keyboard.press('End'));
      expect(last).toEqual({ period: '1y' });
      await expect(page).toHaveURL(/\?period=1y$/);
      await expect(page.getByRole('tab', { name: '1 year' })).toBeFocused();
      await expectNoHorizontalOverflow(page);
    });
  });

  test('a shared link keeps its period; charts turn into tables; the dark theme; Finnish', async ({
    page,
    context,
  }) => {
    await signInByApi(page, DEMO);
    await test.step('a shared link keeps its period, and back returns to the previous one', async () => {
      expect(await analyticsBodyOf(page, () => page.goto('/en/analytics?period=1y'))).toEqual({
        period: '1y',
      });
      await expect(page.getByRole('tab', { name: '1 year' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        chart(page, /over the last year \([^)]+\): .* weeks? with a gain/),
      ).toBeVisible();
      await page.getByRole('tab', { name: '90 days' }).click();
      await expect(page).toHaveURL(/\?period=90d$/);
      await page.goBack();
      await expect(page).toHaveURL(/\?period=1y$/);
      await expect(page.getByRole('tab', { name: '1 year' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    await test.step('"Show as table" turns each chart into a table and back', async () => {
      await page.goto('/en/analytics?period=7d');
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      const toggle = page.getByRole('button', { name: 'Show as table' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const balance = page.getByRole('table', { name: 'Balance history' });
      // One row per day of the week, under the header.
      await expect(balance.getByRole('row')).toHaveCount(8);
      // Every amount with its cents.
      await expect(balance.getByRole('cell').nth(1)).toHaveText(/^\$ [\d,]+\.\d{2}$/);
      // The demo converts its euros into dollars: the shares are labelled as of that total.
      await expect(
        page
          .getByRole('table', { name: 'Allocation' })
          .getByRole('columnheader', { name: 'Share of the converted total' }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Profit and loss' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Allocation' })).toBeVisible();
      await expect(page.getByRole('img')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await toggle.click();
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
    });

    await test.step('the charts have no axe violations in the dark theme too', async () => {
      const url = new URL(page.url());
      await context.addCookies([
        { name: 'user-theme', value: 'dark-theme', domain: url.hostname, path: '/' },
      ]);
      await page.reload();
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    await test.step('in Finnish: period names and the summary sentence', async () => {
      await useLocale(page, 'fi');
      expect(await analyticsBodyOf(page, () => page.goto('/fi/analytics?period=90d'))).toEqual({
        period: '90d',
      });
      await expect(page.getByRole('tab', { name: '90 päivää' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        chart(page, /^Lompakoidesi saldo .* viimeisen 90 päivän aikana \(/),
      ).toBeVisible();
      await expect(
        page.getByText(
          /^Raportointivaluutta: .+ \(USD\)\. Muissa valuutoissa olevat summat on muunnettu valuuttaan USD/,
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Näytä taulukkona' })).toBeVisible();
    });
  });
});
