import { describe, expect, it } from 'vitest';
import { selectWalletInfo, selectWallets } from '@/api/readers/wallet';
import { MalformedAnswer } from '@/lib/tolerant';

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('selectWallets', () => {
  it('reads each wallet with its balance in the wallet’s own currency', () => {
    expect(
      selectWallets([
        { id: 1, name: 'Main', currency: 'usd', balance: 12345.6 },
        { id: 2, name: 'Euro', currency: ' EUR ', balance: 2500 },
      ]),
    ).toEqual([
      { id: 1, name: 'Main', currency: 'USD', balance: usd(12345.6) },
      { id: 2, name: 'Euro', currency: 'EUR', balance: { amount: 2500, currency: 'EUR' } },
    ]);
  });

  it('reads balances sent as decimal strings as numbers', () => {
    expect(selectWallets([{ id: 1, name: 'Main', currency: 'USD', balance: '12345.60' }])).toEqual([
      { id: 1, name: 'Main', currency: 'USD', balance: usd(12345.6) },
    ]);
  });

  it('reads an empty list as empty: "No wallets yet" is only ever the backend’s word', () => {
    expect(selectWallets([])).toEqual([]);
  });

  it('shows a missing balance or name as unknown rather than refusing the wallet', () => {
    const [wallet] = selectWallets([{ id: 1, currency: 'USD' }]);
    expect(wallet!.name).toBe('');
    expect(wallet!.balance.amount).toBeNaN();
  });

  it.each([
    ['an id of the wrong kind', [{ id: 'w-1', name: 'Main', currency: 'USD', balance: 1 }]],
    [
      'a balance of the wrong kind',
      [{ id: 1, name: 'Main', currency: 'USD', balance: { value: 1 } }],
    ],
    [
      'a balance in another notation',
      [{ id: 1, name: 'Main', currency: 'USD', balance: '1.234,50' }],
    ],
    ['an entry that is not a wallet', [{ id: 1, balance: 1 }, null]],
    ['no list at all', { data: [] }],
    ['an HTML page', '<!doctype html>'],
  ])('refuses an answer with %s', (_, answer) => {
    expect(() => selectWallets(answer)).toThrow(MalformedAnswer);
  });
});

describe('selectWalletInfo', () => {
  const info = {
    wallet_id: 1,
    balance: '12345.60',
    available: '12000.00',
    reserved: '345.60',
    currency: 'usd',
    last_transactions: [
      {
        id: 7,
        type: 'deposit',
        status: 'completed',
        amount: '100.50',
        currency: 'USD',
        wallet_id: 1,
      },
    ],
  };

  it('reads every figure, decimal strings included, in the wallet’s currency', () => {
    const read = selectWalletInfo(info);
    expect(read).toMatchObject({
      wallet_id: 1,
      currency: 'USD',
      balance: usd(12345.6),
      available: usd(12000),
      reserved: usd(345.6),
    });
    expect(read.last_transactions.map((t) => [t.id, t.amount])).toEqual([[7, 100.5]]);
  });

  it('works out what is available from the balance and the reserve when `available` is missing', () => {
    const { available } = selectWalletInfo({ ...info, available: undefined });
    expect(available).toEqual(usd(12000));
  });

  it('works out what is reserved from the balance and `available` when `reserved` is missing', () => {
    expect(selectWalletInfo({ ...info, reserved: undefined }).reserved).toEqual(usd(345.6));
  });

  it('reads a missing transactions list as none', () => {
    expect(selectWalletInfo({ ...info, last_transactions: undefined }).last_transactions).toEqual(
      [],
    );
  });

  it.each([
    ['not an object', '<html>'],
    ['a figure of the wrong kind', { ...info, reserved: [345.6] }],
    ['a transaction without its id', { ...info, last_transactions: [{ amount: 1 }] }],
    ['transactions that are not a list', { ...info, last_transactions: { 7: {} } }],
    ['a message instead of figures', { message: 'weird' }],
    ['the figures wrapped in `data`', { data: info }],
    ['an available amount in words', { ...info, available: 'lots' }],
    ['without a currency', { ...info, currency: undefined }],
    ['without a balance', { ...info, balance: null }],
    ['neither available nor reserved', { ...info, available: undefined, reserved: undefined }],
  ])('refuses an answer that is %s', (_, answer) => {
    expect(() => selectWalletInfo(answer)).toThrow(MalformedAnswer);
  });
});
