import { useIntl } from 'react-intl';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { paths } from '@/config/paths';
import { EmptyState } from '@/design-system/EmptyState';
import { ErrorState } from '@/design-system/ErrorState';
import { ViewToggle } from '@/design-system/ViewToggle';
import { WalletCard, WalletCardSkeleton } from '@/design-system/WalletCard';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';
import { Grid, Header, Lead, PageTitle, renderRouterLink } from './ui';
import { selectWallets } from './tolerant';

/** `/wallet/wallets`: every wallet in its own currency, as tiles (default) or rows. */
export function WalletsPage() {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  const tile = usePreferences((s) => s.isTileView);
  const setTileView = usePreferences((s) => s.setTileView);
  const view = tile ? 'tile' : 'list';
  const wallets = useGetWallets({ query: { select: selectWallets } });

  let body;
  if (wallets.isPending) {
    body = (
      <Grid $view={view} aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i}>
            <WalletCardSkeleton view={view} label={t(messages.loading)} />
          </li>
        ))}
      </Grid>
    );
  } else if (wallets.isError) {
    body = (
      <ErrorState
        titleAs="h2"
        title={t(messages.errorTitle)}
        description={t(messages.errorText)}
        onRetry={() => void wallets.refetch()}
        retryLabel={t(messages.retry)}
      />
    );
  } else if (wallets.data.length === 0) {
    body = <EmptyState title={t(messages.emptyTitle)} description={t(messages.emptyText)} />;
  } else {
    body = (
      <Grid $view={view} aria-label={t(messages.listLabel)}>
        {wallets.data.map((wallet) => (
          <li key={wallet.id}>
            <WalletCard
              wallet={wallet}
              view={view}
              headingLevel={2}
              href={paths.walletDetail.href(locale, wallet.id)}
              renderLink={renderRouterLink}
              balanceLabel={t(messages.balance)}
            />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <Header>
        <div>
          <PageTitle>{t(messages.title)}</PageTitle>
          <Lead>{t(messages.lead)}</Lead>
        </div>
        <ViewToggle
          value={view}
          onChange={(next) => setTileView(next === 'tile')}
          label={t(messages.view)}
          tileLabel={t(messages.tileView)}
          listLabel={t(messages.listView)}
        />
      </Header>
      {body}
    </>
  );
}
