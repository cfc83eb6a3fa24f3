import { describe, expect, it } from 'vitest';
import { readCreatedTransaction, selectTransactionPage } from '@/api/readers/transaction';
import { MalformedAnswer } from '@/lib/tolerant';

const row = {
  id: 481,
  type: 'deposit',
  status: 'pending',
  amount: 200,
  currency: 'USD',
  wallet_id: 1,
  method: 'Skrill',
  created_at: '2026-03-16T10:00:00Z',
  comment: null,
};
const meta = { current_page: 1, last_page: 3, per_page: 20, total: 45 };

describe('selectTransactionPage', () => {
  it('reads the rows and the pagination facts', () => {
    expect(selectTransactionPage({ data: [row], meta })).toEqual({ data: [row], meta });
  });

  it('reads amounts sent as decimal strings as numbers', () => {
    const { data } = selectTransactionPage({ data: [{ ...row, amount: '-25.50' }], meta });
    expect(data[0]!.amount).toBe(-25.5);
  });

  it('fills in what may be missing: pagination from the rows, method and comment as none', () => {
    const { data, meta: read } = selectTransactionPage({
      data: [{ id: 3, type: 'fee', status: 'completed', amount: 1, currency: 'EUR' }],
    });
    expect(data[0]).toMatchObject({ id: 3, wallet_id: 0, method: null, comment: null });
    expect(read).toEqual({ current_page: 1, last_page: 1, per_page: 1, total: 1 });
  });

  it('keeps a type or status it does not know as sent (the page names it as it is)', () => {
    const { data } = selectTransactionPage({ data: [{ ...row, type: 'refund', status: 'held' }] });
    expect(data[0]).toMatchObject({ type: 'refund', status: 'held' });
  });

  it.each([
    ['an id of the wrong kind', { data: [row, { ...row, id: 't-2' }] }],
    ['an amount of the wrong kind', { data: [{ ...row, amount: [100] }] }],
    ['an entry that is not a transaction', { data: [row, 'x'] }],
    ['no list', { meta }],
  ])('refuses an answer with %s', (_, answer) => {
    expect(() => selectTransactionPage(answer)).toThrow(MalformedAnswer);
  });
});

describe('readCreatedTransaction', () => {
  it('reads the transaction a deposit or withdrawal made', () => {
    expect(readCreatedTransaction({ data: { ...row, amount: '200.00' } })).toEqual(row);
  });

  it.each([
    ['no transaction', {}],
    ['a transaction without its id', { data: { ...row, id: null } }],
    ['an amount of the wrong kind', { data: { ...row, amount: 'two hundred' } }],
  ])(
    'is null for an answer with %s: the money moved, the page says so without details',
    (_, answer) => {
      expect(readCreatedTransaction(answer)).toBeNull();
    },
  );
});
