import type { WalletInfo } from '@/api/generated/model';
import { getGetWalletsInfoMockHandler } from '@/api/generated/wallets/wallets.msw';

/**
 * The main wallet's wallets-info ($ 12,345.60, of which $ 345.60 reserved unless `patch` says
 * otherwise), held back until `release()`: what a payment form does before its figures come.
 */
export function lateWalletsInfo(patch: Partial<WalletInfo> = {}) {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const handler = getGetWalletsInfoMockHandler(async () => {
    await answered;
    return {
      wallet_id: 1,
      balance: 12345.6,
      available: 12000,
      reserved: 345.6,
      currency: 'USD',
      last_transactions: [],
      ...patch,
    };
  });
  return { handler, release };
}
