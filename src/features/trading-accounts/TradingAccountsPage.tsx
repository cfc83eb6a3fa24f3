import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetTradingAccountList } from '@/api/generated/trading/trading';
import { selectAccountList, type AccountView } from '@/api/readers/tradingAccount';
import { paths } from '@/config/paths';
import { EmptyState } from '@/design-system/EmptyState';
import { TradingAccountCard, TradingAccountCardSkeleton } from '@/design-system/TradingAccountCard';
import { ViewToggle } from '@/design-system/ViewToggle';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { LeverageAction } from './AccountRunActions';
import { OpenAccountButton } from './OpenAccountButton';
import { messages } from './messages';
import { PageStack, TileGrid } from '@/page/PageStack';
import { leverageChoices } from './useAccountRuns';
import { useAccountTexts } from './useAccountTexts';

/** A card's actions: "Change leverage" where offered, then the app's; null for none (no empty row). */
function cardActions(account: AccountView, appAction: ReactNode): ReactNode {
  const leverage = leverageChoices(account) ? <LeverageAction account={account} /> : null;
  return leverage || appAction ? (
    <>
      {leverage}
      {appAction}
    </>
  ) : null;
}

/**
 * `/trading-account/accounts`: every account as a tile or a row, with its tier and progress.
 * `accountAction`: what the app adds to an account's card (another feature's link, e.g. funding
 * a new account), null for nothing.
 */
export function TradingAccountsPage({
  accountAction,
  fundHref,
}: {
  accountAction?: (account: AccountView) => ReactNode;
  /** Where "Fund this account" leads once a new account is open. */
  fundHref?: (account: AccountView) => string;
} = {}) {
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
    <OpenAccountButton variant={variant} server={list[0]?.server} fundHref={fundHref} />
  );

  return (
    <PageStack>
      <PageHeader
        page="tradingAccounts"
        lead={t(messages.lead)}
        actions={
          <>
            <ViewToggle
              value={view}
              onChange={(next) => setTileView(next === 'tile')}
              label={t(messages.view)}
              tileLabel={t(messages.tileView)}
              listLabel={t(messages.listView)}
            />
            {list.length > 0 && openButton('primary')}
          </>
        }
      />
      <QueryStates
        query={accounts}
        loading={
          <TileGrid $min={300} $view={view} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <TradingAccountCardSkeleton view={view} label={t(messages.loading)} />
              </li>
            ))}
          </TileGrid>
        }
        error={{ title: t(messages.errorTitle), description: t(messages.errorText) }}
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            title={t(messages.emptyTitle)}
            description={t(messages.emptyText)}
            action={openButton('primary')}
          />
        }
      >
        {(answer) => (
          <TileGrid $min={300} $view={view} aria-label={t(messages.listLabel)}>
            {answer.data.map((account) => (
              <li key={account.id}>
                <TradingAccountCard
                  account={account}
                  view={view}
                  headingLevel={2}
                  href={paths.tradingAccountDetail.href(locale, account.id)}
                  actions={cardActions(account, accountAction?.(account))}
                  {...texts}
                />
              </li>
            ))}
          </TileGrid>
        )}
      </QueryStates>
    </PageStack>
  );
}
