import { useTransferActions } from '@/features/transfers/TransferLinks';
import { WalletsPage } from '@/features/wallets/WalletsPage';

export function Component() {
  const { walletAction } = useTransferActions();
  return <WalletsPage walletAction={walletAction} />;
}
