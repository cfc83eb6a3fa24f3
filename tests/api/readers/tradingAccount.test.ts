import { describe, expect, it } from 'vitest';
import { historySelector, selectAccount, selectAccountList } from '@/api/readers/tradingAccount';
import { MalformedAnswer } from '@/lib/tolerant';

const account = {
  id: 5,
  login: '81234567',
  currency: { id: 2, name: 'Euro' },
  balance: 2500,
  equity: 2480.5,
  leverage: '1:100',
  server: 'Broker-Live',
  created_at: '2026-01-10T09:00:00Z',
};
const trade = {
  id: 9,
  symbol: 'EURUSD',
  side: 'buy',
  volume: 0.1,
  open_price: 1.0812,
  close_price: 1.0851,
  profit: 39,
  opened_at: '2026-03-01T09:00:00Z',
  closed_at: '2026-03-02T09:00:00Z',
};

describe('trading-account readers', () => {
  it('read an account’s amounts as money in the currency its name gives', () => {
    expect(selectAccount({ data: account }).data).toEqual({
      ...account,
      currency: { id: 2, name: 'Euro', code: 'EUR' },
      balance: { amount: 2500, currency: 'EUR' },
      equity: { amount: 2480.5, currency: 'EUR' },
    });
  });

  it('read amounts sent as decimal strings, and a login sent as a number', () => {
    const [read] = selectAccountList({
      data: [{ ...account, login: 81234567, balance: '2500.00', equity: '2480.50' }],
    }).data;
    expect(read).toMatchObject({
      login: '81234567',
      balance: { amount: 2500, currency: 'EUR' },
      equity: { amount: 2480.5, currency: 'EUR' },
    });
  });

  it('read an account without its currency or figures as unknown ones', () => {
    const [read] = selectAccountList({ data: [{ id: 5 }] }).data;
    expect(read!.currency).toEqual({ id: 0, name: '', code: '' });
    expect(read!.balance.amount).toBeNaN();
  });

  it('read the history’s profits in the account’s currency, decimal strings included', () => {
    const page = historySelector('EUR')({ data: [{ ...trade, profit: '-12.40', volume: '0.10' }] });
    expect(page.data[0]).toMatchObject({ volume: 0.1, profit: { amount: -12.4, currency: 'EUR' } });
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 1, total: 1 });
  });

  it.each([
    ['a list entry without its id', () => selectAccountList({ data: [account, { login: '1' }] })],
    [
      'a balance of the wrong kind',
      () => selectAccountList({ data: [{ ...account, balance: {} }] }),
    ],
    ['no list', () => selectAccountList({ data: null })],
    ['no primary account', () => selectAccount({ data: [] })],
    ['a trade without its id', () => historySelector('EUR')({ data: [{ ...trade, id: '9' }] })],
    [
      'a profit of the wrong kind',
      () => historySelector('EUR')({ data: [{ ...trade, profit: 'lots' }] }),
    ],
  ])('refuse %s', (_, read) => {
    expect(read).toThrow(MalformedAnswer);
  });
});
