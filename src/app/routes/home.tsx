import { LatestArticles } from '@/features/articles/LatestArticles';
import { HomePage } from '@/features/home/HomePage';
import { OpenAccountButton } from '@/features/trading-accounts/OpenAccountButton';
import { PrimaryAccount } from '@/features/trading-accounts/PrimaryAccount';
import { RecentTransactions } from '@/features/wallets/RecentTransactions';
import { WalletBalances } from '@/features/wallets/WalletBalances';

/** Home, composed from the features that own its parts. `tapeEnabled` is off in stories and tests. */
export function HomeRoute({ tapeEnabled = true }: { tapeEnabled?: boolean }) {
  return (
    <HomePage
      tapeEnabled={tapeEnabled}
      wallets={<WalletBalances />}
      primaryAccount={<PrimaryAccount />}
      recentTransactions={<RecentTransactions />}
      latestArticles={<LatestArticles />}
      openAccountAction={<OpenAccountButton variant="secondary" />}
    />
  );
}

export const Component = () => <HomeRoute />;
