import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/generated/model';
import {
  checkAmount,
  feeOf,
  providerRedirect,
  readAmountParam,
  initialWalletId,
  isSentPayment,
  limitsApply,
  reservedMoney,
  spendable,
  type SentPayment,
} from '@/features/payments/rules';
import { snapshotOf } from '@/form/money';
import { selectPaymentMethods } from '@/api/readers/paymentMethod';
import { selectWalletInfo } from '@/api/readers/wallet';
import { money } from '@/lib/money';

const method = { min_amount: 50, max_amount: 10000, currency: 'USD' };
const usd = { currency: 'USD' };

describe('payment rules', () => {
  it('refuses amounts outside the limits and above the available money', () => {
    expect(checkAmount(null, method, usd)).toEqual({ kind: 'required' });
    expect(checkAmount(49.99, method, usd)).toEqual({ kind: 'range', min: 50, max: 10000 });
    expect(checkAmount(10000.01, method, usd)).toEqual({ kind: 'range', min: 50, max: 10000 });
    expect(checkAmount(900, method, { currency: 'USD', available: 800 })).toEqual({
      kind: 'available',
      available: 800,
    });
    expect(checkAmount(50, method, { currency: 'USD', available: 800 })).toBeNull();
  });

  it('compares limits only with an amount in their own currency', () => {
    expect(limitsApply(method, 'usd')).toBe(true);
    expect(limitsApply(method, 'EUR')).toBe(false);
    // 20 euros against a $ 50 minimum: the server converts and decides.
    expect(checkAmount(20, method, { currency: 'EUR' })).toBeNull();
    // What the wallet holds is in its own currency: still checked.
    expect(checkAmount(3000, method, { currency: 'EUR', available: 2500 })).toEqual({
      kind: 'available',
      available: 2500,
    });
  });

  it('checks limits that arrived as decimal strings', () => {
    const [read] = selectPaymentMethods({
      data: [
        {
          id: 1,
          name: 'Card',
          type: 'card',
          min_amount: '10.00',
          max_amount: '500.00',
          fee_percent: '1.50',
          currency: 'USD',
          fields: [],
        },
      ],
    });
    expect(checkAmount(9.99, read!, usd)).toEqual({ kind: 'range', min: 10, max: 500 });
    expect(checkAmount(500.01, read!, usd)).toEqual({ kind: 'range', min: 10, max: 500 });
    expect(feeOf(200, read!.fee_percent)).toBe(3);
  });

  it('computes the fee to the cent', () => {
    expect(feeOf(200, 1.5)).toBe(3);
    expect(feeOf(99.99, 0.5)).toBe(0.5);
  });

  it('lets a withdrawal take the balance until wallets-info arrives, then the smaller of the two', () => {
    expect(spendable(12345.6, undefined)).toBe(12345.6);
    const info = selectWalletInfo({
      wallet_id: 1,
      balance: '12345.60',
      available: '12000.00',
      reserved: '345.60',
      currency: 'USD',
      last_transactions: [],
    });
    expect(spendable(12345.6, info)).toBe(12000);
    expect(spendable(11000, info)).toBe(11000);
    expect(reservedMoney(info, 'USD')).toEqual({ amount: 345.6, currency: 'USD' });
    expect(reservedMoney({ ...info, reserved: money(0, 'USD') }, 'USD')).toBeNull();
    // Without `available`, balance less reserved.
    expect(
      spendable(12345.6, selectWalletInfo({ balance: 12345.6, reserved: 345.6, currency: 'USD' })),
    ).toBe(12000);
  });

  it('recognises the transaction a lost confirmation made, and only that one', () => {
    const before: Transaction = {
      id: 480,
      type: 'deposit',
      status: 'completed',
      amount: 200,
      currency: 'USD',
      wallet_id: 1,
      method: 'Skrill',
      created_at: '2026-03-15T09:00:00Z',
      comment: null,
    };
    const sent: SentPayment = {
      type: 'deposit',
      wallet_id: 1,
      amount: 200,
      method: 'Skrill',
      before: snapshotOf([before]),
      // The browser's clock may be far from the backend's: the snapshot decides.
      sentAt: Date.parse('2030-01-01T00:00:00Z'),
      shown: [],
    };
    const made = {
      ...before,
      id: 481,
      status: 'pending' as const,
      created_at: '2026-03-16T10:00:00Z',
    };
    expect(isSentPayment(made, sent)).toBe(true);
    expect(isSentPayment(before, sent)).toBe(false);
    expect(isSentPayment({ ...made, amount: 200.01 }, sent)).toBe(false);
    expect(isSentPayment({ ...made, wallet_id: 2 }, sent)).toBe(false);
    expect(isSentPayment({ ...made, method: 'Visa / Mastercard' }, sent)).toBe(false);
    expect(isSentPayment({ ...made, type: 'withdrawal' }, sent)).toBe(false);
    expect(isSentPayment({ ...made, created_at: '2026-03-14T10:00:00Z' }, sent)).toBe(false);
    // Already shown as an earlier confirmation's outcome: not this one's.
    expect(isSentPayment(made, { ...sent, shown: [481] })).toBe(false);
    // Without a snapshot, the browser's clock less ten minutes.
    const blind = { ...sent, before: null, sentAt: Date.parse('2026-03-16T10:05:00Z') };
    expect(isSentPayment(made, blind)).toBe(true);
    expect(isSentPayment(made, { ...blind, sentAt: Date.parse('2026-03-16T11:00:00Z') })).toBe(
      false,
    );
  });

  it('follows a provider page only on https, a loopback host or the own origin, else refuses it', () => {
    const own = 'http://cabinet.test';
    const follow = (url: string) => ({ kind: 'follow', url });
    expect(providerRedirect('https://pay.example.com/x?y=1', own)).toEqual(
      follow('https://pay.example.com/x?y=1'),
    );
    expect(providerRedirect('http://127.0.0.1:6521/api/p/1', own)).toEqual(
      follow('http://127.0.0.1:6521/api/p/1'),
    );
    expect(providerRedirect('http://localhost/p', own)).toEqual(follow('http://localhost/p'));
    expect(providerRedirect('http://cabinet.test/api/p/1', own)).toEqual(
      follow('http://cabinet.test/api/p/1'),
    );
    for (const bad of [
      'http://pay.example.com',
      'http://127.0.0.1.evil.example/p',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '/en/home',
      '//evil.example/p',
      'https://user:secret@pay.example.com/',
      42,
    ])
      expect(providerRedirect(bad, own)).toEqual({ kind: 'refused' });
    expect(providerRedirect(undefined, own)).toEqual({ kind: 'none' });
    expect(providerRedirect(null, own)).toEqual({ kind: 'none' });
    expect(providerRedirect('  ', own)).toEqual({ kind: 'none' });
  });

  it('reads ?amount= only as a positive amount with at most two decimals', () => {
    expect(readAmountParam('100')).toBe(100);
    expect(readAmountParam('100.5')).toBe(100.5);
    for (const bad of [null, '', '0', '-5', '1e3', '1.234', '12abc', ' 5'])
      expect(readAmountParam(bad)).toBeNull();
  });

  it('preselects the wallet of ?wallet= only when it is one of the wallets', () => {
    expect(initialWalletId('2', [1, 2])).toBe('2');
    expect(initialWalletId('9', [1, 2])).toBe('1');
    expect(initialWalletId(null, [1, 2])).toBe('1');
    expect(initialWalletId('1', [])).toBe('');
  });
});
