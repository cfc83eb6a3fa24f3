import type { Locale } from '@/i18n/locales';

/**
 * Every route of the cabinet as data: `path` is the router pattern under `/:lang`, `href` builds a
 * link for a locale. Keep this the only place that spells URLs.
 */
export const paths = {
  root: { path: '/', href: (lang: Locale) => `/${lang}/` },
  login: { path: 'login', href: (lang: Locale) => `/${lang}/login` },
  register: { path: 'register', href: (lang: Locale) => `/${lang}/register` },
  passwordRequest: { path: 'password/reset', href: (lang: Locale) => `/${lang}/password/reset` },
  home: { path: 'home', href: (lang: Locale) => `/${lang}/home` },
} as const;
