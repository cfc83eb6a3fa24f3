import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/generated/model';
import {
  BOM,
  CSV_STANDARD,
  csvAmount,
  csvCell,
  csvFileName,
  csvFormatOf,
  transactionsCsv,
} from '@/features/transactions/csv';
import { LOCALES } from '@/i18n/locales';
import { money } from '@/lib/money';

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
const GERMAN = csvFormatOf({ locale: 'de', notation: 'language' });

/** The amount cell of each data row of a file. */
const amounts = (csv: string, delimiter = ',') =>
  csv
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(delimiter)[3]);

describe('csvCell', () => {
  it.each(['=1+2', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises the formula start of %j',
    (text) => {
      expect(csvCell(text).replace(/^"|"$/g, '')).toMatch(/^'/);
    },
  );

  it('keeps numbers as numbers, negative ones included', () => {
    expect(csvCell(-25.5)).toBe('-25.5');
    expect(csvCell(1234.567)).toBe('1234.57');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-25.5, GERMAN)).toBe('-25,5');
  });

  it('quotes the delimiter, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('a;b');
    expect(csvCell('a;b', GERMAN)).toBe('"a;b"');
    expect(csvCell('a,b', GERMAN)).toBe('a,b');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });
});

describe('csvAmount', () => {
  it("writes the currency's minor units, rounded, without grouping", () => {
    const cell = (amount: number, currency: string) => csvCell(csvAmount(money(amount, currency)));
    expect(cell(-640, 'USD')).toBe('-640.00');
    expect(cell(12345.6, 'EUR')).toBe('12345.60');
    expect(cell(0.125, 'USD')).toBe('0.13');
    expect(cell(1200.4, 'JPY')).toBe('1200');
    expect(cell(1.2345, 'BHD')).toBe('1.235');
    expect(cell(-0.001, 'USD')).toBe('0.00');
    expect(cell(Number.NaN, 'USD')).toBe('');
  });
});

describe('csvFormatOf', () => {
  it('keeps "," and "." in the standard notation, whatever the language', () => {
    for (const locale of LOCALES) {
      expect(csvFormatOf({ locale, notation: 'standard' })).toEqual(CSV_STANDARD);
    }
  });

  it('uses ";" and "," under the language notation where the language writes a decimal comma', () => {
    const expected: Record<string, string> = {
      en: ',.',
      cs: ';,',
      de: ';,',
      es: ';,',
      fi: ';,',
      fr: ';,',
      it: ';,',
      no: ';,',
      pl: ';,',
      ro: ';,',
      ru: ';,',
    };
    for (const locale of LOCALES) {
      const format = csvFormatOf({ locale, notation: 'language' });
      expect(`${format.delimiter}${format.decimal}`, locale).toBe(expected[locale]);
    }
  });
});

describe('transactionsCsv', () => {
  const rows = [
    tx({}),
    tx({ id: 2, type: 'withdrawal', amount: 25.5, comment: '=HYPERLINK("x")', wallet_id: 2 }),
    tx({ id: 3, type: 'fee', amount: 1234.5, currency: 'EUR', method: null, comment: 'a; b, c' }),
  ];

  it('writes a BOM, a header row and one CRLF row per transaction, signed amounts with cents', () => {
    const csv = transactionsCsv(rows, {
      header: HEADER,
      walletNames: new Map([[1, 'Main wallet']]),
    });
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Type,Status,Amount,Currency,Wallet,Method,Comment');
    expect(lines[1]).toBe(
      '2026-03-16T10:00:00.000Z,deposit,completed,100.00,USD,Main wallet,Visa / Mastercard,',
    );
    expect(lines[2]).toBe(
      '2026-03-16T10:00:00.000Z,withdrawal,completed,-25.50,USD,2,Visa / Mastercard,"\'=HYPERLINK(""x"")"',
    );
    expect(lines[3]).toBe(
      '2026-03-16T10:00:00.000Z,fee,completed,-1234.50,EUR,Main wallet,,"a; b, c"',
    );
    expect(lines[4]).toBe('');
  });

  it('writes ";" between fields and "," decimals under the German notation', () => {
    const csv = transactionsCsv(rows, {
      header: HEADER,
      walletNames: new Map([[1, 'Main wallet']]),
      format: GERMAN,
    });
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date;Type;Status;Amount;Currency;Wallet;Method;Comment');
    expect(lines[1]).toBe(
      '2026-03-16T10:00:00.000Z;deposit;completed;100,00;USD;Main wallet;Visa / Mastercard;',
    );
    expect(lines[3]).toBe(
      '2026-03-16T10:00:00.000Z;fee;completed;-1234,50;EUR;Main wallet;;"a; b, c"',
    );
  });

  it('signs money out negative whatever sign the API sent', () => {
    const csv = transactionsCsv(
      [
        tx({ type: 'fee', amount: 3 }),
        tx({ type: 'ipo_sell', amount: 300 }),
        tx({ type: 'transfer', amount: -40 }),
        tx({ type: 'withdrawal', amount: -12 }),
      ],
      { header: HEADER },
    );
    expect(amounts(csv)).toEqual(['-3.00', '300.00', '-40.00', '-12.00']);
  });

  it('writes a rejected or cancelled amount as requested, without a sign, its status beside it', () => {
    const csv = transactionsCsv(
      [
        tx({ type: 'deposit', status: 'rejected', amount: 99.99 }),
        tx({ type: 'withdrawal', status: 'cancelled', amount: 800 }),
        tx({ type: 'fee', status: 'cancelled', amount: -2.5 }),
        tx({ type: 'withdrawal', status: 'pending', amount: 50 }),
      ],
      { header: HEADER },
    );
    expect(amounts(csv)).toEqual(['99.99', '800.00', '2.50', '-50.00']);
    expect(csv).toContain(',withdrawal,cancelled,800.00,USD,');
  });

  it('names the file after the period', () => {
    expect(csvFileName('2026-01-01', '2026-03-16')).toBe('transactions-2026-01-01-2026-03-16.csv');
    expect(csvFileName(undefined, undefined)).toBe('transactions-all-all.csv');
  });
});
