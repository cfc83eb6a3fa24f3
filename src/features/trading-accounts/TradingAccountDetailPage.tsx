import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  useGetTradingAccountList,
  useTradingAccountAutologin,
} from '@/api/generated/trading/trading';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { ErrorState } from '@/design-system/ErrorState';
import { TradingAccountCard, TradingAccountCardSkeleton } from '@/design-system/TradingAccountCard';
import { usePreferences } from '@/stores/preferences';
import { detailMessages as m } from './detailMessages';
import { messages } from './messages';
import { TradeHistory } from './TradeHistory';
import { Header, PageTitle } from './ui';
import { useAccountTexts } from './useAccountTexts';
import { selectAccountList } from './tolerant';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.link};
`;

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

/** `/trading-account/{id}`: the account's facts, "Open in trading platform" and its trade history. */
export function TradingAccountDetailPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePreferences((s) => s.locale);
  const { id = '' } = useParams();
  const texts = useAccountTexts();
  const accounts = useGetTradingAccountList({ query: { select: selectAccountList } });
  const accountId = /^\d+$/.test(id) ? Number(id) : NaN;
  const account = accounts.data?.data.find((a) => a.id === accountId);
  const back = <Back to={paths.tradingAccounts.href(locale)}>{t(m.back)}</Back>;

  if (accounts.isPending) {
    return (
      <>
        {back}
        <PageTitle>{t(messages.account)}</PageTitle>
        <TradingAccountCardSkeleton label={t(messages.loading)} />
      </>
    );
  }
  if (accounts.isError) {
    return (
      <>
        {back}
        <ErrorState
          variant="error"
          title={t(messages.errorTitle)}
          description={t(messages.errorText)}
          onRetry={() => void accounts.refetch()}
          retryLabel={t(messages.retry)}
        />
      </>
    );
  }
  if (!account) {
    return (
      <ErrorState
        variant="404"
        title={t(m.notFoundTitle)}
        description={t(m.notFoundText)}
        action={<Link to={paths.tradingAccounts.href(locale)}>{t(m.back)}</Link>}
      />
    );
  }

  return (
    <>
      <Header>
        <div>
          {back}
          <PageTitle>{intl.formatMessage(m.title, { login: account.login })}</PageTitle>
        </div>
      </Header>
      <Stack>
        <section aria-label={t(m.facts)}>
          <TradingAccountCard
            account={account}
            headingLevel={2}
            actions={<PlatformButton accountId={account.id} />}
            {...texts}
          />
        </section>
        <TradeHistory accountId={account.id} currency={account.currency.code} />
      </Stack>
    </>
  );
}
