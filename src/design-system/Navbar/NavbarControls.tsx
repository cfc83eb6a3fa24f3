import type { ReactNode } from 'react';
import {
  ChevronDownIcon,
  EyeIcon,
  EyeOffIcon,
  GlobeIcon,
  LogoutIcon,
  MoonIcon,
  SunIcon,
} from './icons';
import { Controls, IconButton, LanguageField, Slot, ToggleButton } from './Navbar.styles';

export interface NavbarLanguage {
  /** Locale code, e.g. `de`. */
  code: string;
  /** The language's own name, e.g. `Deutsch`. */
  name: string;
}

interface NavbarControlsProps {
  signedIn: boolean;
  notifications?: ReactNode;
  /** A click in the bell's slot (its dialog opens: the dropdown menu closes first). */
  onNotificationsClick: () => void;
  privacy: boolean;
  onPrivacyToggle?: () => void;
  privacyLabel: string;
  locale: string;
  locales: NavbarLanguage[];
  onLocaleChange: (code: string) => void;
  languageLabel: string;
  theme: 'light' | 'dark';
  onThemeToggle: () => void;
  /** Accessible name of the theme toggle: it offers the other theme. */
  themeLabel: string;
  onLogout?: () => void;
  logoutLabel: string;
}

/** The language switcher: a native select with a globe before it. */
function LanguageSelect({
  locale,
  locales,
  onLocaleChange,
  languageLabel,
}: Pick<NavbarControlsProps, 'locale' | 'locales' | 'onLocaleChange' | 'languageLabel'>) {
  return (
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
  );
}

/** The bar's end: the bell, privacy, language, theme and logout (signed-in ones only when signed in). */
export function NavbarControls({
  signedIn,
  notifications,
  onNotificationsClick,
  privacy,
  onPrivacyToggle,
  privacyLabel,
  theme,
  onThemeToggle,
  themeLabel,
  onLogout,
  logoutLabel,
  ...language
}: NavbarControlsProps) {
  return (
    <Controls>
      {signedIn && notifications && (
        <Slot onClickCapture={onNotificationsClick}>{notifications}</Slot>
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
      <LanguageSelect {...language} />
      <IconButton type="button" aria-label={themeLabel} title={themeLabel} onClick={onThemeToggle}>
        {theme === 'light' ? <MoonIcon /> : <SunIcon />}
      </IconButton>
      {signedIn && (
        <IconButton type="button" aria-label={logoutLabel} title={logoutLabel} onClick={onLogout}>
          <LogoutIcon />
        </IconButton>
      )}
    </Controls>
  );
}
