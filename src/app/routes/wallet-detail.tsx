import { WalletStatementButton } from '@/features/transactions/statementPdf/WalletStatementButton';
import { CancelWithdrawals } from '@/features/payments/cancel/CancelWithdrawals';
import { useTransferActions } from '@/features/transfers/TransferLinks';
import { WalletDetailPage } from '@/features/wallets/WalletDetailPage';

export function Component() {
  const { walletAction } = useTransferActions();
  return (
    <WalletDetailPage
      walletAction={(wallet) => (
        <>
          {walletAction(wallet)}
          <WalletStatementButton walletId={wallet.id} />
        </>
      )}
      rowActions={CancelWithdrawals}
    />
  );
}
