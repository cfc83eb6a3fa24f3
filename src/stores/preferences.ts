import { create } from 'zustand';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import { COOKIE, LONG_LIVED_DAYS, readCookie, writeCookie } from '@/lib/cookies';
import { isNotation, type Notation } from '@/lib/money';

export type ThemeStatus = 'light-theme' | 'dark-theme';

const TILE_VIEW_KEY = 'isTileView';
const PRIVACY_KEY = 'privacyMode';
const NOTATION_KEY = 'numberNotation';

const readTheme = (): ThemeStatus =>
  readCookie(COOKIE.theme) === 'dark-theme' ? 'dark-theme' : 'light-theme';

const readLocale = (): Locale => {
  const stored = readCookie(COOKIE.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

const readTileView = (): boolean => {
  try {
    return localStorage.getItem(TILE_VIEW_KEY) !== 'false';
  } catch {
    return true;
  }
};

const readPrivacy = (): boolean => {
  try {
    return localStorage.getItem(PRIVACY_KEY) === 'true';
  } catch {
    return false;
  }
};

const readNotation = (): Notation => {
  try {
    const stored = localStorage.getItem(NOTATION_KEY);
    return isNotation(stored) ? stored : 'standard';
  } catch {
    return 'standard';
  }
};

/** Writes a device preference to local storage; without storage it lasts for this page only. */
const store = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the preference lasts for this page only.
  }
};

interface PreferencesState {
  themeStatus: ThemeStatus;
  locale: Locale;
  /** Whether a locale was ever chosen or stored (a first visit adopts the URL's prefix). */
  localeStored: boolean;
  isTileView: boolean;
  /** Hides every balance on screen (persisted in local storage): for opening the cabinet in public. */
  privacyMode: boolean;
  setPrivacyMode: (on: boolean) => void;
  /** How amounts and numbers are written: en-US grouping (default) or the interface language's. */
  numberNotation: Notation;
  setNumberNotation: (notation: Notation) => void;
  /** The home welcome banner was shown (cookie, 365 days). */
  welcomeMessageShown: boolean;
  setWelcomeMessageShown: (shown: boolean) => void;
  setTheme: (theme: ThemeStatus) => void;
  toggleTheme: () => void;
  /** Updates the local locale only; persisting it is the caller's second and third steps. */
  setLocale: (locale: Locale) => void;
  persistLocale: (locale: Locale) => void;
  setTileView: (tile: boolean) => void;
  /** Re-reads cookies and storage (tests, cross-tab sync). */
  hydrate: () => void;
}

const initial = () => ({
  themeStatus: readTheme(),
  locale: readLocale(),
  localeStored: isLocale(readCookie(COOKIE.locale)),
  isTileView: readTileView(),
  privacyMode: readPrivacy(),
  numberNotation: readNotation(),
  welcomeMessageShown: readCookie(COOKIE.welcomeMessageShown) === 'true',
});

export const usePreferences = create<PreferencesState>()((set, get) => ({
  ...initial(),
  setTheme: (themeStatus) => {
    writeCookie(COOKIE.theme, themeStatus, LONG_LIVED_DAYS);
    set({ themeStatus });
  },
  toggleTheme: () =>
    get().setTheme(get().themeStatus === 'dark-theme' ? 'light-theme' : 'dark-theme'),
  setLocale: (locale) => set({ locale }),
  persistLocale: (locale) => {
    writeCookie(COOKIE.locale, locale, LONG_LIVED_DAYS);
    set({ localeStored: true });
  },
  setTileView: (isTileView) => {
    store(TILE_VIEW_KEY, String(isTileView));
    set({ isTileView });
  },
  setPrivacyMode: (privacyMode) => {
    store(PRIVACY_KEY, String(privacyMode));
    set({ privacyMode });
  },
  setNumberNotation: (numberNotation) => {
    store(NOTATION_KEY, numberNotation);
    set({ numberNotation });
  },
  setWelcomeMessageShown: (welcomeMessageShown) => {
    writeCookie(COOKIE.welcomeMessageShown, String(welcomeMessageShown), LONG_LIVED_DAYS);
    set({ welcomeMessageShown });
  },
  hydrate: () => set(initial()),
}));
