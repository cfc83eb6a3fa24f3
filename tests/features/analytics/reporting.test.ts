import { describe, expect, it } from 'vitest';
import { axisMoney } from '@/features/analytics/axis';
import { coverage, formatDateRange, reportingCurrency } from '@/features/analytics/reporting';
import { formatMoney, money } from '@/lib/money';

const standard = { locale: 'en', notation: 'standard' } as const;

describe('reportingCurrency', () => {
  it('is the answer’s code, USD when it names none or something that is not a code', () => {
    expect(reportingCurrency({ currency: 'EUR' })).toBe('EUR');
    expect(reportingCurrency({})).toBe('USD');
    // What the reader makes of an answer that names no currency.
    expect(reportingCurrency({ currency: '' })).toBe('USD');
    expect(reportingCurrency({ currency: 'Euro' })).toBe('USD');
  });
});

describe('coverage', () => {
  it('runs from the first to the last day of daily points', () => {
    const daily = [
      { date: '2026-02-15', value: 1 },
      { date: '2026-02-16', value: 2 },
      { date: '2026-03-16', value: 3 },
    ];
    expect(coverage({ pnl: daily, balance_history: [] })).toEqual({
      from: '2026-02-15T00:00:00.000Z',
      to: '2026-03-16T00:00:00.000Z',
    });
  });

  it('starts a week of weekly points before the first one closes', () => {
    const weekly = [
      { date: '2025-03-24', value: 1 },
      { date: '2025-03-31', value: 2 },
      { date: '2026-03-16', value: 3 },
    ];
    expect(coverage({ pnl: weekly, balance_history: [] })?.from).toBe('2025-03-18T00:00:00.000Z');
  });

  it('is unknown without points', () => {
    expect(coverage({ pnl: [], balance_history: [] })).toBeNull();
  });

  it('is written as one range in the interface language', () => {
    const range = { from: '2026-02-15T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' };
    expect(formatDateRange(range, 'en').replace(/\s/g, ' ')).toBe('Feb 15 – Mar 16, 2026');
    expect(formatDateRange(range, 'de').replace(/\s/g, ' ')).toMatch(
      /^15\. ?Feb.* – 16\. ?März 2026$/,
    );
  });
});

describe('axisMoney', () => {
  it('writes short figures in the reporting currency, the minus as U+2212', () => {
    expect(axisMoney(12345, 'USD', standard)).toBe('$ 12.3K');
    expect(axisMoney(-2500, 'EUR', standard)).toBe('−€ 2.5K');
    expect(axisMoney(500, 'USD', standard)).toBe('$ 500');
    expect(axisMoney(0, 'USD', standard)).toBe('$ 0');
  });

  it("follows the language's notation when the client chose it", () => {
    expect(axisMoney(1_200_000, 'USD', { locale: 'de', notation: 'language' })).toMatch(
      /^1,2\sMio\.\s\$$/,
    );
    expect(axisMoney(-2500, 'EUR', { locale: 'fi', notation: 'language' })).toMatch(
      /^−2,5\st\.\s€$/,
    );
  });

  it('writes a currency without a symbol of its own by its code, as amounts are', () => {
    expect(axisMoney(1500, 'XBT', standard)).toBe('XBT 1.5K');
    expect(formatMoney(money(1500, 'XBT'))).toBe('XBT 1,500.00');
  });
});
