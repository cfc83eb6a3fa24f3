import { describe, expect, it } from 'vitest';
import { checkAmount, feeOf, httpsUrl, initialWalletId } from '@/features/payments/rules';

const method = { min_amount: 50, max_amount: 10000 };

describe('payment rules', () => {
  it('refuses amounts outside the limits and above the available money', () => {
    expect(checkAmount(null, method)).toEqual({ kind: 'required' });
    expect(checkAmount(49.99, method)).toEqual({ kind: 'range', min: 50, max: 10000 });
    expect(checkAmount(10000.01, method)).toEqual({ kind: 'range', min: 50, max: 10000 });
    expect(checkAmount(900, method, 800)).toEqual({ kind: 'available', available: 800 });
    expect(checkAmount(50, method, 800)).toBeNull();
  });

  it('computes the fee to the cent', () => {
    expect(feeOf(200, 1.5)).toBe(3);
    expect(feeOf(99.99, 0.5)).toBe(0.5);
  });

  it('follows only https URLs', () => {
    expect(httpsUrl('https://pay.example.com/x?y=1')).toBe('https://pay.example.com/x?y=1');
    expect(httpsUrl('http://pay.example.com')).toBeNull();
    expect(httpsUrl('javascript:alert(1)')).toBeNull();
    expect(httpsUrl('/en/home')).toBeNull();
    expect(httpsUrl(undefined)).toBeNull();
  });

  it('preselects the wallet of ?wallet= only when it is one of the wallets', () => {
    expect(initialWalletId('2', [1, 2])).toBe('2');
    expect(initialWalletId('9', [1, 2])).toBe('1');
    expect(initialWalletId(null, [1, 2])).toBe('1');
    expect(initialWalletId('1', [])).toBe('');
  });
});
