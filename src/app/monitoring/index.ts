/**
 * Error reporting and real-user metrics, each on only when configured (VITE_SENTRY_DSN,
 * VITE_RUM_URL): with neither, nothing below is fetched or sent. Both libraries load after the
 * first page is interactive, never in the first load (`npm run budget` checks it).
 */
import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { collectEarlyErrors } from './early';

/** The part of the data router monitoring reads: the matched routes of the current location. */
export interface RouterLike {
  readonly state: { readonly matches: readonly { readonly route: { readonly path?: string } }[] };
}

/** The current route as a pattern (`/:lang/wallet/:id`), never the URL with its ids. */
export function routePattern(router: RouterLike): string {
  const parts = router.state.matches
    .map((match) => match.route.path?.replace(/^\/+|\/+$/g, ''))
    .filter((part): part is string => Boolean(part));
  return `/${parts.join('/')}`;
}

/** After the load event, when the browser is idle: the first page is interactive by then. */
function afterInteractive(run: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** The signed-in client's names, from the cached client info, to keep out of error reports. */
function personalWords(queryClient: QueryClient): string[] {
  const words: string[] = [];
  for (const [, data] of queryClient.getQueriesData({ queryKey: ['POST', '/api/client-info'] })) {
    const info = (data as { data?: unknown } | undefined)?.data ?? data;
    for (const key of ['first_name', 'second_name', 'email']) {
      const value = (info as Record<string, unknown> | undefined)?.[key];
      if (typeof value === 'string') words.push(value);
    }
  }
  return words;
}

let started = false;

export function startMonitoring(router: RouterLike, queryClient: QueryClient): void {
  // Once per page load (React's development StrictMode creates the router twice).
  if (started) return;
  started = true;
  const { sentryDsn, rumUrl, rumSampleRate, release } = env;
  const early = sentryDsn ? collectEarlyErrors() : null;
  if (!early && !rumUrl) return;
  afterInteractive(() => {
    if (early) {
      void import('./errors')
        .then(({ startErrorReporting }) => {
          early.stop();
          startErrorReporting({
            dsn: sentryDsn,
            tunnel: env.sentryTunnel,
            release,
            environment: import.meta.env.MODE,
            personalWords: () => personalWords(queryClient),
            early: early.entries,
          });
        })
        // A reporter that cannot load must not become an error of the page.
        .catch(() => early.stop());
    }
    if (rumUrl && Math.random() < rumSampleRate) {
      void import('./rum')
        .then(({ startRum }) =>
          startRum({ url: rumUrl, release, route: () => routePattern(router) }),
        )
        .catch(() => undefined);
    }
  });
}
