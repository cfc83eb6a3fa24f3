import { defineMessages, useIntl } from 'react-intl';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { Sidebar } from '@/design-system/Sidebar';
import { useCurrentUser } from '@/session';

const messages = defineMessages({
  balance: { id: 'app.sidebar.balance', defaultMessage: 'Available balance' },
  label: { id: 'app.sidebar.label', defaultMessage: 'Profile and balance' },
});

/** The sidebar: avatar, first and second name, and the first wallet's balance. */
export function AppSidebar() {
  const intl = useIntl();
  const user = useCurrentUser();
  const wallets = useGetWallets();
  const balance = wallets.data?.[0]?.balance ?? null;
  return (
    <Sidebar
      loading={!user || wallets.isPending}
      firstName={user?.first_name ?? ''}
      secondName={user?.second_name ?? ''}
      avatarUrl={user?.avatar_url ?? undefined}
      balance={balance}
      balanceLabel={intl.formatMessage(messages.balance)}
      label={intl.formatMessage(messages.label)}
    />
  );
}
