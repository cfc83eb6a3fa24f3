import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import {
  statementDocument,
  type DocumentInput,
} from '@/features/transactions/statementPdf/document';
import { renderStatementPdf } from '@/features/transactions/statementPdf/render';
import { FONTS, OCTOBER, formatterFor, intlFor, pdfPages } from './pdfText';

const INPUT: DocumentInput = {
  statement: OCTOBER,
  wallet: { name: 'Main wallet', currency: 'USD' },
  client: { name: 'Dana Demo', email: 'demo@example.com' },
  broker: { entity: 'Northstar Markets Ltd', licence: 'CySEC 000/00' },
  preparedAt: new Date('2026-11-01T09:00:00Z'),
};

/** The PDF's text, page by page, as a text extractor reads it (lines joined by spaces). */
async function pdfText(
  locale: Locale,
  input: DocumentInput = INPUT,
  notation: 'standard' | 'language' = 'standard',
): Promise<string[]> {
  const doc = statementDocument(await intlFor(locale), formatterFor(locale, notation), input);
  const pages = await pdfPages(renderStatementPdf(doc, FONTS));
  return pages.map((page) => page.replace(/\s+/g, ' '));
}

describe('renderStatementPdf', () => {
  it('writes the statement as real text: broker, client, balances, every transaction, totals', async () => {
    const [page, ...more] = await pdfText('en');
    expect(more).toEqual([]);
    for (const text of [
      'Northstar Markets Ltd',
      'Authorised and regulated: licence CySEC 000/00',
      'Statement of account',
      'Client Dana Demo',
      'E-mail demo@example.com',
      'Wallet Main wallet',
      'Currency US Dollar (USD)',
      'Period October 1, 2026 – October 31, 2026',
      'Opening balance on October 1, 2026 $ 10,000.00',
      'Closing balance on October 31, 2026 $ 14,045.40',
      // Each transaction: date (UTC), type, status, signed amount with cents, method, comment.
      'Oct 2, 2026, 10:15 AM Deposit Completed +$ 5,000.00 Visa / Mastercard Card top-up',
      'Fee Completed −$ 75.00',
      'Withdrawal Completed −$ 880.40 Bank transfer (SWIFT/SEPA)',
      // Money that did not move carries no sign.
      'Deposit Rejected $ 2,500.00',
      'Withdrawal Pending −$ 345.60 Skrill Awaiting processing: the amount is reserved',
      // Completed money only in the totals; pending apart.
      'Money in +$ 5,000.00',
      'Money out −$ 955.40',
      'Pending: +$ 1,500.00 in, −$ 345.60 out',
      'Page 1 of 1',
    ])
      expect(page).toContain(text);
  });

  it.each([
    [
      'ru',
      [
        'Выписка по счёту',
        'Клиент Dana Demo',
        'Начальный остаток на 1 октября 2026 г.',
        'Страница 1 из 1',
      ],
    ],
    ['cs', ['Výpis z účtu', 'Počáteční zůstatek k 1. října 2026', 'Součty dokončených transakcí']],
    ['pl', ['Wyciąg z rachunku', 'Wypływy −$ 955.40', 'Strona 1 z 1']],
    ['ro', ['Extras de cont', 'Ieșiri −$ 955.40', 'Tranzacții']],
  ] as const)('writes %s in its own letters, not in boxes', async (locale, texts) => {
    const [page] = await pdfText(locale);
    for (const text of texts) expect(page).toContain(text);
  });

  it('writes amounts in the chosen number format', async () => {
    const [page] = await pdfText('de', INPUT, 'language');
    expect(page).toContain('Endsaldo am 31. Oktober 2026 14.045,40 $');
    expect(page).toContain('+5.000,00 $');
    expect(page).toContain('Ausstehend: +1.500,00 $ ein, −345,60 $ aus');
  });

  it('numbers the pages of a long statement and repeats the table heading on each', async () => {
    const many = Array.from({ length: 90 }, (_, i) => ({
      ...OCTOBER.transactions[0]!,
      id: 8000 + i,
      amount: 10 + i,
      created_at: `2026-10-${String(1 + (i % 30)).padStart(2, '0')}T12:00:00Z`,
    }));
    const pages = await pdfText('en', {
      ...INPUT,
      statement: { ...OCTOBER, transactions: many },
    });
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    const withRows = pages.filter((page) => page.includes('Visa / Mastercard'));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) expect(page).toContain('Date Type Status Amount Method Comment');
    expect(pages.join(' ')).toContain('+$ 99.00');
  });

  it('says so when the period has no transaction', async () => {
    const [page] = await pdfText('en', {
      ...INPUT,
      statement: { ...OCTOBER, transactions: [], closing: OCTOBER.opening },
    });
    expect(page).toContain('No transactions in this period.');
    expect(page).toContain('Money in $ 0.00');
    expect(page).not.toContain('Pending:');
  });
});
