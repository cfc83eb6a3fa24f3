import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isAxiosError } from '@/api/errors';
import { useGetTradingAccount } from '@/api/generated/trading/trading';
import { selectAccount } from '@/api/readers/tradingAccount';
import { paths } from '@/config/paths';
import { TradingAccountCard, TradingAccountCardSkeleton } from '@/design-system/TradingAccountCard';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';
import { useAccountTexts } from './useAccountTexts';

const Quiet = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The primary trading account (`trading-account`, `{ data }`) with its tier, for the home page. */
export function PrimaryAccount({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePreferences((s) => s.locale);
  const texts = useAccountTexts();
  const primary = useGetTradingAccount({ query: { select: selectAccount } });

  // No account yet answers 404: that is a state of its own, not a failure to retry.
  const none = isAxiosError(primary.error) && primary.error.response?.status === 404;
  if (none && !primary.data) {
    return (
      <Quiet>
        <p>{t(messages.primaryNone)}</p>
      </Quiet>
    );
  }
  return (
    <QueryStates
      query={primary}
      loading={<TradingAccountCardSkeleton label={t(messages.loading)} />}
      error={{ title: t(messages.primaryError), inline: true }}
    >
      {(answer) => (
        <TradingAccountCard
          account={answer.data}
          headingLevel={headingLevel}
          href={paths.tradingAccountDetail.href(locale, answer.data.id)}
          actions={<Link to={paths.tradingAccounts.href(locale)}>{t(messages.allAccounts)}</Link>}
          {...texts}
        />
      )}
    </QueryStates>
  );
}
