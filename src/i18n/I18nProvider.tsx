import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, loadedMessages, subscribeMessages, type Messages } from './loadMessages';
import { DEFAULT_LOCALE, type Locale } from './locales';

export interface I18nProviderProps {
  locale: Locale;
  children: ReactNode;
  /** Rendered until the first catalogue has loaded. */
  fallback?: ReactNode;
}

interface Shown {
  locale: Locale;
  messages: Messages;
}

/**
 * Missing translations fall back to English by design; anything else is a real bug. One function
 * for the app's life: IntlProvider makes a new `intl` (and every useIntl caller renders again)
 * whenever a prop changes, a new inline callback included.
 */
function reportIntlError(error: { code: string }) {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

/**
 * Loads the locale's messages before rendering its children; on a locale change (or while a part
 * of the catalogue is on its way) the previous messages stay on screen until the new ones arrive,
 * so the page never blanks. A catalogue that fails to load falls back to English.
 */
export function I18nProvider({ locale, children, fallback = null }: I18nProviderProps) {
  const current = useSyncExternalStore(subscribeMessages, () => loadedMessages(locale));
  const english = useSyncExternalStore(subscribeMessages, () => loadedMessages(DEFAULT_LOCALE));
  const [failed, setFailed] = useState<Locale | null>(null);
  // What was on screen last: kept while a locale switch or a part of the catalogue is on its way.
  const [previous, setPrevious] = useState<Shown | null>(null);

  useEffect(() => {
    if (current) return;
    let active = true;
    loadMessages(locale)
      .catch(() => {
        if (active) setFailed(locale);
        return loadMessages(DEFAULT_LOCALE);
      })
      .catch((error: unknown) => console.error('Failed to load messages', error));
    return () => {
      active = false;
    };
  }, [locale, current]);

  const ready: Shown | null = current
    ? { locale, messages: current }
    : failed === locale && english
      ? { locale, messages: english }
      : null;
  if (ready && (ready.locale !== previous?.locale || ready.messages !== previous.messages)) {
    setPrevious(ready);
  }
  const shown = ready ?? previous;

  const shownLocale = shown?.locale;
  useEffect(() => {
    if (shownLocale) document.documentElement.lang = shownLocale;
  }, [shownLocale]);

  if (!shown) return <>{fallback}</>;
  return (
    <IntlProvider
      locale={shown.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={shown.messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
