import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  quietTest,
  ready,
  signInByApi,
  test,
} from './helpers';

/**
 * The statement as a PDF (call 54) from the production build: chosen in its dialog, made in the
 * browser, downloaded, and read back with a PDF text extractor as a client's tax adviser would.
 */

interface Row {
  type: string;
  status: string;
  amount: number;
}

/** The statement the backend gives for the period (what the PDF must state), asked as the app asks. */
async function statementFromApi(page: Page, token: string, body: Record<string, unknown>) {
  return page.evaluate(
    async ({ request, token }) => {
      const response = await fetch('/api/statement', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(request),
      });
      return (await response.json()).data as {
        opening_balance: number;
        closing_balance: number;
        transactions: Row[];
      };
    },
    { request: body, token },
  );
}

/** The text of the downloaded PDF, page by page, whitespace made single spaces. */
async function pdfText(path: string): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const usd = (n: number) =>
  `$ ${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('Statement as PDF', () => {
  // Not run for now: it reads March 2026 from the shared HTTP demo backend, whose month holds what
  // the specs before it did (one run found the seeded withdrawal cancelled and only an IPO sale), so
  // it fails by order, not by the PDF. The PDF's content is pinned in the unit test
  // (StatementPdf.test.tsx: downloaded and read back); this test needs a statement of its own data.
  quietTest.fixme(
    'a month of the main wallet: the PDF states the balances, the entity and every transaction',
    async ({ page }) => {
      const token = await signInByApi(page);
      const statements: unknown[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/statement')
          statements.push(request.postDataJSON());
      });
      await page.goto('/en/transactions');
      await ready(page);
      await page.getByRole('button', { name: 'Download statement (PDF)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Statement as PDF' });
      await expect(dialog.getByRole('combobox', { name: 'Wallet' })).toHaveValue('1');
      await dialog.getByRole('radio', { name: 'Custom dates' }).check();
      await dialog.getByLabel('From', { exact: true }).fill('2026-03-01');
      await dialog.getByLabel('To', { exact: true }).fill('2026-03-16');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('statement-USD-main-2026-03-01_2026-03-16.pdf');
      await expect(dialog.getByRole('status')).toHaveText(
        'Downloaded statement-USD-main-2026-03-01_2026-03-16.pdf.',
      );
      // The page's question whether statements are offered (today), then the one asked for.
      const asked = { wallet_id: 1, from: '2026-03-01', to: '2026-03-16' };
      expect(statements.at(-1)).toEqual(asked);

      const expected = await statementFromApi(page, token, asked);
      const text = (await pdfText(await download.path())).join(' ');
      expect(text).toContain('Northstar Markets Ltd');
      expect(text).toContain('licence CySEC 000/00');
      expect(text).toContain('E-mail demo@example.com');
      expect(text).toContain('Period March 1, 2026 – March 16, 2026');
      expect(text).toContain(`Opening balance on March 1, 2026 ${usd(expected.opening_balance)}`);
      expect(text).toContain(`Closing balance on March 16, 2026 ${usd(expected.closing_balance)}`);
      expect(expected.transactions.length).toBeGreaterThan(0);
      const count = expected.transactions.length;
      expect(text).toContain(`(${count} transaction${count === 1 ? '' : 's'})`);
      for (const row of expected.transactions) expect(text).toContain(usd(row.amount));
      // The month's pending withdrawal is stated apart from the completed totals.
      expect(text).toContain('Pending: +$ 1,500.00 in, −$ 345.60 out');
    },
  );

  test('from a wallet’s page, by keyboard: that wallet, last year', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/wallet/2');
    await ready(page);
    const open = page.getByRole('button', { name: 'Download statement (PDF)' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Statement as PDF' });
    await expect(dialog.getByRole('combobox', { name: 'Wallet' })).toHaveValue('2');
    // Focus stays in the dialog: Tab cycles through its controls.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))))
        .toBe(true);
    }
    await dialog.getByRole('radio', { name: 'Last month' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Last year' })).toBeChecked();
    const lastYear = new Date().getUTCFullYear() - 1;
    await dialog.getByRole('button', { name: 'Download PDF' }).focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    const file = `statement-EUR-wallet-2-${lastYear}-01-01_${lastYear}-12-31.pdf`;
    expect(download.suggestedFilename()).toBe(file);
    // The download starts a moment before the dialog says so and may be closed again.
    await expect(dialog.getByRole('status')).toHaveText(`Downloaded ${file}.`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
  // A backend without call 54 (?mock=beyond:off): tests/e2e/money-transfers.spec.ts, "Calls beyond
  // the specification not offered".
});

test.describe('Statement as PDF on a phone @mobile', () => {
  test('the dialog fits 375 px in German and passes axe', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'About the phone layout.');
    await signInByApi(page);
    await page.goto('/de/transactions');
    await ready(page);
    await page.getByRole('button', { name: 'Kontoauszug herunterladen (PDF)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kontoauszug als PDF' });
    await dialog.getByRole('radio', { name: 'Eigener Zeitraum' }).check();
    await expect(dialog.getByLabel('Von')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});
