import { useGetWalletsInfo } from '@/api/generated/wallets/wallets';
import { selectWalletInfo } from '@/api/readers/wallet';
import { limitOf, type Endpoint } from './endpoints';

/**
 * What may leave `source` now. A wallet's limit is its available amount (`wallets-info`): until
 * that is in, none is claimed (the form shows the balance as a balance, and "Continue" waits for
 * the figure); an account's is its balance.
 */
export function useSourceLimit(source: Endpoint | undefined) {
  const info = useGetWalletsInfo(
    { wallet_id: source?.id ?? 0 },
    { query: { enabled: source?.type === 'wallet', select: selectWalletInfo } },
  );
  const limit =
    !source || (source.type === 'wallet' && info.data === undefined)
      ? undefined
      : limitOf(source, info.data?.available.amount);
  return { info, limit };
}
