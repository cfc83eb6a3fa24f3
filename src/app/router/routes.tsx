import { redirect, type RouteObject } from 'react-router-dom';
import { usePreferences } from '@/stores/preferences';
import { AuthLayout } from '../layouts/AuthLayout';
import { ClearLayout } from '../layouts/ClearLayout';
import { ErrorLayout } from '../layouts/ErrorLayout';
import { PlainErrorPage } from '../layouts/PlainErrorPage';
import { RootLayout } from '../layouts/RootLayout';
import { RouteError } from '../layouts/RouteError';
import { paths } from '@/config/paths';
import {
  authGuard,
  checkAuthGuard,
  guestGuard,
  localeGuard,
  rolesGuard,
  withLocale,
} from './guards';
import { lazyPage } from './lazyPage';
import type { RouteHandle } from './handle';
import { pages, titleOf, type PageEntry, type PageGroup } from './pages';

const locale = () => usePreferences.getState().locale;
// Redirect-only routes also get `element: null`: a leaf without an element makes the router warn.
const to = (href: (lang: ReturnType<typeof locale>) => string) => () => redirect(href(locale()));

/** The route modules, each its own chunk, loaded when its page is first visited. */
const modules = import.meta.glob<Awaited<ReturnType<Parameters<typeof lazyPage>[0]>>>(
  '../routes/**/*.tsx',
);

const page = (entry: PageEntry): RouteObject => {
  const load = modules[`../routes/${entry.module}.tsx`];
  if (!load) throw new Error(`No route module ${entry.module}`);
  return {
    path: entry.route === '*' ? '*' : paths[entry.route].path,
    handle: { title: titleOf(entry) } satisfies RouteHandle,
    lazy: lazyPage(load),
    ...(entry.roles ? { middleware: [rolesGuard(entry.roles)] } : {}),
  };
};
const group = (name: PageGroup) => pages[name].map((entry: PageEntry) => page(entry));

/**
 * The in-browser demo's stand-in payment provider (src/mocks/handlers/provider.ts): only in
 * mocking builds, so production never ships it.
 */
const demoRoutes: RouteObject[] =
  import.meta.env.VITE_API_MOCKING === 'true'
    ? [
        {
          path: 'demo-provider/:session',
          lazy: async () => ({ Component: (await import('../dev/DemoProvider')).default }),
        },
      ]
    : [];

export const routes: RouteObject[] = [
  { index: true, loader: to(paths.login.href), element: null },
  ...demoRoutes,
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
        children: group('auth'),
      },
      {
        // Autologin may meet a signed-in user (it asks before switching): no guest guard.
        element: <ClearLayout />,
        errorElement: <RouteError layout="auth" />,
        children: group('clear'),
      },
      {
        // Loaded with the first signed-in page: the sign-in pages' first load carries no sidebar,
        // balance bar or section navigation.
        lazy: async () => ({ Component: (await import('../layouts/MainLayout')).MainLayout }),
        middleware: [authGuard],
        errorElement: <RouteError layout="error" />,
        children: [
          ...group('main'),
          { path: paths.wallet.path, loader: to(paths.wallets.href), element: null },
          {
            path: paths.tradingAccount.path,
            loader: to(paths.tradingAccounts.href),
            element: null,
          },
          { path: paths.ipo.path, loader: to(paths.ipoCalendar.href), element: null },
          { path: paths.settings.path, loader: to(paths.settingsProfile.href), element: null },
        ],
      },
      {
        element: <ErrorLayout />,
        children: group('error'),
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
