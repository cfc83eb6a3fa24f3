import { redirect, type RouteObject } from 'react-router-dom';
import { usePreferences } from '@/stores/preferences';
import { AuthLayout } from '../layouts/AuthLayout';
import { ClearLayout } from '../layouts/ClearLayout';
import { ErrorLayout } from '../layouts/ErrorLayout';
import { PlainErrorPage } from '../layouts/PlainErrorPage';
import { RootLayout } from '../layouts/RootLayout';
import { RouteError } from '../layouts/RouteError';
import { paths } from '@/config/paths';
import { authGuard, checkAuthGuard, guestGuard, localeGuard, rolesGuard, withLocale } from './guards';
import { lazyPage } from './lazyPage';
import type { RouteHandle } from './handle';
import type { TitleKey } from './titles';

const locale = () => usePreferences.getState().locale;
// Redirect-only routes also get `element: null`: a leaf without an element makes the router warn.
const to = (href: (lang: ReturnType<typeof locale>) => string) => () => redirect(href(locale()));

const page = (
  path: string,
  title: TitleKey,
  load: Parameters<typeof lazyPage>[0],
  extra: Partial<RouteObject> = {},
): RouteObject => ({ path, handle: { title } satisfies RouteHandle, lazy: lazyPage(load), ...extra });

export const routes: RouteObject[] = [
  { index: true, loader: to(paths.login.href), element: null },
  {
    path: ':lang',
    middleware: [localeGuard, checkAuthGuard],
    // Middleware runs when a loader does: this one runs on every navigation.
    loader: () => null,
    shouldRevalidate: () => true,
    element: <RootLayout />,
    // Shown while the guards run on the first load (messages, session restore): a calm blank page.
    hydrateFallbackElement: <></>,
    errorElement: <PlainErrorPage />,
    children: [
      { index: true, loader: to(paths.login.href), element: null },
      {
        element: <AuthLayout />,
        middleware: [guestGuard],
        errorElement: <RouteError layout="auth" />,
        children: [
          page(paths.login.path, 'login', () => import('../routes/auth/login')),
          page(paths.register.path, 'register', () => import('../routes/auth/register')),
          page(paths.passwordRequest.path, 'passwordRequest', () => import('../routes/auth/password-request')),
          page(paths.passwordReset.path, 'passwordReset', () => import('../routes/auth/password-reset')),
          page(paths.emailVerify.path, 'emailVerify', () => import('../routes/auth/email-verify')),
          page(paths.emailResend.path, 'emailResend', () => import('../routes/auth/email-resend')),
        ],
      },
      {
        // Autologin may meet a signed-in user (it asks before switching): no guest guard.
        element: <ClearLayout />,
        errorElement: <RouteError layout="auth" />,
        children: [page(paths.autologin.path, 'autologin', () => import('../routes/auth/autologin'))],
      },
      {
        // Loaded with the first signed-in page: the sign-in pages' first load carries no sidebar,
        // balance bar or section navigation.
        lazy: async () => ({ Component: (await import('../layouts/MainLayout')).MainLayout }),
        middleware: [authGuard],
        errorElement: <RouteError layout="error" />,
        children: [
          page(paths.home.path, 'home', () => import('../routes/home')),
          page(paths.profile.path, 'profile', () => import('../routes/profile')),
          page(paths.deposit.path, 'deposit', () => import('../routes/deposit')),
          page(paths.withdraw.path, 'withdraw', () => import('../routes/withdraw')),
          page(paths.transactions.path, 'transactions', () => import('../routes/transactions')),
          page(paths.security.path, 'security', () => import('../routes/security')),
          { path: paths.wallet.path, loader: to(paths.wallets.href), element: null },
          page(paths.wallets.path, 'wallets', () => import('../routes/wallets')),
          page(paths.walletDetail.path, 'walletDetail', () => import('../routes/wallet-detail')),
          { path: paths.tradingAccount.path, loader: to(paths.tradingAccounts.href), element: null },
          page(paths.tradingAccounts.path, 'tradingAccounts', () => import('../routes/trading-accounts')),
          page(paths.tradingAccountDetail.path, 'tradingAccountDetail', () =>
            import('../routes/trading-account-detail'),
          ),
          page(paths.investor.path, 'investor', () => import('../routes/investor'), {
            middleware: [rolesGuard('investor,admin')],
          }),
          page(paths.tickets.path, 'tickets', () => import('../routes/tickets')),
          page(paths.ticketDetail.path, 'ticketDetail', () => import('../routes/ticket-detail')),
          page(paths.articles.path, 'articles', () => import('../routes/articles')),
          page(paths.articleDetail.path, 'articleDetail', () => import('../routes/article-detail')),
          page(paths.analytics.path, 'analytics', () => import('../routes/analytics')),
          { path: paths.ipo.path, loader: to(paths.ipoCalendar.href), element: null },
          page(paths.ipoCalendar.path, 'ipoCalendar', () => import('../routes/ipo-calendar')),
          page(paths.ipoCalculator.path, 'ipoCalculator', () => import('../routes/ipo-calculator')),
          page(paths.ipoHistory.path, 'ipoHistory', () => import('../routes/ipo-history')),
          page(paths.myIpo.path, 'myIpo', () => import('../routes/my-ipo')),
          { path: paths.settings.path, loader: to(paths.settingsProfile.href), element: null },
          page(paths.settingsProfile.path, 'settingsProfile', () => import('../routes/settings-profile')),
          page(paths.settingsSettings.path, 'settingsSettings', () => import('../routes/settings-settings')),
          page(paths.settingsVerification.path, 'settingsVerification', () =>
            import('../routes/settings-verification'),
          ),
        ],
      },
      {
        element: <ErrorLayout />,
        children: [
          page(paths.unauthorized.path, 'unauthorized', () => import('../routes/unauthorized')),
          page('*', 'notFound', () => import('../routes/not-found')),
        ],
      },
    ],
  },
  {
    // A path without a two-letter prefix gets the current locale prepended.
    path: '*',
    loader: ({ request }) => {
      const url = new URL(request.url);
      return redirect(`${withLocale(url.pathname, locale())}${url.search}${url.hash}`);
    },
  },
];
