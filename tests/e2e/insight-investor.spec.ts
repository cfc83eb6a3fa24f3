import type { Page } from '@playwright/test';
import {
  appHost,
  CLIENT,
  DEMO,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';

/** Waits until the holdings table shows data (its placeholder rows are hidden from assistive technology). */
async function holdings(page: Page) {
  const table = page.getByRole('table', { name: 'Holdings' });
  await expect(table.getByRole('cell').first()).toBeVisible();
  return table;
}

/**
 * Stores the interface language as the language switch does, in the page's own cookie (a URL
 * prefix alone follows the stored language).
 */
async function useLocale(page: Page, locale: string) {
  await page
    .context()
    .addCookies([{ name: 'locale', value: locale, domain: appHost(), path: '/' }]);
}

test.describe('Investor area', () => {
  test('a client lands on the unauthorized page and the investor call is never made', async ({
    page,
  }) => {
    await signInByApi(page, CLIENT);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/investor') calls.push(request.url());
    });
    await page.goto('/en/investor');
    await expect(page).toHaveURL(/\/en\/unauthorized$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Holdings' })).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test("the investor sees portfolio value, invested, profit and the holdings' change; the area speaks German", async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    await page.goto('/en/investor');

    await test.step("the investor sees portfolio value, invested, profit and the holdings' change", async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Investor area' })).toBeVisible();
      const table = await holdings(page);
      await expect(table.getByRole('columnheader')).toHaveText([
        'Company',
        'Quantity',
        'Value',
        'Change',
      ]);
      // Every change is signed "+" or "−" (U+2212), or zero, and in percent; every value in
      // dollars with its cents.
      for (const row of await table.getByRole('row').all()) {
        const cells = row.getByRole('cell');
        if ((await cells.count()) === 0) continue;
        await expect(cells.nth(2)).toHaveText(/^\$ [\d,]+\.\d{2}$/);
        await expect(cells.nth(3)).toHaveText(/^(up\+|down\u2212)?[\d,]+(\.\d{1,2})?%$/);
      }
      const main = page.getByRole('main');
      const figure = (label: string) => main.getByText(label, { exact: true }).locator('..');
      await expect(figure('Portfolio value')).toContainText(/\$ [\d,]+\.\d{2}/);
      await expect(figure('Invested')).toContainText(/\$ [\d,]+\.\d{2}/);
      // The profit says its direction by its sign, then by words; never by colour alone.
      await expect(figure('Profit')).toContainText(/(\+|\u2212)\$ [\d,]+\.\d{2}/);
      await expect(main.getByText(/^(gain|loss|no change) on what you invested$/)).toBeVisible();
      await expect(main).not.toContainText(/-\$|-\d/);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });

    await test.step('the investor area speaks German', async () => {
      await useLocale(page, 'de');
      await page.goto('/de/investor');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Investorenbereich' }),
      ).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Bestände' }).getByRole('cell').first(),
      ).toBeVisible();
    });
  });
});
