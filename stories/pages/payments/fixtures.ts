import type { PaymentMethod, Transaction, User, Wallet, WalletInfo } from '@/api/generated/model';
import { getGetWalletsInfoMockHandler } from '@/api/generated/wallets/wallets.msw';
import { DEPOSIT_METHODS, WITHDRAW_METHODS } from '@/mocks/seed/catalog';

/* Answers and data the payment and transaction page stories (and their unit tests) share. */

/** The signed-in client of these stories (the printed statement and the card holder name her). */
export const STORY_USER: User = {
  id: 1,
  first_name: 'Dana',
  second_name: 'Demo',
  email: 'demo@example.com',
  status: 'active',
  role: 'investor',
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: '2025-01-10T09:00:00Z',
};

export const WALLETS: Wallet[] = [
  { id: 1, name: 'Main wallet', currency: 'USD', balance: 12345.6 },
  { id: 2, name: 'Savings', currency: 'USD', balance: 800 },
];

/** A euro wallet beside the dollar ones: the demo's methods state their limits in dollars. */
export const EUR_WALLET: Wallet = { id: 3, name: 'EUR wallet', currency: 'EUR', balance: 2500 };
export const WALLETS_WITH_EUR: Wallet[] = [...WALLETS, EUR_WALLET];

export const depositMethods: PaymentMethod[] = DEPOSIT_METHODS;
export const withdrawMethods: PaymentMethod[] = WITHDRAW_METHODS;

export const transaction = (patch: Partial<Transaction> = {}): Transaction => ({
  id: 501,
  type: 'deposit',
  status: 'pending',
  amount: 100,
  currency: 'USD',
  wallet_id: 1,
  method: 'Visa / Mastercard',
  created_at: '2026-03-16T10:00:00Z',
  comment: 'Processing the payment',
  ...patch,
});

/** The wallet's newest transaction before the story's payment: what "after" is measured from. */
export const EARLIER: Transaction = {
  id: 480,
  type: 'deposit',
  status: 'completed',
  amount: 200,
  currency: 'USD',
  wallet_id: 1,
  method: 'Visa / Mastercard',
  created_at: '2026-03-15T09:00:00Z',
  comment: null,
};

/**
 * `wallets-info` of the wallets (by the form-encoded `wallet_id`): `reserved` by wallet id is held
 * back (pending withdrawals, IPO subscriptions), the rest is available.
 */
export const walletsInfo = (
  wallets: Wallet[],
  reserved: Record<number, number> = {},
  lastTransactions: (walletId: number) => Transaction[] = (id) => [{ ...EARLIER, wallet_id: id }],
) =>
  getGetWalletsInfoMockHandler(async ({ request }): Promise<WalletInfo> => {
    const id = Number(new URLSearchParams(await request.text()).get('wallet_id'));
    const wallet = wallets.find((w) => w.id === id) ?? wallets[0]!;
    const held = reserved[wallet.id] ?? 0;
    return {
      wallet_id: wallet.id,
      balance: wallet.balance,
      reserved: held,
      available: Math.round((wallet.balance - held) * 100) / 100,
      currency: wallet.currency,
      last_transactions: lastTransactions(wallet.id),
    };
  });
