import { seeded } from '../i18n/localise';
import type { TradingAccountRow, TwoFactorRow, WalletRow } from '../schema';
import { accountLogin } from './trading';
import { daysBefore } from './time';
import { TWO_FACTOR_USER_ID } from './users';

/**
 * The secret of 2fa@example.com (base32, 20 bytes). Fixed, so tests and reviewers can compute its
 * codes; the demo panel shows the current one.
 */
export const TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Its eight recovery codes at the start (each works once). */
export const TWO_FACTOR_RECOVERY_CODES = [
  'k7m2p-9qx4t',
  'h3v8c-2wn6r',
  'd5t9y-4jb7k',
  'p2f6x-8ms3v',
  'r9c4n-6hz2q',
  'w8b3k-5tq7m',
  'n4x7d-3vr9p',
  'z6q2h-7ck5w',
];

export const seedTwoFactor = (): TwoFactorRow[] => [
  {
    user_id: TWO_FACTOR_USER_ID,
    secret: TWO_FACTOR_SECRET,
    enabled_at: daysBefore(45),
    recovery_codes: [...TWO_FACTOR_RECOVERY_CODES],
    pending: null,
  },
];

/** Its main wallet, numbered after the others so no seeded id moves. */
export const twoFactorWallet = (id: number): WalletRow => ({
  id,
  user_id: TWO_FACTOR_USER_ID,
  currency: 'USD',
  name: seeded('wallet.main'),
  opening_balance: 3200,
});

/**
 * Its trading account: 300, below the seeded 301–306, so the next account anyone opens is still
 * 307 (tests and specs name it).
 */
export const twoFactorAccount = (): TradingAccountRow => ({
  id: 300,
  user_id: TWO_FACTOR_USER_ID,
  login: accountLogin(300),
  currency: { id: 1, name: 'US Dollar' },
  balance: 1500,
  equity: 1500,
  leverage: '1:100',
  server: 'Broker-Live',
  created_at: daysBefore(50),
});
