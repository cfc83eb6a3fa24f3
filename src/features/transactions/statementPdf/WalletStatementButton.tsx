import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectWallets } from '@/api/readers/wallet';
import { StatementPdfButton } from './StatementPdfButton';

/** The statement button of a wallet's page (the app hands it to the wallets feature). */
export function WalletStatementButton({ walletId }: { walletId: number }) {
  const wallets = useGetWallets({ query: { select: selectWallets } });
  return <StatementPdfButton wallets={wallets.data ?? []} walletId={walletId} />;
}
