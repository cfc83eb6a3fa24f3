import type { paths } from '@/config/paths';
import type { TitleKey } from './titles';

/**
 * Every page of the router as data: its pattern (a key of `paths`, or `*`), its title and its route
 * module (`src/app/routes/<module>.tsx`). `routes.tsx` builds the router from it; the build's
 * first-load plan (scripts/first-load.mjs) imports it to know what each URL preloads. Plain data
 * with type-only imports, so Node and the Vite config load it as it is.
 */
export interface PageEntry {
  route: keyof typeof paths | '*';
  title: TitleKey;
  module: string;
  /** Roles allowed in (`rolesGuard`); everyone signed in when absent. */
  roles?: string;
}

export const pages = {
  /** Signed out: the sign-in flows (guest guard, the auth layout). */
  auth: [
    { route: 'login', title: 'login', module: 'auth/login' },
    { route: 'register', title: 'register', module: 'auth/register' },
    { route: 'passwordRequest', title: 'passwordRequest', module: 'auth/password-request' },
    { route: 'passwordReset', title: 'passwordReset', module: 'auth/password-reset' },
    { route: 'emailVerify', title: 'emailVerify', module: 'auth/email-verify' },
    { route: 'emailResend', title: 'emailResend', module: 'auth/email-resend' },
  ],
  /** Autologin may meet a signed-in user (it asks before switching): no guest guard. */
  clear: [{ route: 'autologin', title: 'autologin', module: 'auth/autologin' }],
  /** Signed in, inside the main layout. */
  main: [
    { route: 'home', title: 'home', module: 'home' },
    { route: 'profile', title: 'profile', module: 'profile' },
    { route: 'deposit', title: 'deposit', module: 'deposit' },
    { route: 'withdraw', title: 'withdraw', module: 'withdraw' },
    { route: 'transactions', title: 'transactions', module: 'transactions' },
    { route: 'security', title: 'security', module: 'security' },
    { route: 'wallets', title: 'wallets', module: 'wallets' },
    { route: 'walletDetail', title: 'walletDetail', module: 'wallet-detail' },
    { route: 'tradingAccounts', title: 'tradingAccounts', module: 'trading-accounts' },
    { route: 'tradingAccountDetail', title: 'tradingAccountDetail', module: 'trading-account-detail' },
    { route: 'investor', title: 'investor', module: 'investor', roles: 'investor,admin' },
    { route: 'tickets', title: 'tickets', module: 'tickets' },
    { route: 'ticketDetail', title: 'ticketDetail', module: 'ticket-detail' },
    { route: 'articles', title: 'articles', module: 'articles' },
    { route: 'articleDetail', title: 'articleDetail', module: 'article-detail' },
    { route: 'analytics', title: 'analytics', module: 'analytics' },
    { route: 'ipoCalendar', title: 'ipoCalendar', module: 'ipo-calendar' },
    { route: 'ipoCalculator', title: 'ipoCalculator', module: 'ipo-calculator' },
    { route: 'ipoHistory', title: 'ipoHistory', module: 'ipo-history' },
    { route: 'myIpo', title: 'myIpo', module: 'my-ipo' },
    { route: 'settingsProfile', title: 'settingsProfile', module: 'settings-profile' },
    { route: 'settingsSettings', title: 'settingsSettings', module: 'settings-settings' },
    { route: 'settingsVerification', title: 'settingsVerification', module: 'settings-verification' },
  ],
  /** The error layout: no guard, the last match. */
  error: [
    { route: 'unauthorized', title: 'unauthorized', module: 'unauthorized' },
    { route: '*', title: 'notFound', module: 'not-found' },
  ],
} as const satisfies Record<string, readonly PageEntry[]>;

export type PageGroup = keyof typeof pages;
