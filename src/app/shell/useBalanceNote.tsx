import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetWallets, useGetWalletsInfo } from '@/api/generated/wallets/wallets';
import { selectWalletInfo, selectWallets } from '@/api/readers/wallet';
import { Button } from '@/design-system/Button';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { balanceMessages, reservedMessage } from './balanceMessages';

/** Set after the first paint: what is not needed for it is asked for afterwards. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/**
 * The line under the frame's balance (the sidebar's card, the phone's bar): what of the first
 * wallet is reserved ("of which $ 345.60 reserved"), from its `wallets-info`. The balance is the
 * session's first call and shows at once; the wallet's figures are asked for after the first
 * paint, once a session (shared with the pages that read them), and again whenever the wallets
 * are (every money movement refreshes both). `null` keeps the line's place while they load;
 * `undefined` (no wallet, the wallets failed) drops it.
 */
export function useBalanceNote(privacy: boolean): ReactNode | null | undefined {
  const intl = useIntl();
  const format = useNumberFormat();
  const painted = usePainted();
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const main = wallets.data?.[0];
  const info = useGetWalletsInfo(
    { wallet_id: main?.id ?? 0 },
    { query: { enabled: painted && main !== undefined, select: selectWalletInfo } },
  );
  const { refetch } = info;
  const walletsAt = wallets.dataUpdatedAt;
  const infoAt = info.dataUpdatedAt;
  // New wallets (a movement, a refresh) mean new figures: never a reserve older than the balance.
  useEffect(() => {
    if (infoAt > 0 && walletsAt > infoAt) void refetch();
  }, [walletsAt, infoAt, refetch]);

  if (!main || wallets.isError) return undefined;
  if (info.isError && !info.isFetching) {
    return (
      <>
        <span>{intl.formatMessage(balanceMessages.reservedFailed)}</span>
        <Button variant="link" size="sm" onClick={() => void refetch()}>
          {intl.formatMessage(balanceMessages.retry)}
        </Button>
      </>
    );
  }
  if (!info.data) return null;
  const { reserved } = info.data;
  if (!(reserved.amount > 0)) return intl.formatMessage(balanceMessages.nothingReserved);
  const text = intl.formatMessage(reservedMessage, { amount: format.money(reserved) });
  return (
    <span data-sensitive="">
      <span aria-hidden={privacy || undefined}>{text}</span>
      {privacy && (
        <span className="visually-hidden">
          {intl.formatMessage(balanceMessages.reservedHidden)}
        </span>
      )}
    </span>
  );
}
