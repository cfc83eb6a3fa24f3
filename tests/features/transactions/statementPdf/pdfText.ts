import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { extractText, getDocumentProxy } from 'unpdf';
import type { StatementView } from '@/api/readers/statement';
import type { Transaction } from '@/api/generated/model';
import { loadMessages } from '@/i18n/loadMessages';
import type { Locale } from '@/i18n/locales';
import { numberFormatter } from '@/lib/money';
import type { PdfFonts } from '@/features/transactions/statementPdf/render';

/** The fonts the app fetches, read from the files the build emits. */
const font = (file: string) =>
  readFileSync(`src/features/transactions/statementPdf/fonts/${file}`).toString('base64');
export const FONTS: PdfFonts = {
  regular: font('Inter-Regular.ttf'),
  semibold: font('Inter-SemiBold.ttf'),
};

/** The text of every page, as a PDF text extractor (pdf.js) reads it. */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  // A copy: pdf.js takes the buffer over (it is detached afterwards).
  const pdf = await getDocumentProxy(new Uint8Array(bytes).slice());
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

export async function intlFor(locale: Locale) {
  const messages = await loadMessages(locale, ['base', 'app']);
  return createIntl({ locale, messages, onError: () => {} });
}

export const formatterFor = (locale: Locale, notation: 'standard' | 'language' = 'standard') =>
  numberFormatter({ locale, notation });

const tx = (patch: Partial<Transaction> & { id: number }): Transaction => ({
  type: 'deposit',
  status: 'completed',
  amount: 100,
  currency: 'USD',
  wallet_id: 1,
  method: 'Visa / Mastercard',
  created_at: '2026-10-02T10:15:00Z',
  comment: null,
  ...patch,
});

/** October 2026 of the main wallet: every status, money in and out, a fee, an IPO purchase. */
export const OCTOBER: StatementView = {
  wallet_id: 1,
  currency: 'USD',
  from: '2026-10-01',
  to: '2026-10-31',
  opening: { amount: 10000, currency: 'USD' },
  closing: { amount: 14045.4, currency: 'USD' },
  transactions: [
    tx({ id: 7001, amount: 5000, created_at: '2026-10-02T10:15:00Z', comment: 'Card top-up' }),
    tx({ id: 7002, type: 'fee', amount: 75, created_at: '2026-10-02T10:16:00Z' }),
    tx({
      id: 7003,
      type: 'withdrawal',
      amount: 880.4,
      method: 'Bank transfer (SWIFT/SEPA)',
      created_at: '2026-10-14T08:00:00Z',
    }),
    tx({ id: 7004, status: 'rejected', amount: 2500, created_at: '2026-10-20T12:00:00Z' }),
    tx({ id: 7005, status: 'pending', amount: 1500, created_at: '2026-10-29T09:00:00Z' }),
    tx({
      id: 7006,
      type: 'withdrawal',
      status: 'pending',
      amount: 345.6,
      method: 'Skrill',
      created_at: '2026-10-30T16:30:00Z',
      comment: 'Awaiting processing: the amount is reserved',
    }),
  ],
};
