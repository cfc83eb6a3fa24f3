import { defineMessages, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { AuthSplitLayout } from '@/design-system/AuthSplitLayout';
import { AppNavbar } from '../shell/AppNavbar';
import { PageTransition } from '../shell/PageTransition';

export const landingMessages = defineMessages({
  title: { id: 'auth.landing.title', defaultMessage: 'Welcome back!' },
  subtitle: { id: 'auth.landing.subtitle', defaultMessage: 'We are glad to see you again!' },
  tagline: {
    id: 'auth.landing.tagline',
    defaultMessage: 'Instant deposits, withdrawals & payouts trusted by millions worldwide.',
  },
});

/** Split screen: the welcome panel on the left (hidden on small screens), the page on the right. */
export function AuthLayout() {
  const intl = useIntl();
  return (
    <AuthSplitLayout
      header={<AppNavbar />}
      title={intl.formatMessage(landingMessages.title)}
      subtitle={intl.formatMessage(landingMessages.subtitle)}
      tagline={intl.formatMessage(landingMessages.tagline)}
    >
      <PageTransition>
        <Outlet />
      </PageTransition>
    </AuthSplitLayout>
  );
}
