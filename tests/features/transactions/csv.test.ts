import { describe, expect, it } from 'vitest';
import {
  BOM,
  csvCell,
  csvFileName,
  signedAmount,
  transactionsCsv,
} from '@/features/transactions/csv';
import type { Transaction } from '@/api/generated/model';

const tx = (patch: Partial<Transaction>): Transaction => ({
  id: 1,
  type: 'deposit',
  status: 'completed',
  amount: 100,
  currency: 'USD',
  wallet_id: 1,
  method: 'Visa / Mastercard',
  created_at: '2026-03-16T10:00:00Z',
  comment: null,
  ...patch,
});

const HEADER = ['Date', 'Type', 'Status', 'Amount', 'Currency', 'Wallet', 'Method', 'Comment'];

describe('csvCell', () => {
  it.each(['=1+2', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises the formula start of %j',
    (text) => {
      expect(csvCell(text).replace(/^"|"$/g, '')).toMatch(/^'/);
    },
  );

  it('keeps numbers as numbers with a dot, negative ones included', () => {
    expect(csvCell(-25.5)).toBe('-25.5');
    expect(csvCell(1234.567)).toBe('1234.57');
    expect(csvCell(0)).toBe('0');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });
});

describe('transactionsCsv', () => {
  it('writes a BOM, a header row and one CRLF row per transaction with signed amounts and ISO dates', () => {
    const csv = transactionsCsv(
      [
        tx({}),
        tx({ id: 2, type: 'withdrawal', amount: 25.5, comment: '=HYPERLINK("x")', wallet_id: 2 }),
      ],
      { header: HEADER, walletNames: new Map([[1, 'Main wallet']]) },
    );
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Type,Status,Amount,Currency,Wallet,Method,Comment');
    expect(lines[1]).toBe(
      '2026-03-16T10:00:00.000Z,deposit,completed,100,USD,Main wallet,Visa / Mastercard,',
    );
    expect(lines[2]).toBe(
      '2026-03-16T10:00:00.000Z,withdrawal,completed,-25.5,USD,2,Visa / Mastercard,"\'=HYPERLINK(""x"")"',
    );
    expect(lines[3]).toBe('');
  });

  it('signs money out negative whatever sign the API sent', () => {
    expect(signedAmount({ type: 'fee', amount: 3 })).toBe(-3);
    expect(signedAmount({ type: 'ipo_sell', amount: 300 })).toBe(300);
    expect(signedAmount({ type: 'transfer', amount: -40 })).toBe(-40);
  });

  it('names the file after the period', () => {
    expect(csvFileName('2026-01-01', '2026-03-16')).toBe('transactions-2026-01-01-2026-03-16.csv');
    expect(csvFileName(undefined, undefined)).toBe('transactions-all-all.csv');
  });
});
