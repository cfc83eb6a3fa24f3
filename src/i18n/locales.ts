/** The interface languages of the product; `en` is the default and the fallback. */
export const LOCALES = ['cs', 'de', 'en', 'es', 'fi', 'fr', 'it', 'no', 'pl', 'ro', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language's own name, for the language switcher (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  cs: 'Čeština',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  no: 'Norsk',
  pl: 'Polski',
  ro: 'Română',
  ru: 'Русский',
};
