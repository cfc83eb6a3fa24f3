import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  useGetTradingAccountList,
  useTradingAccountAutologin,
} from '@/api/generated/trading/trading';
import { selectAccountList, type AccountView } from '@/api/readers/tradingAccount';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { TradingAccountCard, TradingAccountCardSkeleton } from '@/design-system/TradingAccountCard';
import { PageHeader } from '@/page/PageHeader';
import { NotFound, QueryStates } from '@/page/QueryStates';
import { PageStack } from '@/page/PageStack';
import { usePreferences } from '@/stores/preferences';
import { LeverageAction, PasswordAction } from './AccountRunActions';
import { detailMessages as m } from './detailMessages';
import { messages } from './messages';
import { OpenPositions } from './OpenPositions';
import { TradeHistory } from './TradeHistory';
import { useAccountRuns } from './useAccountRuns';
import { useAccountTexts } from './useAccountTexts';

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Only a web address is followed: never `javascript:`, `data:` or the like from a server answer. */
export function safePlatformUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "Open in trading platform": asks `trading-account/autologin` and opens the link in a new tab. */
function PlatformButton({ accountId }: { accountId: number }) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const autologin = useTradingAccountAutologin();
  const open = () => {
    if (autologin.isPending) return;
    setProblem(null);
    autologin.mutate(
      { data: { trading_account_id: accountId } },
      {
        onSuccess: (answer) => {
          const url = safePlatformUrl(answer.url);
          if (!url) setProblem(intl.formatMessage(m.platformBadUrl));
          else window.open(url, '_blank', 'noopener');
        },
        onError: () => setProblem(intl.formatMessage(m.platformFailed)),
      },
    );
  };
  return (
    <>
      <Button onClick={open} busy={autologin.isPending}>
        {intl.formatMessage(autologin.isPending ? m.platformBusy : m.platform)}
      </Button>
      {problem && <Problem role="alert">{problem}</Problem>}
    </>
  );
}

/**
 * One account's card with its actions, its margin and open positions where the backend offers
 * them (calls 55–57), and its trade history.
 */
function AccountDetail({
  account,
  accountAction,
}: {
  account: AccountView;
  accountAction?: (account: AccountView) => ReactNode;
}) {
  const t = useIntl().formatMessage;
  const texts = useAccountTexts();
  const runs = useAccountRuns(account);
  return (
    <PageStack $gap={8}>
      <section aria-label={t(m.facts)}>
        <TradingAccountCard
          account={account}
          headingLevel={2}
          actions={
            <>
              <PlatformButton accountId={account.id} />
              {runs.offered && <LeverageAction account={account} />}
              {runs.offered && <PasswordAction account={account} />}
              {accountAction?.(account)}
            </>
          }
          {...texts}
        />
      </section>
      <OpenPositions account={account} runs={runs} />
      <TradeHistory accountId={account.id} currency={account.currency.code} />
    </PageStack>
  );
}

/**
 * `/trading-account/{id}`: the account's facts, "Open in trading platform" and its trade history.
 * `accountAction`: what the app adds beside the platform button (another feature's link).
 */
export function TradingAccountDetailPage({
  accountAction,
}: { accountAction?: (account: AccountView) => ReactNode } = {}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePreferences((s) => s.locale);
  const { id = '' } = useParams();
  // Read again when the page regains focus: the margin figures move with the market.
  const accounts = useGetTradingAccountList({
    query: { select: selectAccountList, refetchOnWindowFocus: 'always' },
  });
  const accountId = /^\d+$/.test(id) ? Number(id) : NaN;
  const account = accounts.data?.data.find((a) => a.id === accountId);
  const back = <Link to={paths.tradingAccounts.href(locale)}>{t(m.back)}</Link>;

  if (accounts.data && !account) {
    return (
      <NotFound
        title={t(m.notFoundTitle)}
        description={t(m.notFoundText)}
        back={<Link to={paths.tradingAccounts.href(locale)}>{t(m.back)}</Link>}
      />
    );
  }

  return (
    <PageStack>
      {account ? (
        <PageHeader heading={intl.formatMessage(m.title, { login: account.login })} back={back} />
      ) : (
        <PageHeader page="tradingAccountDetail" back={back} />
      )}
      <QueryStates
        query={accounts}
        loading={<TradingAccountCardSkeleton label={t(messages.loading)} />}
        error={{ title: t(messages.errorTitle), description: t(messages.errorText) }}
      >
        {() => account && <AccountDetail account={account} accountAction={accountAction} />}
      </QueryStates>
    </PageStack>
  );
}
