import { describe, expect, it } from 'vitest';
import { selectAnalytics } from '@/features/analytics/tolerant';
import { selectSummary } from '@/features/investor/tolerant';
import { selectCalendar } from '@/features/ipo/tolerant';
import { selectMethods } from '@/features/payments/tolerant';
import { selectTicket } from '@/features/tickets/tolerant';
import { selectTransactionPage } from '@/features/transactions/tolerant';
import { selectWallets } from '@/features/wallets/tolerant';
import { MalformedAnswer } from '@/lib/tolerant';

/*
 * The answers a real backend may send, read where they enter the app: decimal strings are amounts;
 * an entry the page cannot read makes the answer the query's error (the page's error state with a
 * retry), never a shorter list or an empty one the client would take as the truth.
 */

const holding = {
  ticker: 'NSM',
  company: 'Northstar',
  quantity: 10,
  value: 125.5,
  change_percent: 2,
};
const summary = (holdings: unknown) => ({
  data: { portfolio_value: 1000, invested: 900, profit: 100, holdings },
});

describe('readers of the contract answers', () => {
  it('read amounts sent as decimal strings as numbers', () => {
    expect(selectWallets([{ id: 1, name: 'Main', currency: 'usd', balance: '12345.60' }])).toEqual([
      { id: 1, name: 'Main', currency: 'USD', balance: { amount: 12345.6, currency: 'USD' } },
    ]);
    const [method] = selectMethods({
      data: [{ id: 1, name: 'Card', min_amount: '50.00', max_amount: '10000', fee_percent: '1.5' }],
    });
    expect(method).toMatchObject({ min_amount: 50, max_amount: 10000, fee_percent: 1.5 });
    expect(selectSummary(summary([{ ...holding, value: '125.50' }])).data.holdings[0]!.value).toBe(
      125.5,
    );
  });

  it.each([
    ['wallets', () => selectWallets([{ id: 'w-1', balance: {} }])],
    ['transactions', () => selectTransactionPage({ data: [{ id: 1 }, { id: 't-2' }] })],
    ['the IPO calendar', () => selectCalendar([{ id: 7 }, null])],
    ['holdings', () => selectSummary(summary([holding, { company: 'No ticker' }]))],
    ['holdings that are not a list', () => selectSummary(summary({ NSM: holding }))],
    [
      'a ticket’s messages',
      () => selectTicket({ data: { id: 3, subject: 'Hi', messages: [{ body: 'no id' }] } }),
    ],
    ['a ticket without its messages', () => selectTicket({ data: { id: 3, subject: 'Hi' } })],
    [
      'an analytics series',
      () =>
        selectAnalytics({
          data: {
            balance_history: [{ date: '2026-03-01', balance: 'many' }],
            pnl: [],
            allocation: [],
            totals: {},
          },
        }),
    ],
  ])('refuse %s with an entry they cannot read', (_, read) => {
    expect(read).toThrow(MalformedAnswer);
  });

  it('read an empty list as empty: "nothing yet" is only ever the backend’s word', () => {
    expect(selectWallets([])).toEqual([]);
    expect(selectSummary(summary([])).data.holdings).toEqual([]);
  });
});
