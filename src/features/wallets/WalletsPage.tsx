import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectWallets, type WalletView } from '@/api/readers/wallet';
import { paths } from '@/config/paths';
import { EmptyState } from '@/design-system/EmptyState';
import { ViewToggle } from '@/design-system/ViewToggle';
import { WalletCard, WalletCardSkeleton } from '@/design-system/WalletCard';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';
import { PageStack, TileGrid } from '@/page/PageStack';

/**
 * `/wallet/wallets`: every wallet in its own currency, as tiles (default) or rows. `walletAction`:
 * what the app adds to a wallet's card (another feature's link), null for nothing.
 */
export function WalletsPage({
  walletAction,
}: { walletAction?: (wallet: WalletView) => ReactNode } = {}) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  const tile = usePreferences((s) => s.isTileView);
  const setTileView = usePreferences((s) => s.setTileView);
  const view = tile ? 'tile' : 'list';
  const wallets = useGetWallets({ query: { select: selectWallets } });

  return (
    <PageStack>
      <PageHeader
        page="wallets"
        lead={t(messages.lead)}
        actions={
          <ViewToggle
            value={view}
            onChange={(next) => setTileView(next === 'tile')}
            label={t(messages.view)}
            tileLabel={t(messages.tileView)}
            listLabel={t(messages.listView)}
          />
        }
      />
      <QueryStates
        query={wallets}
        loading={
          <TileGrid $min={260} $view={view} aria-busy="true">
            {[0, 1].map((i) => (
              <li key={i}>
                <WalletCardSkeleton view={view} label={t(messages.loading)} />
              </li>
            ))}
          </TileGrid>
        }
        error={{ title: t(messages.errorTitle), description: t(messages.errorText) }}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t(messages.emptyTitle)} description={t(messages.emptyText)} />}
      >
        {(list) => (
          <TileGrid $min={260} $view={view} aria-label={t(messages.listLabel)}>
            {list.map((wallet) => (
              <li key={wallet.id}>
                <WalletCard
                  wallet={wallet}
                  view={view}
                  headingLevel={2}
                  href={paths.walletDetail.href(locale, wallet.id)}
                  balanceLabel={t(messages.balance)}
                  actions={walletAction?.(wallet)}
                />
              </li>
            ))}
          </TileGrid>
        )}
      </QueryStates>
    </PageStack>
  );
}
