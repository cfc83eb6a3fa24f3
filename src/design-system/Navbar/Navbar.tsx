import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '../Link';
import { SectionNav } from '../SectionNav';
import {
  ChevronDownIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  GlobeIcon,
  LogoMark,
  LogoutIcon,
  MenuIcon,
  MoonIcon,
  SunIcon,
} from './icons';
import {
  Bar,
  Brand,
  BrandText,
  Controls,
  IconButton,
  LanguageField,
  Menu,
  MenuButton,
  MenuPanel,
  MoreSections,
  Nav,
  Scrim,
  Slot,
  ToggleButton,
} from './Navbar.styles';

export interface NavbarLink {
  /** Stable key, e.g. `home`, `profile`. */
  key: string;
  /** Target of the link. */
  href: string;
  /** Visible, translated label. */
  label: string;
  /** This is the current page: marked with `aria-current="page"`. */
  active?: boolean;
}

export interface NavbarLanguage {
  /** Locale code, e.g. `de`. */
  code: string;
  /** The language's own name, e.g. `Deutsch`. */
  name: string;
}

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

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])';

/** Keeps Tab and Shift+Tab inside `root` (the open mobile menu and the bar's controls). */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  // Skips what is not rendered (the desktop-only parts); without checkVisibility, keeps all.
  const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      typeof el.checkVisibility !== 'function' ||
      el.checkVisibility() ||
      el === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && root.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
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

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButtonRef.current?.focus();
      } else if (event.key === 'Tab' && navRef.current) {
        trapTab(event, navRef.current);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  const themeLabel = theme === 'light' ? darkThemeLabel : lightThemeLabel;

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
            <>
              <MenuButton
                ref={menuButtonRef}
                type="button"
                aria-label={menuLabel}
                title={menuLabel}
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setOpen((value) => !value)}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </MenuButton>
              <MenuPanel id={menuId} $open={menuOpen}>
                <Menu>
                  {links.map((link) => (
                    <li key={link.key}>
                      <Link
                        href={link.href}
                        aria-current={link.active ? 'page' : undefined}
                        onClick={() => setOpen(false)}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Menu>
                {sections.length > 0 && (
                  <MoreSections>
                    <SectionNav
                      label={sectionsLabel}
                      items={sections}
                      onNavigate={() => setOpen(false)}
                    />
                  </MoreSections>
                )}
              </MenuPanel>
            </>
          )}
          <Controls>
            {signedIn && notifications && (
              // The bell opens a dialog of its own: the dropdown menu closes first.
              <Slot onClickCapture={() => setOpen(false)}>{notifications}</Slot>
            )}
            {signedIn && onPrivacyToggle && (
              <ToggleButton
                type="button"
                aria-label={privacyLabel}
                title={privacyLabel}
                aria-pressed={privacy}
                onClick={onPrivacyToggle}
              >
                {privacy ? <EyeOffIcon /> : <EyeIcon />}
              </ToggleButton>
            )}
            <LanguageField>
              <GlobeIcon />
              <select
                aria-label={languageLabel}
                value={locale}
                onChange={(event) => onLocaleChange(event.target.value)}
              >
                {locales.map((language) => (
                  <option key={language.code} value={language.code} lang={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
              <ChevronDownIcon />
            </LanguageField>
            <IconButton
              type="button"
              aria-label={themeLabel}
              title={themeLabel}
              onClick={onThemeToggle}
            >
              {theme === 'light' ? <MoonIcon /> : <SunIcon />}
            </IconButton>
            {signedIn && (
              <IconButton
                type="button"
                aria-label={logoutLabel}
                title={logoutLabel}
                onClick={onLogout}
              >
                <LogoutIcon />
              </IconButton>
            )}
          </Controls>
        </Bar>
      </Nav>
    </>
  );
}
