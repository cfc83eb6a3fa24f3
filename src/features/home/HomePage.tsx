import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/design-system/ButtonLink';
import { up } from '@/design-system/theme';
import { WidgetBoundary } from '@/design-system/WidgetBoundary';
import { PageHeader } from '@/page/PageHeader';
import { usePreferences } from '@/stores/preferences';
import { MarketTape } from './MarketTape';
import { messages } from './messages';
import { WelcomeGreeting } from './WelcomeGreeting';
import { PageStack } from '@/page/PageStack';

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

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
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
      <Section aria-labelledby="home-actions">
        <SectionHead>
          <h2 id="home-actions">{t(messages.actions)}</h2>
        </SectionHead>
        <Actions>
          <ButtonLink primary href={paths.deposit.href(locale)}>
            {t(messages.deposit)}
          </ButtonLink>
          <ButtonLink href={paths.withdraw.href(locale)}>{t(messages.withdraw)}</ButtonLink>
          <Part>{openAccountAction}</Part>
        </Actions>
      </Section>
      <Columns>
        <Column>
          <Section aria-labelledby="home-wallets">
            <SectionHead>
              <h2 id="home-wallets">{t(messages.wallets)}</h2>
              <Link to={paths.wallets.href(locale)}>{t(messages.allWallets)}</Link>
            </SectionHead>
            <Part>{wallets}</Part>
          </Section>
          <Section aria-labelledby="home-transactions">
            <SectionHead>
              <h2 id="home-transactions">{t(messages.transactions)}</h2>
              <Link to={paths.transactions.href(locale)}>{t(messages.allTransactions)}</Link>
            </SectionHead>
            <Part>{recentTransactions}</Part>
          </Section>
        </Column>
        <Column>
          <Section aria-labelledby="home-account">
            <SectionHead>
              <h2 id="home-account">{t(messages.tradingAccount)}</h2>
            </SectionHead>
            <Part>{primaryAccount}</Part>
          </Section>
          <Part>{latestArticles}</Part>
        </Column>
      </Columns>
    </PageStack>
  );
}
