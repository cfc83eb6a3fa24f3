import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '@/app/router/handle';
import { routes } from '@/app/router/routes';
import {
  firstLoadChunks,
  patternSource,
  preloadPlan,
  preloadScript,
  routerPages,
  routeRoots,
  type Page,
} from '../../scripts/first-load.mjs';

/** Every route of the router that renders a page (lazy and titled), with its full pattern. */
const routedPages = (list: RouteObject[], prefix = ''): string[] =>
  list.flatMap((route) => {
    const pattern = route.path ? (prefix ? `${prefix}/${route.path}` : route.path) : prefix;
    const here = route.lazy && (route.handle as RouteHandle | undefined)?.title ? [pattern] : [];
    return [...here, ...routedPages(route.children ?? [], pattern)];
  });

describe('the route table the first-load preloads are built from', () => {
  const pages = routerPages();

  it('has every page of the router, with its pattern and route module', () => {
    // The router is built from the same table: each of its pages is here, and nothing else.
    const routed = routedPages(routes).map((pattern) => pattern.replace(/^:lang\/?/, ''));
    expect(routed.toSorted()).toEqual(pages.map((page) => page.pattern).toSorted());
    expect(pages.length).toBeGreaterThan(25);
    expect(pages).toContainEqual({ pattern: 'login', module: 'src/app/routes/auth/login.tsx' });
    expect(pages).toContainEqual({ pattern: 'home', module: 'src/app/routes/home.tsx' });
    expect(pages).toContainEqual({
      pattern: 'wallet/:id',
      module: 'src/app/routes/wallet-detail.tsx',
    });
    expect(pages).toContainEqual({ pattern: '*', module: 'src/app/routes/not-found.tsx' });
  });

  it('matches URLs as the router does: parameters are one segment, * is anything', () => {
    const matches = (pattern: string, path: string) =>
      new RegExp(patternSource(pattern)).test(path);
    expect(matches('wallet/:id', 'wallet/12')).toBe(true);
    expect(matches('wallet/:id', 'wallet/12/x')).toBe(false);
    expect(matches('password/reset/:token', 'password/reset/a.b-c')).toBe(true);
    expect(matches('login', 'login2')).toBe(false);
    expect(matches('*', 'no/such/page')).toBe(true);
    // An optional parameter: with or without its segment, never an empty one.
    expect(matches('autologin/:token?', 'autologin/abc')).toBe(true);
    expect(matches('autologin/:token?', 'autologin')).toBe(true);
    expect(matches('autologin/:token?', 'autologin/')).toBe(false);
    expect(matches('autologin/:token?', 'autologins')).toBe(false);
  });
});

/** A bundle as Rollup/Rolldown hands it to transformIndexHtml: chunks with their static imports. */
const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  isEntry = false,
) => ({
  type: 'chunk',
  fileName,
  facadeModuleId: facade ? `/repo/${facade}` : null,
  imports,
  isEntry,
});
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-1.js', 'src/main.tsx', ['assets/framework-1.js'], true),
    chunk('assets/framework-1.js', null),
    chunk('assets/login-1.js', 'src/app/routes/auth/login.tsx', [
      'assets/Field-1.js',
      'assets/framework-1.js',
    ]),
    chunk('assets/Field-1.js', null, ['assets/framework-1.js']),
    chunk('assets/wallets-1.js', 'src/app/routes/wallets.tsx', ['assets/Card-1.js']),
    chunk('assets/wallet-detail-1.js', 'src/app/routes/wallet-detail.tsx', ['assets/Card-1.js']),
    chunk('assets/Card-1.js', null),
    chunk('assets/not-found-1.js', 'src/app/routes/not-found.tsx'),
    chunk('assets/MainLayout-1.js', 'src/app/layouts/MainLayout.tsx', ['assets/Card-1.js']),
    chunk('assets/axiosClient-1.js', 'src/api/axiosClient.ts'),
    chunk('assets/accountData-1.js', 'src/session/accountData.ts', ['assets/Card-1.js']),
    chunk('assets/en.base-1.js', 'src/i18n/compiled/en.base.json'),
    chunk('assets/en.app-1.js', 'src/i18n/compiled/en.app.json'),
    chunk('assets/de.base-1.js', 'src/i18n/compiled/de.base.json'),
    chunk('assets/de.app-1.js', 'src/i18n/compiled/de.app.json'),
  ].map((c) => [c.fileName, c]),
);
const PAGES: Page[] = [
  { pattern: 'wallet/:id', module: 'src/app/routes/wallet-detail.tsx' },
  { pattern: '*', module: 'src/app/routes/not-found.tsx' },
  { pattern: 'login', module: 'src/app/routes/auth/login.tsx' },
  { pattern: 'wallet/wallets', module: 'src/app/routes/wallets.tsx' },
];

describe('the preload script in index.html', () => {
  const plan = preloadPlan(BUNDLE, PAGES, ['assets/index-1.js', 'assets/framework-1.js']);

  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  /** Runs the inline script on `path` and returns what it asked the browser to preload. */
  const preloadsOn = (path: string) => {
    window.history.replaceState(null, '', path);
    new Function(preloadScript(plan))();
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    );
  };

  it('preloads a signed-out page: its chunks and the signed-out catalogue, nothing already loaded', () => {
    expect(preloadsOn('/de/login')).toEqual([
      '/assets/de.base-1.js',
      '/assets/login-1.js',
      '/assets/Field-1.js',
    ]);
  });

  it('with a session adds the signed-in catalogue, the HTTP client, the main layout and the account calls', () => {
    document.cookie = 'token=abc; path=/';
    expect(preloadsOn('/en/wallet/wallets')).toEqual([
      '/assets/en.base-1.js',
      '/assets/en.app-1.js',
      '/assets/axiosClient-1.js',
      '/assets/MainLayout-1.js',
      '/assets/Card-1.js',
      '/assets/accountData-1.js',
      '/assets/wallets-1.js',
    ]);
  });

  it('prefers a static route over a parameter, and the stored language over the URL', () => {
    document.cookie = 'locale=de; path=/';
    expect(preloadsOn('/en/wallet/7')).toEqual([
      '/assets/de.base-1.js',
      '/assets/wallet-detail-1.js',
      '/assets/Card-1.js',
    ]);
  });

  it('falls back to the not-found page, and preloads no catalogue for an unknown language', () => {
    expect(preloadsOn('/xx/no/such/page')).toEqual(['/assets/not-found-1.js']);
  });
});

describe('the first load chunks', () => {
  // A module graph: main → App → (react, shell.css, theme); a lazy page → theme, lodash.
  const graph: Record<string, string[]> = {
    '/r/src/main.tsx': ['/r/src/app/App.tsx', '/r/node_modules/react/index.js'],
    '/r/src/app/App.tsx': ['/r/src/theme.ts', '/r/node_modules/@fontsource/x.css'],
    '/r/src/theme.ts': [],
    '/r/node_modules/react/index.js': [],
    '/r/node_modules/@fontsource/x.css': [],
    '/r/src/page.tsx': ['/r/src/theme.ts', '/r/node_modules/lodash/index.js'],
    '/r/node_modules/lodash/index.js': [],
  };
  const ctx = { getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null) };
  // Pages: a sign-in page, home and other signed-in pages; the main layout counts as a page.
  Object.assign(graph, {
    '/r/src/routes/login.tsx': ['/r/src/ds/Field.tsx', '/r/src/theme.ts'],
    '/r/src/routes/home.tsx': ['/r/src/ds/Card.tsx', '/r/src/ds/Field.tsx', '/r/src/home/Only.tsx'],
    '/r/src/routes/tickets.tsx': [
      '/r/src/ds/Card.tsx',
      '/r/src/ds/Field.tsx',
      '/r/src/ds/Upload.tsx',
    ],
    '/r/src/routes/ipo.tsx': ['/r/src/ds/Upload.tsx'],
    '/r/src/layouts/Main.tsx': ['/r/src/ds/Card.tsx'],
    '/r/src/ds/Card.tsx': ['/r/src/ds/Field.tsx'],
    '/r/src/ds/Field.tsx': [],
    '/r/src/ds/Upload.tsx': [],
    '/r/src/home/Only.tsx': [],
  });
  const roots = {
    signedOut: ['/r/src/routes/login.tsx'],
    signedIn: [
      '/r/src/routes/home.tsx',
      '/r/src/routes/tickets.tsx',
      '/r/src/routes/ipo.tsx',
      '/r/src/layouts/Main.tsx',
    ],
    landing: ['/r/src/routes/home.tsx', '/r/src/layouts/Main.tsx'],
  };
  // Groups capture in priority order (rolldown): the first that names a module takes it.
  const groups = [...firstLoadChunks('/r/src/main.tsx', roots).groups].sort(
    (a, b) => b.priority - a.priority,
  );
  const groupOf = (id: string) => groups.map((group) => group.name(id, ctx)).find(Boolean) ?? null;

  it('puts the libraries the entry imports in `framework` and its own modules in `boot`', () => {
    expect(groupOf('/r/node_modules/react/index.js')).toBe('framework');
    expect(groupOf('/r/src/app/App.tsx')).toBe('boot');
    expect(groupOf('/r/src/theme.ts')).toBe('boot');
  });

  it('puts what home shares with other signed-in pages in `cabinet`, never what a sign-in page uses', () => {
    expect(groupOf('/r/src/ds/Card.tsx')).toBe('cabinet');
    // Home alone, a pair of other pages, a sign-in page's field: left to the default splitting.
    expect(groupOf('/r/src/home/Only.tsx')).toBeNull();
    expect(groupOf('/r/src/ds/Upload.tsx')).toBeNull();
    expect(groupOf('/r/src/ds/Field.tsx')).toBeNull();
    // Only the shared modules themselves, not what they import.
    expect(
      groups.find((group) => group.debugName === 'cabinet')?.includeDependenciesRecursively,
    ).toBe(false);
  });

  it('reads the pages from the router: sign-in flows, signed-in pages, and home with the main layout as landing', () => {
    const real = routeRoots(`${process.cwd()}/src/main.tsx`);
    expect(real.signedOut).toContain(`${process.cwd()}/src/app/routes/auth/login.tsx`);
    expect(real.signedIn).toContain(`${process.cwd()}/src/app/routes/tickets.tsx`);
    expect(real.signedIn).not.toContain(`${process.cwd()}/src/app/routes/auth/login.tsx`);
    expect(real.landing).toEqual([
      `${process.cwd()}/src/app/routes/home.tsx`,
      `${process.cwd()}/src/app/layouts/MainLayout.tsx`,
    ]);
  });

  it('leaves lazy code, the entry itself and stylesheets to the default splitting', () => {
    expect(groupOf('/r/src/page.tsx')).toBeNull();
    expect(groupOf('/r/node_modules/lodash/index.js')).toBeNull();
    expect(groupOf('/r/src/main.tsx')).toBeNull();
    expect(groupOf('/r/node_modules/@fontsource/x.css')).toBeNull();
  });
});
