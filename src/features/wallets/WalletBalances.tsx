import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { WalletCard, WalletCardSkeleton } from '@/design-system/WalletCard';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';
import { Grid, renderRouterLink } from './ui';
import { selectWallets } from './tolerant';

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Every wallet's balance in its own currency, never summed across currencies (home page). */
export function WalletBalances({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  const wallets = useGetWallets({ query: { select: selectWallets } });
  if (wallets.isPending) return <WalletCardSkeleton label={t(messages.loading)} />;
  if (wallets.isError) {
    return (
      <Problem>
        <p>{t(messages.errorTitle)}</p>
        <Button variant="secondary" size="sm" onClick={() => void wallets.refetch()}>
          {t(messages.retry)}
        </Button>
      </Problem>
    );
  }
  if (wallets.data.length === 0) return <p>{t(messages.emptyTitle)}</p>;
  return (
    <Grid $view="tile" aria-label={t(messages.listLabel)}>
      {wallets.data.map((wallet) => (
        <li key={wallet.id}>
          <WalletCard
            wallet={wallet}
            headingLevel={headingLevel}
            href={paths.walletDetail.href(locale, wallet.id)}
            renderLink={renderRouterLink}
            balanceLabel={t(messages.balance)}
          />
        </li>
      ))}
    </Grid>
  );
}
