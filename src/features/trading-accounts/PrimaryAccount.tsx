import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isAxiosError } from '@/api';
import { useGetTradingAccount } from '@/api/generated/trading/trading';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { TradingAccountCard, TradingAccountCardSkeleton } from '@/design-system/TradingAccountCard';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';
import { renderRouterLink } from './ui';
import { useAccountTexts } from './useAccountTexts';
import { selectAccount } from './tolerant';

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

  if (primary.isPending) return <TradingAccountCardSkeleton label={t(messages.loading)} />;
  if (primary.isError) {
    // No account yet answers 404: that is a state, not a failure.
    const none = isAxiosError(primary.error) && primary.error.response?.status === 404;
    return (
      <Quiet>
        <p>{t(none ? messages.primaryNone : messages.primaryError)}</p>
        {!none && (
          <Button variant="secondary" size="sm" onClick={() => void primary.refetch()}>
            {t(messages.retry)}
          </Button>
        )}
      </Quiet>
    );
  }
  const account = primary.data.data;
  return (
    <TradingAccountCard
      account={account}
      headingLevel={headingLevel}
      href={paths.tradingAccountDetail.href(locale, account.id)}
      renderLink={renderRouterLink}
      actions={<Link to={paths.tradingAccounts.href(locale)}>{t(messages.allAccounts)}</Link>}
      {...texts}
    />
  );
}
