import { LatestArticles } from '@/features/articles/LatestArticles';
import { HomePage } from '@/features/home/HomePage';
import { OpenAccountButton } from '@/features/trading-accounts/OpenAccountButton';
import { PrimaryAccount } from '@/features/trading-accounts/PrimaryAccount';
import { RecentTransactions } from '@/features/wallets/RecentTransactions';
import { WalletBalances } from '@/features/wallets/WalletBalances';
import { useFundAccountHref } from '../shell/fundAccount';

/** Home, composed from the features that own its parts. `tapeEnabled` is off in stories and tests. */
export function HomeRoute({ tapeEnabled = true }: { tapeEnabled?: boolean }) {
  const fundHref = useFundAccountHref();
  return (
    <HomePage
      tapeEnabled={tapeEnabled}
      wallets={<WalletBalances />}
      primaryAccount={<PrimaryAccount />}
      recentTransactions={<RecentTransactions />}
      latestArticles={<LatestArticles />}
      openAccountAction={<OpenAccountButton variant="secondary" fundHref={fundHref} />}
    />
  );
}

export const Component = () => <HomeRoute />;
