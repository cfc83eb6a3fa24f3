import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

/** Compiled (AST) catalogues, one lazy chunk per locale. Built by `npm run i18n:compile`. */
const catalogues = import.meta.glob<{ default: Messages }>('./compiled/*.json');

const cache = new Map<Locale, Promise<Messages>>();

const importCatalogue = async (locale: Locale): Promise<Messages> => {
  const load = catalogues[`./compiled/${locale}.json`];
  if (!load) {
    throw new Error(`No compiled messages for "${locale}": run npm run i18n:compile`);
  }
  return (await load()).default;
};

/**
 * The messages of a locale, loaded on first use and cached. Keys the locale lacks fall back to
 * English, so a half-translated catalogue never shows raw ids.
 */
export const loadMessages = (locale: Locale): Promise<Messages> => {
  let pending = cache.get(locale);
  if (!pending) {
    pending =
      locale === DEFAULT_LOCALE
        ? importCatalogue(DEFAULT_LOCALE)
        : Promise.all([importCatalogue(DEFAULT_LOCALE), importCatalogue(locale)]).then(
            ([fallback, own]) => ({ ...fallback, ...own }),
          );
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
};
