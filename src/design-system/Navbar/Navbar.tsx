import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon, CloseIcon, GlobeIcon, LogoMark, LogoutIcon, MenuIcon, MoonIcon, SunIcon } from './icons';
import {
  Bar,
  Brand,
  BrandText,
  Controls,
  IconButton,
  LanguageField,
  Menu,
  MenuButton,
  Nav,
} from './Navbar.styles';

/** What `renderLink` receives: spread it onto the router's link component. */
export interface NavbarLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}

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
  /** Renders a link (pass the router's Link); a plain `<a>` by default. */
  renderLink?: (props: NavbarLinkProps) => ReactNode;
}

const defaultRenderLink = ({ children, ...props }: NavbarLinkProps) => <a {...props}>{children}</a>;

/** The top bar: brand, the main menu (collapsing below 1280 px), language, theme and logout. */
export function Navbar({
  signedIn,
  brandHref,
  brandLabel,
  logo,
  links = [],
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
  renderLink = defaultRenderLink,
}: NavbarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuOpen = open && signedIn;

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButtonRef.current?.focus();
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
    <Nav ref={navRef} aria-label={navLabel}>
      <Bar>
        <Brand>
          {renderLink({
            href: brandHref,
            children: (
              <>
                {logo ?? <LogoMark />}
                <BrandText $compact={signedIn}>{brandLabel}</BrandText>
              </>
            ),
          })}
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
            <Menu id={menuId} $open={menuOpen}>
              {links.map((link) => (
                <li key={link.key}>
                  {renderLink({
                    href: link.href,
                    children: link.label,
                    'aria-current': link.active ? 'page' : undefined,
                    onClick: () => setOpen(false),
                  })}
                </li>
              ))}
            </Menu>
          </>
        )}
        <Controls>
          <LanguageField>
            <GlobeIcon />
            <select aria-label={languageLabel} value={locale} onChange={(event) => onLocaleChange(event.target.value)}>
              {locales.map((language) => (
                <option key={language.code} value={language.code} lang={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
            <ChevronDownIcon />
          </LanguageField>
          <IconButton type="button" aria-label={themeLabel} title={themeLabel} onClick={onThemeToggle}>
            {theme === 'light' ? <MoonIcon /> : <SunIcon />}
          </IconButton>
          {signedIn && (
            <IconButton type="button" aria-label={logoutLabel} title={logoutLabel} onClick={onLogout}>
              <LogoutIcon />
            </IconButton>
          )}
        </Controls>
      </Bar>
    </Nav>
  );
}
