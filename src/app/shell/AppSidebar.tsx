import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectWallets } from '@/api/readers/wallet';
import { SectionNav } from '@/design-system/SectionNav';
import { useFailureShown } from '@/page/QueryStates';
import { useTransfersOffered } from '@/features/transfers/useTransfersOffered';
import { Sidebar } from '@/design-system/Sidebar';
import { useCurrentUser } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { balanceMessages } from './balanceMessages';
import { sectionItems } from './sections';
import { useBalanceNote } from './useBalanceNote';

const messages = defineMessages({
  label: { id: 'app.sidebar.label', defaultMessage: 'Profile and balance' },
  avatar: { id: 'app.sidebar.avatar', defaultMessage: 'Profile photo' },
  loading: { id: 'app.sidebar.loading', defaultMessage: 'Loading profile…' },
  sections: { id: 'app.nav.sections', defaultMessage: 'More sections' },
});

/** The sidebar: avatar, first and second name, the first wallet's balance and reserved part, the other sections. */
export function AppSidebar() {
  const intl = useIntl();
  const location = useLocation();
  const user = useCurrentUser();
  const locale = usePreferences((s) => s.locale);
  const privacy = usePreferences((s) => s.privacyMode);
  const wallets = useGetWallets({ query: { select: selectWallets } });
  // When the page says the wallets failed (with its retry), the balance only shows it has none.
  const pageSaysSo = useFailureShown(wallets.queryKey);
  const transfers = useTransfersOffered();
  const balance = wallets.data?.[0]?.balance ?? null;
  const note = useBalanceNote(privacy);
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <Sidebar
      loading={!user || wallets.isPending}
      firstName={user?.first_name ?? ''}
      secondName={user?.second_name ?? ''}
      avatarUrl={user?.avatar_url ?? undefined}
      balance={balance}
      balanceLabel={format(balanceMessages.balance)}
      balanceNote={note}
      balanceLoadingLabel={format(balanceMessages.loading)}
      avatarAlt={format(messages.avatar)}
      loadingLabel={format(messages.loading)}
      privacy={privacy}
      balanceError={wallets.isError && !pageSaysSo}
      balanceErrorLabel={format(balanceMessages.failed)}
      onBalanceRetry={() => void wallets.refetch()}
      retryLabel={format(balanceMessages.retry)}
      balanceHiddenLabel={format(balanceMessages.hidden)}
      balanceUnavailableLabel={format(
        pageSaysSo ? balanceMessages.failedOnPage : balanceMessages.unavailable,
      )}
      label={format(messages.label)}
    >
      <SectionNav
        label={format(messages.sections)}
        items={sectionItems(locale, location.pathname, user?.role, format, { transfers })}
      />
    </Sidebar>
  );
}
