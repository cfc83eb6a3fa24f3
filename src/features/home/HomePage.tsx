import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/design-system/ButtonLink';
import { up } from '@/design-system/theme';
import { WidgetBoundary } from '@/design-system/WidgetBoundary';
import { PageHeader } from '@/page/PageHeader';
import { PageSection } from '@/page/PageSection';
import { PageStack } from '@/page/PageStack';
import { usePreferences } from '@/stores/preferences';
import { MarketTape } from './MarketTape';
import { messages } from './messages';
import { WelcomeGreeting } from './WelcomeGreeting';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  ${up('xl')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Each part other features put on home fails alone: the rest of home stays usable. */
function Part({ children }: { children: ReactNode }) {
  const t = useIntl().formatMessage;
  if (children == null || children === false) return null;
  return (
    <WidgetBoundary message={t(messages.widgetFailed)} retryLabel={t(messages.widgetRetry)}>
      {children}
    </WidgetBoundary>
  );
}

export interface HomePageProps {
  /** Every wallet's balance (the wallets feature's `WalletBalances`). */
  wallets?: ReactNode;
  /** The primary trading account with its tier (the trading-accounts feature's `PrimaryAccount`). */
  primaryAccount?: ReactNode;
  /** The last five transactions (the wallets feature's `RecentTransactions`). */
  recentTransactions?: ReactNode;
  /** The "open a trading account" quick action with its modal (trading-accounts' `OpenAccountButton`). */
  openAccountAction?: ReactNode;
  /** The latest three articles (the articles feature's `LatestArticles`), if composed in. */
  latestArticles?: ReactNode;
  /** `false` keeps the market tape from contacting its provider (stories, tests). */
  tapeEnabled?: boolean;
}

/**
 * Home: the one-time welcome, the market tape, then the client's money. Other features' parts come
 * in as slots: the route module composes them (features never import each other).
 */
export function HomePage({
  wallets,
  primaryAccount,
  recentTransactions,
  openAccountAction,
  latestArticles,
  tapeEnabled = true,
}: HomePageProps) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  return (
    <PageStack>
      <PageHeader page="home" />
      <WelcomeGreeting />
      <MarketTape enabled={tapeEnabled} />
      <PageSection id="home-actions" title={t(messages.actions)}>
        <Actions>
          <ButtonLink primary href={paths.deposit.href(locale)}>
            {t(messages.deposit)}
          </ButtonLink>
          <ButtonLink href={paths.withdraw.href(locale)}>{t(messages.withdraw)}</ButtonLink>
          <Part>{openAccountAction}</Part>
        </Actions>
      </PageSection>
      <Columns>
        <Column>
          <PageSection
            id="home-wallets"
            title={t(messages.wallets)}
            link={<Link to={paths.wallets.href(locale)}>{t(messages.allWallets)}</Link>}
          >
            <Part>{wallets}</Part>
          </PageSection>
          <PageSection
            id="home-transactions"
            title={t(messages.transactions)}
            link={<Link to={paths.transactions.href(locale)}>{t(messages.allTransactions)}</Link>}
          >
            <Part>{recentTransactions}</Part>
          </PageSection>
        </Column>
        <Column>
          <PageSection id="home-account" title={t(messages.tradingAccount)}>
            <Part>{primaryAccount}</Part>
          </PageSection>
          <Part>{latestArticles}</Part>
        </Column>
      </Columns>
    </PageStack>
  );
}
