import { LatestArticles } from '@/features/articles/LatestArticles';
import { HomePage } from '@/features/home';
import { OpenAccountButton, PrimaryAccount } from '@/features/trading-accounts';
import { RecentTransactions, WalletBalances } from '@/features/wallets';

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
