import { describe, expect, it } from 'vitest';
import {
  COMMA_DECIMAL_LOCALES,
  decimalSeparatorOf,
  formatAmountInput,
  parseAmount,
} from '@/lib/amount';

const ALL_LOCALES = ['cs', 'de', 'en', 'es', 'fi', 'fr', 'it', 'no', 'pl', 'ro', 'ru'] as const;
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('decimalSeparatorOf', () => {
  it.each(COMMA_DECIMAL_LOCALES)('gives a comma for %s', (locale) => {
    expect(decimalSeparatorOf(locale)).toBe(',');
  });

  it('gives a dot for en, for region variants of en and for unknown languages', () => {
    expect(decimalSeparatorOf('en')).toBe('.');
    expect(decimalSeparatorOf('en-GB')).toBe('.');
    expect(decimalSeparatorOf('xx')).toBe('.');
  });

  it('reads region variants of the comma languages', () => {
    expect(decimalSeparatorOf('de-AT')).toBe(',');
    expect(decimalSeparatorOf('FR')).toBe(',');
  });
});

describe('parseAmount in comma locales', () => {
  // Every comma locale reads the same notations the same way.
  const valid: [string, number][] = [
    ['1 234,56', 1234.56],
    [`1${NBSP}234,56`, 1234.56],
    [`1${NNBSP}234,56`, 1234.56],
    ['1.234,56', 1234.56],
    ["1'234,56", 1234.56],
    ['1234,56', 1234.56],
    ['1 234 567,89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['1234,5', 1234.5],
    ['0,05', 0.05],
    [',5', 0.5],
    ['12,', 12],
    ['42', 42],
    ['007', 7],
    ['  1 234,56  ', 1234.56],
    ['-1 234,56', -1234.56],
    ['\u22121 234,56', -1234.56],
    ['+12,30', 12.3],
    ['0', 0],
    ['-0', 0],
    // A dot followed by one or two digits cannot be a group: it is a decimal point typed the English way.
    ['12.5', 12.5],
    ['12.50', 12.5],
    // A dot followed by three digits is a thousands group.
    ['1.234', 1234],
    ['1.000', 1000],
  ];
  const invalid: string[] = [
    '',
    '   ',
    'abc',
    '12a',
    'a12',
    '1,234', // three decimals
    '1,2,3',
    '1,234.56', // English notation is ambiguous here
    '12,345',
    '1 23,45', // malformed group
    '1..234',
    '1.23.456',
    '.',
    ',',
    '-',
    '1e5',
    'Infinity',
    'NaN',
    '0x10',
    '--5',
    '12 €',
    '١٢٣', // non-ASCII digits
    '12345678901234', // more than 13 integer digits would lose cents
  ];

  for (const locale of COMMA_DECIMAL_LOCALES) {
    describe(locale, () => {
      it.each(valid)(`reads %j as %d`, (raw, expected) => {
        expect(parseAmount(raw, locale)).toBe(expected);
      });

      it.each(invalid)('rejects %j with null', (raw) => {
        expect(parseAmount(raw, locale)).toBeNull();
      });
    });
  }
});

describe('parseAmount in en', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['1 234.56', 1234.56],
    [`1${NBSP}234.56`, 1234.56],
    ["1'234.56", 1234.56],
    ['1,234,567.89', 1234567.89],
    ['0.05', 0.05],
    ['.5', 0.5],
    ['12.', 12],
    ['-1,234.56', -1234.56],
    ['1,234', 1234],
    // A comma followed by one or two digits cannot be a group: a decimal comma typed by habit.
    ['12,5', 12.5],
    ['12,50', 12.5],
  ] as const)('reads %j as %d', (raw, expected) => {
    expect(parseAmount(raw, 'en')).toBe(expected);
  });

  it.each(['', 'abc', '1.234', '1.234,56', '1,23,456', '1.2.3', '12,345.678', '$12'])(
    'rejects %j with null',
    (raw) => {
      expect(parseAmount(raw, 'en')).toBeNull();
    },
  );

  it('never returns NaN, whatever the input', () => {
    for (const raw of ['NaN', '∞', '1/2', '½', '1_000', '١', 'null', 'undefined', '{}']) {
      const value = parseAmount(raw, 'en');
      expect(value === null || Number.isFinite(value)).toBe(true);
    }
  });
});

describe('formatAmountInput', () => {
  it('shows German with dot groups and a decimal comma', () => {
    expect(formatAmountInput(1234.56, 'de')).toBe('1.234,56');
    expect(formatAmountInput(1234.5, 'de')).toBe('1.234,50');
    expect(formatAmountInput(1234, 'de')).toBe('1.234');
  });

  it('shows English with comma groups and a decimal dot', () => {
    expect(formatAmountInput(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatAmountInput(0.1, 'en')).toBe('0.10');
    expect(formatAmountInput(-5, 'en')).toBe('-5');
  });

  it('uses the narrow no-break space of French and the no-break space of Russian', () => {
    expect(formatAmountInput(1234.56, 'fr')).toBe(`1${NNBSP}234,56`);
    expect(formatAmountInput(1234.56, 'ru')).toBe(`1${NBSP}234,56`);
  });

  it('gives an empty string for nothing and for non-finite numbers', () => {
    expect(formatAmountInput(null, 'de')).toBe('');
    expect(formatAmountInput(undefined, 'de')).toBe('');
    expect(formatAmountInput(Number.NaN, 'en')).toBe('');
    expect(formatAmountInput(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });

  it('rounds to cents', () => {
    expect(formatAmountInput(2.999, 'en')).toBe('3');
    expect(formatAmountInput(2.994, 'de')).toBe('2,99');
  });

  it('uses each comma locale’s decimal comma and English for unknown languages', () => {
    for (const locale of COMMA_DECIMAL_LOCALES) expect(formatAmountInput(0.5, locale)).toBe('0,50');
    expect(formatAmountInput(0.5, 'xx')).toBe('0.50');
  });

  const samples = [
    0, 0.01, 0.5, 7, 12.3, 999.99, 1000, 1234.56, 12345.6, 1234567.89, -0.75, -98765.43,
    9999999999999.99,
  ];
  it.each(ALL_LOCALES)('is read back to the same number by parseAmount in %s', (locale) => {
    for (const value of samples) {
      const shown = formatAmountInput(value, locale);
      expect({ shown, value: parseAmount(shown, locale) }).toEqual({ shown, value });
    }
  });
});
