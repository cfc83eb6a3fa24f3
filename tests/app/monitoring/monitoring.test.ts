import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { collectEarlyErrors } from '@/app/monitoring/early';
import { routePattern } from '@/app/monitoring';
import { routes } from '@/app/router/routes';

describe('routePattern', () => {
  it.each([
    ['/en/wallet/17', '/:lang/wallet/:id'],
    ['/de/tickets/5?page=2', '/:lang/tickets/:id'],
    ['/en/no-such-page', '/:lang/*'],
    ['/fi/home', '/:lang/home'],
  ])('names %s by its route, without ids or query', async (url, pattern) => {
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    expect(routePattern(router)).toBe(pattern);
    router.dispose();
    // The router started loading its location's route modules: they finish in this test, not in
    // a later file of this worker or after it has torn down (CI: "Cannot load … after the
    // environment was torn down", the wallet page's modules).
    await Promise.all(
      (matchRoutes(routes, url) ?? []).map(({ route }) =>
        typeof route.lazy === 'function' ? route.lazy() : undefined,
      ),
    );
  });
});

describe('collectEarlyErrors', () => {
  it('keeps console errors and uncaught errors until the reporter loads, then lets go', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const early = collectEarlyErrors();
    const failure = new Error('Purchase failed');
    console.error('Purchase failed', failure);
    console.error('Send fingerprint error');
    dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
    early.stop();
    console.error('after the reporter loaded');
    expect(early.entries).toEqual([
      { kind: 'error', error: failure },
      { kind: 'message', message: 'Send fingerprint error' },
      { kind: 'error', error: new Error('boom') },
    ]);
    // The console still printed each of them.
    expect(spy).toHaveBeenCalledTimes(3);
  });
});
