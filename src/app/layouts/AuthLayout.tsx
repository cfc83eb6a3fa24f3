import { useContext } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AuthSplitLayout } from '@/design-system/AuthSplitLayout';
import { Notice } from '@/design-system/Notice';
import { env } from '@/lib/env';
import { Prerendering } from '../prerender/context';
import { usePageTitleKey } from '../router/usePageTitle';
import { AppFooter } from '../shell/AppFooter';
import { AppNavbar } from '../shell/AppNavbar';
import { PageTransition } from '../shell/PageTransition';

/** The welcome panel on the sign-in page: a returning client. */
export const landingMessages = defineMessages({
  title: { id: 'auth.landing.title', defaultMessage: 'Welcome back!' },
  subtitle: { id: 'auth.landing.subtitle', defaultMessage: 'We are glad to see you again!' },
  tagline: {
    id: 'auth.landing.tagline',
    defaultMessage: 'Instant deposits, withdrawals & payouts trusted by millions worldwide.',
  },
});

/** The welcome panel on the registration page: a new client. */
export const registerLandingMessages = defineMessages({
  title: defineMessage<{ appName: string }>({
    id: 'auth.landing.register.title',
    defaultMessage: 'Welcome to {appName}!',
  }),
  subtitle: {
    id: 'auth.landing.register.subtitle',
    defaultMessage: 'Open your account in a few minutes.',
  },
});

/** Shown with JavaScript off: the page is HTML from the server (scripts/prerender.mjs), its forms need the app. */
const noScriptMessage = defineMessage({
  id: 'auth.noscript',
  defaultMessage:
    'This page needs JavaScript to sign you in. Turn JavaScript on in your browser and reload the page.',
});

const NoScriptNotice = styled(Notice)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** The other signed-out pages (password reset, e-mail verification): neither greeting fits. */
export const otherLandingMessages = defineMessages({
  subtitle: { id: 'auth.landing.other.subtitle', defaultMessage: 'Secure access to your account.' },
});

/** The panel's title and subtitle for the page on screen. */
function useGreeting(): { title: string; subtitle: string } {
  const intl = useIntl();
  const page = usePageTitleKey();
  if (page === 'login') {
    return {
      title: intl.formatMessage(landingMessages.title),
      subtitle: intl.formatMessage(landingMessages.subtitle),
    };
  }
  if (page === 'register') {
    return {
      title: intl.formatMessage(registerLandingMessages.title, { appName: env.appName }),
      subtitle: intl.formatMessage(registerLandingMessages.subtitle),
    };
  }
  return { title: env.appName, subtitle: intl.formatMessage(otherLandingMessages.subtitle) };
}

/** Split screen: the welcome panel on the left (hidden on small screens), the page on the right. */
export function AuthLayout() {
  const intl = useIntl();
  // The page's HTML (render.tsx) says JavaScript is needed, inside <noscript>; the app never does.
  const prerendering = useContext(Prerendering);
  const { title, subtitle } = useGreeting();
  return (
    <AuthSplitLayout
      header={<AppNavbar guest />}
      footer={<AppFooter guest />}
      title={title}
      subtitle={subtitle}
      tagline={intl.formatMessage(landingMessages.tagline)}
    >
      <PageTransition>
        {prerendering && (
          <div data-noscript>
            <NoScriptNotice tone="info">{intl.formatMessage(noScriptMessage)}</NoScriptNotice>
          </div>
        )}
        <Outlet />
      </PageTransition>
    </AuthSplitLayout>
  );
}
