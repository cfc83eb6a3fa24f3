import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Navbar } from '@/design-system/Navbar';
import { env } from '@/lib/env';
import { LOCALE_NAMES, LOCALES, isLocale } from '@/i18n/locales';
import { useChangeLocale, useCurrentUser, useSignOut } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { brandHref } from '@/config/paths';
import { menuItems, sectionItems } from './sections';
import { useSignedIn } from './useSignedIn';

const messages = defineMessages({
  logout: { id: 'app.nav.logout', defaultMessage: 'Log out' },
  menu: { id: 'app.nav.menu', defaultMessage: 'Menu' },
  language: { id: 'app.nav.language', defaultMessage: 'Language' },
  toDark: { id: 'app.nav.toDark', defaultMessage: 'Switch to dark theme' },
  toLight: { id: 'app.nav.toLight', defaultMessage: 'Switch to light theme' },
  main: { id: 'app.nav.main', defaultMessage: 'Main' },
  sections: { id: 'app.nav.sections', defaultMessage: 'More sections' },
  privacy: { id: 'app.nav.privacy', defaultMessage: 'Hide balances' },
});

const locales = LOCALES.map((code) => ({ code, name: LOCALE_NAMES[code] }));

/**
 * The navbar wired to the session, the router and the preferences. `guest`: a signed-out page
 * (sign-in, registration), where a token the network could not confirm does not count.
 * `transfers`: the backend offers transfers, so the menu lists them (the signed-in layout asks;
 * the probe stays out of the sign-in pages' first load). `notifications`: the bell, which the
 * signed-in layout hands in for the same reason.
 */
export function AppNavbar({
  guest = false,
  transfers = false,
  notifications,
}: {
  guest?: boolean;
  transfers?: boolean;
  notifications?: ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const signOut = useSignOut();
  const signedIn = useSignedIn() && !guest;
  const user = useCurrentUser();
  const locale = usePreferences((s) => s.locale);
  const themeStatus = usePreferences((s) => s.themeStatus);
  const toggleTheme = usePreferences((s) => s.toggleTheme);
  const privacy = usePreferences((s) => s.privacyMode);
  const setPrivacy = usePreferences((s) => s.setPrivacyMode);
  const changeLocale = useChangeLocale();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);

  return (
    <Navbar
      signedIn={signedIn}
      brandHref={brandHref(locale, signedIn)}
      brandLabel={env.appName}
      // Named by the signed-in pages' titles, which load with the session (scripts/i18n-parts.mjs).
      links={signedIn ? menuItems(locale, location.pathname, format) : []}
      sections={
        signedIn ? sectionItems(locale, location.pathname, user?.role, format, { transfers }) : []
      }
      sectionsLabel={intl.formatMessage(messages.sections)}
      notifications={notifications}
      privacy={privacy}
      onPrivacyToggle={() => setPrivacy(!privacy)}
      privacyLabel={intl.formatMessage(messages.privacy)}
      onLogout={() => void signOut()}
      logoutLabel={intl.formatMessage(messages.logout)}
      menuLabel={intl.formatMessage(messages.menu)}
      navLabel={intl.formatMessage(messages.main)}
      locale={locale}
      locales={locales}
      onLocaleChange={(code: string) => {
        if (isLocale(code)) void changeLocale(code);
      }}
      languageLabel={intl.formatMessage(messages.language)}
      theme={themeStatus === 'dark-theme' ? 'dark' : 'light'}
      onThemeToggle={toggleTheme}
      darkThemeLabel={intl.formatMessage(messages.toDark)}
      lightThemeLabel={intl.formatMessage(messages.toLight)}
    />
  );
}
