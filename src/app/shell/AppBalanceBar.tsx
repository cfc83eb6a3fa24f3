import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectWallets } from '@/api/readers/wallet';
import { BalanceBar } from '@/design-system/BalanceBar';
import { up } from '@/design-system/theme';
import { useFailureShown } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { balanceMessages } from './balanceMessages';
import { useBalanceNote } from './useBalanceNote';

/** From lg up the sidebar shows the balance: the bar is for narrow screens only. */
const NarrowOnly = styled(BalanceBar)`
  ${up('lg')} {
    display: none;
  }
`;

/** The first wallet's balance and reserved part under the navbar on narrow screens, on every signed-in page. */
export function AppBalanceBar() {
  const intl = useIntl();
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const privacy = usePreferences((s) => s.privacyMode);
  // When the page says the wallets failed (with its retry), the bar only shows it has no balance.
  const pageSaysSo = useFailureShown(wallets.queryKey);
  const note = useBalanceNote(privacy);
  return (
    <NarrowOnly
      amount={wallets.data?.[0]?.balance ?? null}
      loading={wallets.isPending && !wallets.isError}
      error={wallets.isError && !pageSaysSo}
      onRetry={() => void wallets.refetch()}
      privacy={privacy}
      note={note}
      label={intl.formatMessage(balanceMessages.balance)}
      loadingLabel={intl.formatMessage(balanceMessages.loading)}
      errorLabel={intl.formatMessage(balanceMessages.failed)}
      retryLabel={intl.formatMessage(balanceMessages.retry)}
      hiddenLabel={intl.formatMessage(balanceMessages.hidden)}
      unavailableLabel={intl.formatMessage(
        pageSaysSo ? balanceMessages.failedOnPage : balanceMessages.unavailable,
      )}
    />
  );
}
