import { useIntl } from 'react-intl';
import { useGetTradingAccountList } from '@/api/generated/trading/trading';
import { paths } from '@/config/paths';
import { EmptyState } from '@/design-system/EmptyState';
import { ErrorState } from '@/design-system/ErrorState';
import { TradingAccountCard, TradingAccountCardSkeleton } from '@/design-system/TradingAccountCard';
import { ViewToggle } from '@/design-system/ViewToggle';
import { usePreferences } from '@/stores/preferences';
import { OpenAccountButton } from './CreateAccountModal';
import { messages } from './messages';
import { Grid, Header, Lead, PageTitle, Toolbar, renderRouterLink } from './ui';
import { useAccountTexts } from './useAccountTexts';
import { selectAccountList } from './tolerant';

/** `/trading-account/accounts`: every account as a tile or a row, with its tier and progress. */
export function TradingAccountsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePreferences((s) => s.locale);
  const tile = usePreferences((s) => s.isTileView);
  const setTileView = usePreferences((s) => s.setTileView);
  const view = tile ? 'tile' : 'list';
  const texts = useAccountTexts();
  const accounts = useGetTradingAccountList({ query: { select: selectAccountList } });
  const list = accounts.data?.data ?? [];

  const openButton = (variant: 'primary' | 'secondary') => (
    <OpenAccountButton variant={variant} server={list[0]?.server} />
  );

  let body;
  if (accounts.isPending) {
    body = (
      <Grid $view={view} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <TradingAccountCardSkeleton view={view} label={t(messages.loading)} />
          </li>
        ))}
      </Grid>
    );
  } else if (accounts.isError) {
    body = (
      <ErrorState
        variant="error"
        titleAs="h2"
        title={t(messages.errorTitle)}
        description={t(messages.errorText)}
        onRetry={() => void accounts.refetch()}
        retryLabel={t(messages.retry)}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title={t(messages.emptyTitle)}
        description={t(messages.emptyText)}
        action={openButton('primary')}
      />
    );
  } else {
    body = (
      <Grid $view={view} aria-label={t(messages.listLabel)}>
        {list.map((account) => (
          <li key={account.id}>
            <TradingAccountCard
              account={account}
              view={view}
              headingLevel={2}
              href={paths.tradingAccountDetail.href(locale, account.id)}
              renderLink={renderRouterLink}
              {...texts}
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
        <Toolbar>
          <ViewToggle
            value={view}
            onChange={(next) => setTileView(next === 'tile')}
            label={t(messages.view)}
            tileLabel={t(messages.tileView)}
            listLabel={t(messages.listView)}
          />
          {list.length > 0 && openButton('primary')}
        </Toolbar>
      </Header>
      {body}
    </>
  );
}
