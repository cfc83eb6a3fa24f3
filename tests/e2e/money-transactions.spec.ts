import { readFile } from 'node:fs/promises';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  ready,
  signInByApi,
  test,
} from './helpers';

const listBodies = (page: import('@playwright/test').Page) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/transactions')
      bodies.push(request.postDataJSON());
  });
  return bodies;
};

test.describe('Transactions', () => {
  test('filters live in the URL, survive a reload and back/forward, and reach the request @mobile', async ({
    page,
  }) => {
    await signInByApi(page);
    const bodies = listBodies(page);
    await page.goto('/en/transactions');
    await ready(page);
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('deposit');
    await expect(page).toHaveURL(/\/en\/transactions\?type=deposit$/);
    await page.getByLabel('From').fill('2026-01-01');
    await expect(page).toHaveURL(/type=deposit&from=2026-01-01/);
    await expect
      .poll(() => bodies.at(-1))
      .toEqual({ page: 1, per_page: 20, type: 'deposit', from: '2026-01-01' });

    await page.reload();
    await ready(page);
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('deposit');
    await expect(page.getByLabel('From')).toHaveValue('2026-01-01');
    await expect
      .poll(() => bodies.at(-1))
      .toEqual({ page: 1, per_page: 20, type: 'deposit', from: '2026-01-01' });

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/transactions\?type=deposit$/);
    await expect(page.getByLabel('From')).toHaveValue('');
    await page.goForward();
    await expect(page.getByLabel('From')).toHaveValue('2026-01-01');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('exports every row of the filter as CSV', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/transactions?type=deposit');
    await ready(page);
    await expect(page.getByRole('table')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-.*\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Status,Amount,Currency,Wallet,Method,Comment');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,deposit,\w+,\d+(\.\d{1,2})?,[A-Z]{3},/,
      );
    }
  });

  test('prints a statement without the navigation', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/transactions?from=2026-01-01&to=2026-03-16');
    await ready(page);
    await expect(page.getByRole('table')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(/^Statement for /)).toBeVisible();
    await expect(page.getByText('Period: Jan 1, 2026 – Mar 16, 2026')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  });
});
