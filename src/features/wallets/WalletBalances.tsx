import { useIntl } from 'react-intl';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectWallets } from '@/api/readers/wallet';
import { paths } from '@/config/paths';
import { WalletCard, WalletCardSkeleton } from '@/design-system/WalletCard';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';
import { TileGrid } from '@/page/PageStack';

/** Every wallet's balance in its own currency, never summed across currencies (home page). */
export function WalletBalances({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  const wallets = useGetWallets({ query: { select: selectWallets } });
  return (
    <QueryStates
      query={wallets}
      loading={<WalletCardSkeleton label={t(messages.loading)} />}
      error={{ title: t(messages.errorTitle), inline: true }}
      isEmpty={(list) => list.length === 0}
      empty={<p>{t(messages.emptyTitle)}</p>}
    >
      {(list) => (
        <TileGrid $min={260} $view="tile" aria-label={t(messages.listLabel)}>
          {list.map((wallet) => (
            <li key={wallet.id}>
              <WalletCard
                wallet={wallet}
                headingLevel={headingLevel}
                href={paths.walletDetail.href(locale, wallet.id)}
                balanceLabel={t(messages.balance)}
              />
            </li>
          ))}
        </TileGrid>
      )}
    </QueryStates>
  );
}
