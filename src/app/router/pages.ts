import type { paths } from '@/config/paths';
import type { PageTitleKey } from '../../page/titles';

/**
 * Every page of the router as data: its pattern (a key of `paths`, or `*`), which also names its
 * title, and its route module (`src/app/routes/<module>.tsx`). `routes.tsx` builds the router from
 * it; the build's first-load plan (scripts/first-load.mjs) imports it to know what each URL
 * preloads. Plain data with type-only imports, so Node and the Vite config load it as it is.
 */
export interface PageEntry {
  /** A key of `paths`; the page's title is the message of the same name (`pageTitles`). */
  route: (keyof typeof paths & PageTitleKey) | '*';
  module: string;
  /** Roles allowed in (`rolesGuard`); everyone signed in when absent. */
  roles?: string;
}

/** The title of a page: its route's, and "not found" for the catch-all. */
export const titleOf = (entry: PageEntry): PageTitleKey =>
  entry.route === '*' ? 'notFound' : entry.route;

export const pages = {
  /** Signed out: the sign-in flows (guest guard, the auth layout). */
  auth: [
    { route: 'login', module: 'auth/login' },
    { route: 'register', module: 'auth/register' },
    { route: 'passwordRequest', module: 'auth/password-request' },
    { route: 'passwordReset', module: 'auth/password-reset' },
    { route: 'emailVerify', module: 'auth/email-verify' },
    { route: 'emailResend', module: 'auth/email-resend' },
  ],
  /** Autologin may meet a signed-in user (it asks before switching): no guest guard. */
  clear: [{ route: 'autologin', module: 'auth/autologin' }],
  /** Signed in, inside the main layout. */
  main: [
    { route: 'home', module: 'home' },
    { route: 'profile', module: 'profile' },
    { route: 'deposit', module: 'deposit' },
    { route: 'depositReturn', module: 'deposit-return' },
    { route: 'withdraw', module: 'withdraw' },
    { route: 'transfer', module: 'transfer' },
    { route: 'transactions', module: 'transactions' },
    { route: 'security', module: 'security' },
    { route: 'wallets', module: 'wallets' },
    { route: 'walletDetail', module: 'wallet-detail' },
    { route: 'tradingAccounts', module: 'trading-accounts' },
    { route: 'tradingAccountDetail', module: 'trading-account-detail' },
    { route: 'investor', module: 'investor', roles: 'investor,admin' },
    { route: 'tickets', module: 'tickets' },
    { route: 'ticketDetail', module: 'ticket-detail' },
    { route: 'articles', module: 'articles' },
    { route: 'articleDetail', module: 'article-detail' },
    { route: 'analytics', module: 'analytics' },
    { route: 'ipoCalendar', module: 'ipo-calendar' },
    { route: 'ipoCalculator', module: 'ipo-calculator' },
    { route: 'ipoHistory', module: 'ipo-history' },
    { route: 'myIpo', module: 'my-ipo' },
    { route: 'settingsProfile', module: 'settings-profile' },
    { route: 'settingsSettings', module: 'settings-settings' },
    { route: 'settingsVerification', module: 'settings-verification' },
    { route: 'notifications', module: 'notifications' },
  ],
  /** The error layout: no guard, the last match. */
  error: [
    { route: 'unauthorized', module: 'unauthorized' },
    { route: '*', module: 'not-found' },
  ],
} as const satisfies Record<string, readonly PageEntry[]>;

export type PageGroup = keyof typeof pages;
