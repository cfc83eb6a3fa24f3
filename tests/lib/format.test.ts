import { describe, expect, it, vi } from 'vitest';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';
import { formatNumber, formatPrice, MISSING_VALUE } from '@/lib/money';

describe('formatNumber', () => {
  it.each([
    [12345.6, '12,345.6'],
    [1234, '1,234'],
    [0.125, '0.13'],
    [0, '0'],
    [1234567.891, '1,234,567.89'],
    [10.1, '10.1'],
    [10.005, '10.01'],
    [2.999, '3'],
    [-1234.5, '−1,234.5'],
    [-0.001, '0'],
    [1e10, '10,000,000,000'],
  ])('shows %s as %s (0 to 2 decimals, en-US grouping)', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
  });

  it('shows a dash instead of NaN or Infinity', () => {
    expect(formatNumber(Number.NaN)).toBe(MISSING_VALUE);
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(MISSING_VALUE);
  });
});

describe('formatDate and formatDateTime', () => {
  it('shows a date-only string on its own day, whatever the machine time zone', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01T23:30:00Z', 'en')).toBe('Mar 1, 2026');
  });

  it('follows the UI language', () => {
    expect(formatDate('2026-03-16T10:00:00Z', 'de')).toBe('16.03.2026');
    expect(formatDate('2026-03-16T10:00:00Z', 'fi')).toBe('16.3.2026');
  });

  it('shows the time on the reader’s clock by default and in a given zone on request', () => {
    // The tests run in UTC (vitest.config.ts).
    expect(formatDateTime('2026-03-16T10:05:00Z', 'en')).toBe('Mar 16, 2026, 10:05 AM');
    expect(formatDateTime('2026-03-16T10:05:00Z', 'de', { timeZone: 'Europe/Berlin' })).toBe(
      '16.03.2026, 11:05',
    );
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Europe/Helsinki' };
    });
    expect(formatDateTime('2026-03-16T10:05:00Z', 'en')).toBe('Mar 16, 2026, 12:05 PM');
    // A date alone stays on the day the backend meant, wherever the reader is.
    expect(formatDate('2026-03-16T23:30:00Z', 'en')).toBe('Mar 16, 2026');
  });

  it('returns the input unchanged when it is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDateTime('', 'en')).toBe('');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [2.25 * 1024 ** 3, '2.3 GB'],
  ])('shows %s bytes as %s', (n, expected) => {
    expect(formatBytes(n)).toBe(expected);
  });

  it('shows a dash for a negative or missing size', () => {
    expect(formatBytes(-1)).toBe(MISSING_VALUE);
    expect(formatBytes(Number.NaN)).toBe(MISSING_VALUE);
  });
});

describe('formatPrice', () => {
  it('keeps up to five decimals of a quote with en-US grouping', () => {
    expect(formatPrice(1.08512)).toBe('1.08512');
    expect(formatPrice(68012.5)).toBe('68,012.5');
    expect(formatPrice(1.085123)).toBe('1.08512');
    expect(formatPrice(Number.NaN)).toBe(MISSING_VALUE);
  });
});
