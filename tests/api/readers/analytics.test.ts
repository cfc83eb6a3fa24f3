import { describe, expect, it } from 'vitest';
import { selectAnalytics } from '@/api/readers/analytics';
import { MalformedAnswer } from '@/lib/tolerant';

const answer = (data: Record<string, unknown>) => ({
  data: { balance_history: [], pnl: [], allocation: [], totals: {}, ...data },
});

describe('selectAnalytics', () => {
  it('reads amounts sent as decimal strings, the reporting currency and the time of the rates', () => {
    const { data } = selectAnalytics({
      data: {
        balance_history: [{ date: '2026-03-16', balance: '12345.60' }],
        pnl: [{ date: '2026-03-16', value: '-16.5' }],
        allocation: [{ label: 'Wallets', value: '350.00' }],
        totals: { deposits: '350.00', withdrawals: 0, profit: '-16.5' },
        currency: ' eur ',
        rates_at: '2026-03-16T10:00:00Z',
      },
    });
    expect(data.balance_history).toEqual([{ date: '2026-03-16', balance: 12345.6 }]);
    expect(data.pnl).toEqual([{ date: '2026-03-16', value: -16.5 }]);
    expect(data.allocation).toEqual([{ label: 'Wallets', value: 350 }]);
    expect(data.totals).toEqual({ deposits: 350, withdrawals: 0, profit: -16.5 });
    expect(data.currency).toBe('EUR');
    expect(data.rates_at).toBe('2026-03-16T10:00:00Z');
  });

  it('reads what may be missing as unknown: totals, currency, a time of rates that is not a date', () => {
    const { data } = selectAnalytics(answer({ rates_at: 'soon' }));
    expect(data.rates_at).toBeNull();
    expect(data.currency).toBe('');
    expect(data.totals.deposits).toBeNaN();
  });

  it('reads the rates of a conversion, leaving out what is not a rate of another currency', () => {
    const { data } = selectAnalytics(
      answer({ currency: 'USD', rates: { eur: '1.0812', GBP: 0, USD: 1, EURO: 2, CHF: 'x' } }),
    );
    expect(data.rates).toEqual({ EUR: 1.0812 });
    expect(selectAnalytics(answer({ rates: { GBP: -1 } })).data.rates).toBeUndefined();
  });

  it('reads empty series as empty: "No activity in this period" is only ever the backend’s word', () => {
    const { data } = selectAnalytics(answer({}));
    expect([data.balance_history, data.pnl, data.allocation]).toEqual([[], [], []]);
  });

  it('keeps a point it can place', () => {
    expect(
      selectAnalytics(answer({ allocation: [{ label: 'Wallets', value: '350.00' }] })).data
        .allocation,
    ).toHaveLength(1);
  });

  it.each([
    ['an answer without data', '<html>'],
    [
      'a balance it cannot read',
      answer({ balance_history: [{ date: '2026-03-01', balance: 'many' }] }),
    ],
    ['a point without its date', answer({ pnl: [{ value: 1 }] })],
    ['an allocation of the wrong kind', answer({ allocation: [{ label: 'Odd', value: 'lots' }] })],
    ['an allocation without its label', answer({ allocation: [{ value: 1 }] })],
    ['a series that is not a list', answer({ pnl: { '2026-03-01': 1 } })],
    ['a total of the wrong kind', answer({ totals: { deposits: {} } })],
  ])('fails on %s rather than drawing a chart with a hole', (_, read) => {
    expect(() => selectAnalytics(read)).toThrow(MalformedAnswer);
  });
});
