import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Navbar } from '@/design-system/Navbar';
import { env } from '@/lib/env';
import { LOCALE_NAMES, LOCALES, isLocale } from '@/i18n/locales';
import { useIsAuthenticated, useSignOut } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { brandHref, MENU, paths } from '@/config/paths';
import { titles } from '../router/titles';
import { useChangeLocale } from './useChangeLocale';

const messages = defineMessages({
  logout: { id: 'app.nav.logout', defaultMessage: 'Log out' },
  menu: { id: 'app.nav.menu', defaultMessage: 'Menu' },
  language: { id: 'app.nav.language', defaultMessage: 'Language' },
  toDark: { id: 'app.nav.toDark', defaultMessage: 'Switch to dark theme' },
  toLight: { id: 'app.nav.toLight', defaultMessage: 'Switch to light theme' },
  main: { id: 'app.nav.main', defaultMessage: 'Main' },
});

const locales = LOCALES.map((code) => ({ code, name: LOCALE_NAMES[code] }));

/** The navbar wired to the session, the router and the preferences. */
export function AppNavbar() {
  const intl = useIntl();
  const location = useLocation();
  const signOut = useSignOut();
  const signedIn = useIsAuthenticated();
  const locale = usePreferences((s) => s.locale);
  const themeStatus = usePreferences((s) => s.themeStatus);
  const toggleTheme = usePreferences((s) => s.toggleTheme);
  const changeLocale = useChangeLocale();

  const links = MENU.map((key) => {
    const href = paths[key].href(locale);
    return {
      key,
      href,
      label: intl.formatMessage(titles[key]),
      active: location.pathname === href,
    };
  });

  return (
    <Navbar
      signedIn={signedIn}
      brandHref={brandHref(locale, signedIn)}
      brandLabel={env.appName}
      links={links}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
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
