import type { Locale } from '@/i18n/locales';

/**
 * Every route of the cabinet as data. `path` is the router pattern relative to `/:lang`; `href`
 * builds the URL for a locale. This is the only module that spells URLs.
 */
const p = <A extends unknown[]>(path: string, href: (lang: Locale, ...args: A) => string) => ({
  path,
  href,
});

export const paths = {
  root: p('', (lang) => `/${lang}/`),
  // signed out
  login: p('login', (lang) => `/${lang}/login`),
  register: p('register', (lang) => `/${lang}/register`),
  passwordRequest: p('password/reset', (lang) => `/${lang}/password/reset`),
  passwordReset: p(
    'password/reset/:token',
    (lang, token: string, email?: string) =>
      `/${lang}/password/reset/${encodeURIComponent(token)}${email ? `?email=${encodeURIComponent(email)}` : ''}`,
  ),
  emailVerify: p(
    'email/verify/:id',
    (lang, id: string | number, query = '') =>
      `/${lang}/email/verify/${encodeURIComponent(String(id))}${query}`,
  ),
  emailResend: p('email/resend', (lang) => `/${lang}/email/resend`),
  // The token in the path (call 23) or, with no path token, as `?token=` (call 24).
  autologin: p(
    'autologin/:token?',
    (lang, token: string) => `/${lang}/autologin/${encodeURIComponent(token)}`,
  ),
  // signed in
  home: p('home', (lang) => `/${lang}/home`),
  profile: p('profile', (lang) => `/${lang}/profile`),
  deposit: p('deposit', (lang) => `/${lang}/deposit`),
  // Where a payment provider sends the client back (call 30's `return_url`, `?transaction=<id>`).
  depositReturn: p('deposit/return', (lang) => `/${lang}/deposit/return`),
  withdraw: p('withdraw', (lang) => `/${lang}/withdraw`),
  transfer: p('transfer', (lang) => `/${lang}/transfer`),
  transactions: p('transactions', (lang) => `/${lang}/transactions`),
  security: p('security', (lang) => `/${lang}/security`),
  wallet: p('wallet', (lang) => `/${lang}/wallet`),
  wallets: p('wallet/wallets', (lang) => `/${lang}/wallet/wallets`),
  walletDetail: p('wallet/:id', (lang, id: string | number) => `/${lang}/wallet/${id}`),
  tradingAccount: p('trading-account', (lang) => `/${lang}/trading-account`),
  tradingAccounts: p('trading-account/accounts', (lang) => `/${lang}/trading-account/accounts`),
  tradingAccountDetail: p(
    'trading-account/:id',
    (lang, id: string | number) => `/${lang}/trading-account/${id}`,
  ),
  investor: p('investor', (lang) => `/${lang}/investor`),
  tickets: p('tickets', (lang) => `/${lang}/tickets`),
  ticketDetail: p('tickets/:id', (lang, id: string | number) => `/${lang}/tickets/${id}`),
  articles: p('articles', (lang) => `/${lang}/articles`),
  articleDetail: p('articles/:id', (lang, id: string | number) => `/${lang}/articles/${id}`),
  analytics: p('analytics', (lang) => `/${lang}/analytics`),
  ipo: p('ipo', (lang) => `/${lang}/ipo`),
  ipoCalendar: p('ipo/calendar', (lang) => `/${lang}/ipo/calendar`),
  ipoCalculator: p('ipo/calculator', (lang) => `/${lang}/ipo/calculator`),
  ipoHistory: p('ipo/history', (lang) => `/${lang}/ipo/history`),
  myIpo: p('ipo/my-ipo', (lang) => `/${lang}/ipo/my-ipo`),
  settings: p('settings', (lang) => `/${lang}/settings`),
  settingsProfile: p('settings/profile', (lang) => `/${lang}/settings/profile`),
  settingsSettings: p('settings/settings', (lang) => `/${lang}/settings/settings`),
  settingsVerification: p('settings/verification', (lang) => `/${lang}/settings/verification`),
  notifications: p('notifications', (lang) => `/${lang}/notifications`),
  // errors
  unauthorized: p('unauthorized', (lang) => `/${lang}/unauthorized`),
} as const;

/** The menu of the navbar, in the specification's order. */
export const MENU = ['home', 'profile', 'deposit', 'withdraw', 'transactions', 'security'] as const;

const LANG_PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/** The path with its two-letter prefix replaced by (or prefixed with) `locale`. */
export function withLocale(pathname: string, locale: Locale): string {
  const rest = LANG_PREFIX.test(pathname) ? pathname.replace(LANG_PREFIX, '') : pathname;
  return `/${locale}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

/** Brand link target: home when signed in, otherwise the sign-in page ("welcome"). */
export const brandHref = (lang: Locale, signedIn: boolean) =>
  signedIn ? paths.home.href(lang) : paths.login.href(lang);
