import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '../Link';
import { LogoMark } from './icons';
import { Bar, Brand, BrandText, Nav, Scrim } from './Navbar.styles';
import { NavbarControls, type NavbarLanguage } from './NavbarControls';
import { NavbarMenu, type NavbarLink } from './NavbarMenu';
import { useMenuDismiss } from './useMenuDismiss';

export type { NavbarLanguage };

export interface NavbarProps {
  /** Signed in: shows the menu, the mobile menu button and the logout button. */
  signedIn: boolean;
  /** Target of the brand link (home when signed in, welcome otherwise). */
  brandHref: string;
  /** Product name next to the logo; also the brand link's accessible name. */
  brandLabel: string;
  /** Replaces the default logo mark (decorative). */
  logo?: ReactNode;
  /** Menu links in display order (home, profile, deposit, withdraw, transactions, security). */
  links?: NavbarLink[];
  /** The other sections, listed under the menu in the collapsed (below 1280 px) menu only. */
  sections?: NavbarLink[];
  /** Heading and accessible name of that list of other sections. */
  sectionsLabel?: string;
  /**
   * The notification bell (signed in only), first of the controls: the controls hold the bar's
   * end, so a bell that appears after the first paint moves nothing that is already there.
   */
  notifications?: ReactNode;
  /** Privacy mode is on (balances hidden): the toggle shows pressed. Without `onPrivacyToggle` there is no toggle. */
  privacy?: boolean;
  /** Adds the privacy toggle (signed in only); called when it is pressed. */
  onPrivacyToggle?: () => void;
  /** Accessible name of the privacy toggle (a toggle button: `aria-pressed` tells its state). */
  privacyLabel?: string;
  /** Current interface language code. */
  locale: string;
  /** Languages offered by the switcher. */
  locales: NavbarLanguage[];
  /** Called with the chosen language code. */
  onLocaleChange: (code: string) => void;
  /** Accessible name of the language switcher. */
  languageLabel?: string;
  /** Current theme; the toggle offers the other one. */
  theme: 'light' | 'dark';
  /** Called when the user asks for the other theme. */
  onThemeToggle: () => void;
  /** Accessible name of the theme toggle while the theme is light ("Switch to dark theme"). */
  darkThemeLabel?: string;
  /** Accessible name of the theme toggle while the theme is dark ("Switch to light theme"). */
  lightThemeLabel?: string;
  /** Called by the logout button. */
  onLogout?: () => void;
  /** Accessible name of the logout button. */
  logoutLabel?: string;
  /** Accessible name of the mobile menu button (below 1280 px). */
  menuLabel?: string;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
}

/**
 * The top bar: brand, the main menu (collapsing below 1280 px into a dropdown that dims the page
 * and keeps focus until closed), privacy, language, theme and logout.
 */
export function Navbar({
  signedIn,
  brandHref,
  brandLabel,
  logo,
  links = [],
  sections = [],
  sectionsLabel = 'More',
  notifications,
  privacy = false,
  onPrivacyToggle,
  privacyLabel = 'Hide balances',
  locale,
  locales,
  onLocaleChange,
  languageLabel = 'Language',
  theme,
  onThemeToggle,
  darkThemeLabel = 'Switch to dark theme',
  lightThemeLabel = 'Switch to light theme',
  onLogout,
  logoutLabel = 'Log out',
  menuLabel = 'Menu',
  navLabel = 'Main',
}: NavbarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuOpen = open && signedIn;

  const close = useCallback(() => setOpen(false), []);
  useMenuDismiss(menuOpen, close, navRef, menuButtonRef);

  return (
    <>
      {menuOpen && (
        <Scrim aria-hidden="true" data-testid="navbar-scrim" onClick={() => setOpen(false)} />
      )}
      <Nav ref={navRef} aria-label={navLabel}>
        <Bar>
          <Brand>
            <Link href={brandHref}>
              {logo ?? <LogoMark />}
              <BrandText $compact={signedIn}>{brandLabel}</BrandText>
            </Link>
          </Brand>
          {signedIn && (
            <NavbarMenu
              links={links}
              sections={sections}
              sectionsLabel={sectionsLabel}
              menuLabel={menuLabel}
              menuId={menuId}
              menuOpen={menuOpen}
              menuButtonRef={menuButtonRef}
              onToggle={() => setOpen((value) => !value)}
              onNavigate={close}
            />
          )}
          <NavbarControls
            signedIn={signedIn}
            notifications={notifications}
            onNotificationsClick={close}
            privacy={privacy}
            onPrivacyToggle={onPrivacyToggle}
            privacyLabel={privacyLabel}
            locale={locale}
            locales={locales}
            onLocaleChange={onLocaleChange}
            languageLabel={languageLabel}
            theme={theme}
            onThemeToggle={onThemeToggle}
            themeLabel={theme === 'light' ? darkThemeLabel : lightThemeLabel}
            onLogout={onLogout}
            logoutLabel={logoutLabel}
          />
        </Bar>
      </Nav>
    </>
  );
}
