import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mockCalls,
  ready,
  signInByApi,
  test,
} from './helpers';

const listBodies = (page: Page) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/transactions')
      bodies.push(request.postDataJSON());
  });
  return bodies;
};

/** Signed in, on the loaded transactions page; the list's request bodies from here on. */
async function openTransactions(page: Page) {
  await signInByApi(page);
  const bodies = listBodies(page);
  await page.goto('/en/transactions');
  await ready(page);
  await expect(page.getByRole('table')).toBeVisible();
  return bodies;
}

test.describe('Transactions', () => {
  test('filters live in the URL, survive a reload and back/forward, and reach the request', async ({
    page,
  }) => {
    const bodies = await openTransactions(page);
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

  test('a date typed with the keyboard is applied once complete, never a year on the way', async ({
    page,
  }) => {
    const bodies = await openTransactions(page);
    const from = page.getByLabel('From');
    await from.focus();
    // Month, day, year, as a client types them; Chromium reports 0002, 0020, 0202 on the way.
    await page.keyboard.type('01152026', { delay: 60 });
    await expect(page).toHaveURL(/\?from=2026-01-15$/);
    await expect(from).toHaveValue('2026-01-15');
    await expect.poll(() => bodies.at(-1)).toEqual({ page: 1, per_page: 20, from: '2026-01-15' });
    expect(bodies.filter((body) => /^0/.test(String(body.from ?? 'x')))).toEqual([]);
    // "To" before "From" is refused in place when the field is left, and never sent.
    const to = page.getByLabel('To', { exact: true });
    await to.focus();
    await page.keyboard.type('01012025', { delay: 60 });
    await page.keyboard.press('Tab');
    await expect(page.getByText(/Enter a date from Jan 15, 2026 to/)).toBeVisible();
    await expect(page).toHaveURL(/\?from=2026-01-15$/);
    expect(bodies.filter((body) => 'to' in body)).toEqual([]);
  });

  test('a rejected deposit is not shown as a credit; the CSV export holds every row of the filter, amounts with their cents', async ({
    page,
  }) => {
    await signInByApi(page);
    await page.goto('/en/transactions?type=deposit&status=rejected');
    await ready(page);

    await test.step('a rejected deposit is not shown as a credit', async () => {
      const table = page.getByRole('table', { name: 'Transactions' });
      const rows = table.locator('tbody tr');
      await expect(rows.first()).toContainText('Rejected');
      for (const row of await rows.all()) {
        const amount = row.locator('[data-sensitive]');
        await expect(amount).toHaveText(/^\$ \d{1,3}(,\d{3})*\.\d{2}$/);
        await expect(amount).toHaveAttribute('data-tone', 'void');
        await expect(amount).toHaveCSS('text-decoration-line', 'line-through');
        await expect(row).toContainText('Rejected');
      }
      await expect(table.getByText(/^\+/)).toHaveCount(0);
    });

    await test.step('exports every row of the filter as CSV, amounts with their cents', async () => {
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
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,deposit,rejected,\d+\.\d{2},[A-Z]{3},/,
        );
      }
    });
  });

  test('prints every transaction of the filter on A4, no cell cut off, nothing of the chrome', async ({
    page,
  }) => {
    await signInByApi(page);
    // A4 portrait at 96 dpi: the phone balance bar shows at this width on screen.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.goto('/en/transactions');
    await ready(page);
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await expect(page.getByText('Balance', { exact: true }).first()).toBeVisible();
    const total = await transactionCount(page);
    expect(total).toBeGreaterThan(20);
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });

    await page.getByRole('button', { name: 'Print statement' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'The statement is ready' })).toHaveText(
      `The statement is ready: ${total} transactions.`,
    );

    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByRole('region', { name: /^Statement for \S+/ });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('All dates')).toBeVisible();
    await expect(
      sheet.getByRole('heading', { name: 'Completed totals by currency' }),
    ).toBeVisible();
    // The transactions are the one table that prints.
    await expect(page.getByRole('table')).toHaveCount(1);
    await expect(
      sheet.getByRole('table', { name: `${total} transactions` }).locator('tbody tr'),
    ).toHaveCount(total);
    await expect(sheet.getByRole('table', { name: `${total} transactions` })).toContainText(
      'Rejected',
    );

    const cut = await page.evaluate(() => {
      const root = document.querySelector('[data-print-root]')!;
      const boxes = [root, ...root.querySelectorAll('table, th, td')];
      return boxes
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map(
          (el) =>
            `${el.tagName} ${el.textContent?.slice(0, 40)}: ${el.scrollWidth} > ${el.clientWidth}`,
        );
    });
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      794,
    );

    // Nothing outside the statement takes any room: no navbar, balance bar, sidebar, filters,
    // pagination, toasts, footer or demo panel.
    const chrome = await page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((el) => !el.closest('[data-print-root]') && !el.querySelector('[data-print-root]'))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        })
        .map((el) => `${el.tagName}.${el.className} ${el.textContent?.slice(0, 30)}`),
    );
    expect(chrome).toEqual([]);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    for (const balance of await page.getByText('Balance', { exact: true }).all()) {
      await expect(balance).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();

    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('prints the statement of a filter, named in words, when pressed from the keyboard', async ({
    page,
  }) => {
    await signInByApi(page);
    await page.goto('/en/transactions?type=withdrawal&from=2000-01-01&to=2099-12-31');
    await ready(page);
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: 'Print statement' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('body[data-printed]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Print statement' })).toBeFocused();

    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByRole('region', { name: /^Statement for / });
    await expect(sheet.getByText('Period: January 1, 2000 – December 31, 2099')).toBeVisible();
    await expect(sheet.getByRole('definition').filter({ hasText: 'Withdrawal' })).toBeVisible();
    await expect(sheet.getByRole('definition').filter({ hasText: 'All statuses' })).toBeVisible();
    const list = sheet.getByRole('table', { name: /transactions?$/ });
    for (const type of await list.locator('tbody td:nth-child(2)').allTextContents()) {
      expect(type).toBe('Withdrawal');
    }
  });

  test('says so and prints nothing when the statement cannot be fetched', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/transactions');
    await ready(page);
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    // The table has loaded; from now on the transactions call fails.
    await mockCalls(page, 'getTransactions:500json');
    await page.getByRole('button', { name: 'Print statement' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'nothing was printed' })).toBeVisible();
    await expect(page.locator('body[data-printed]')).toHaveCount(0);
  });
});

test.describe('Transactions on a phone @mobile', () => {
  test('the filters wait behind "Filters (n)", which summarises the active ones', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'About the phone width (mobile project).');
    await signInByApi(page);
    await page.goto('/de/transactions?status=completed');
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Filter (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Abgeschlossen', { exact: true }).first()).toBeVisible();
    // The list starts on the first screen: the filters are not in the way.
    await expect(page.getByRole('combobox', { name: 'Art' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Transaktionen' })).toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('combobox', { name: 'Art' }).selectOption('deposit');
    await expect(page).toHaveURL(/status=completed&type=deposit|type=deposit&status=completed/);
    const two = page.getByRole('button', { name: 'Filter (2)' });
    await expect(two).toBeVisible();
    await two.click();
    await expect(page.getByRole('combobox', { name: 'Art' })).toBeHidden();
    await expect(page.getByText('Einzahlung · Abgeschlossen')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

/** How many transactions the signed-in client has, asked of the backend directly. */
async function transactionCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const res = await fetch('/api/transactions', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ page: 1, per_page: 1 }),
    });
    return ((await res.json()) as { meta: { total: number } }).meta.total;
  });
}
