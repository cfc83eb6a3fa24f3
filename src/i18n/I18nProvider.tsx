import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, type Messages } from './loadMessages';
import { DEFAULT_LOCALE, type Locale } from './locales';

export interface I18nProviderProps {
  locale: Locale;
  children: ReactNode;
  /** Rendered until the first catalogue has loaded. */
  fallback?: ReactNode;
}

/**
 * Loads the locale's messages before rendering its children; on a locale change the previous
 * messages stay on screen until the new ones arrive, so the page never blanks.
 */
export function I18nProvider({ locale, children, fallback = null }: I18nProviderProps) {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let active = true;
    loadMessages(locale)
      .catch(() => loadMessages(DEFAULT_LOCALE))
      .then((messages) => {
        if (active) setLoaded({ locale, messages });
      })
      .catch((error: unknown) => console.error('Failed to load messages', error));
    return () => {
      active = false;
    };
  }, [locale]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  if (!loaded) return <>{fallback}</>;
  return (
    <IntlProvider
      locale={loaded.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={loaded.messages}
      onError={(error) => {
        // Missing translations fall back to English by design; anything else is a real bug.
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      }}
    >
      {children}
    </IntlProvider>
  );
}
