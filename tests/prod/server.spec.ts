import { expect, test, type Page } from '@playwright/test';
import { appTakesOver, DEMO, login, ready } from '../e2e/helpers';
import { signIn } from './faults.helpers';

/** Every page of the cabinet a signed-in investor can open. */
const SIGNED_IN_ROUTES = [
  '/en/home',
  '/en/profile',
  '/en/deposit',
  '/en/withdraw',
  '/en/transactions',
  '/en/security',
  '/en/wallet/wallets',
  '/en/trading-account/accounts',
  '/en/investor',
  '/en/tickets',
  '/en/analytics',
  '/en/ipo/calendar',
  '/en/ipo/calculator',
  '/en/ipo/history',
  '/en/ipo/my-ipo',
  '/en/settings/profile',
  '/en/settings/settings',
  '/en/settings/verification',
  '/en/no-such-page',
];
const SIGNED_OUT_ROUTES = [
  '/en/login',
  '/en/register',
  '/en/password/reset',
  '/en/email/resend',
  '/de/login',
  '/fi/register',
];

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records CSP violations (the DOM event and the console's "Refused to ..." reports). */
async function watchCsp(
  page: Page,
): Promise<{ list: () => Promise<Violation[]>; console: string[] }> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (?:load|execute|apply|connect|frame)/i.test(
        message.text(),
      )
    )
      consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
      });
    });
  });
  return {
    console: consoleReports,
    list: () => page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []),
  };
}

test.describe('production server (deploy/nginx.conf)', () => {
  test('serves every HTML page with the security headers and a fresh script and style nonce', async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (const path of ['/en/login', '/de/home', '/', '/en/wallet/3', '/home']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}';/);
      expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}';/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
      expect(headers['cache-control']).toContain('no-cache');
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1] ?? '';
      // One nonce per response, for both: the page hands it to styled-components and to the inline
      // theme script, and no placeholder is left.
      expect(csp).toContain(
        `script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}';`,
      );
      const html = await response.text();
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).not.toContain('__CSP_NONCE__');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  test('Cross-Origin-Opener-Policy on loads another site starts; a page that opens the cabinet keeps no hold on it', async ({
    request,
    page,
    baseURL,
  }) => {
    const coop = async (site?: string) =>
      (
        await request.get('/en/login', site ? { headers: { 'Sec-Fetch-Site': site } } : {})
      ).headers()['cross-origin-opener-policy'];
    // Opened from another site, or by a browser that does not say: COOP.
    expect(await coop('cross-site')).toBe('same-origin');
    expect(await coop('same-site')).toBe('same-origin');
    expect(await coop()).toBe('same-origin');
    // Typed, bookmarked, reloaded, or from our own pages: no other window holds a reference.
    expect(await coop('none')).toBeUndefined();
    expect(await coop('same-origin')).toBeUndefined();
    // In the browser: a page of another origin opens the sign-in page and loses its handle on it.
    await page.goto('about:blank');
    const popup = page.waitForEvent('popup');
    await page.evaluate((url) => {
      (window as unknown as { opened: Window | null }).opened = window.open(url);
    }, `${baseURL}/en/login`);
    const opened = await popup;
    await opened.waitForLoadState('domcontentloaded');
    await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { opened: Window }).opened.closed))
      .toBe(true);
  });

  test('the autologin page sends no referrer; https visitors get HSTS', async ({ request }) => {
    const autologin = await request.get('/en/autologin/some-token');
    expect(autologin.headers()['referrer-policy']).toBe('no-referrer');
    const plain = await request.get('/en/login');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const viaTls = await request.get('/en/login', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaTls.headers()['strict-transport-security']).toContain('max-age=');
  });

  test('hashed assets are immutable and precompressed; a missing asset is a 404, never the app', async ({
    request,
    page,
  }) => {
    // The app's own HTML (the signed-out pages load the entry only on intent).
    await page.goto('/en/home');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');

    for (const missing of [
      '/assets/nope-123.js',
      '/assets/nope.css',
      '/nope.js',
      '/favicon.ico.map',
      `${script}.map`,
      '/mockServiceWorker.js',
    ]) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<div id="root">');
    }
    // A deploy gap must not stick in browsers and CDNs: a missing asset is never cached.
    for (const missing of ['/assets/nope-123.js', '/assets/nope.css', `${script}.map`]) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(response.headers()['cache-control'] ?? '', missing).not.toContain('immutable');
      expect(response.headers()['cache-control'], missing).toBe('no-store');
      expect(response.headers()['x-content-type-options'], missing).toBe('nosniff');
    }
  });

  test('the sign-in page downloads little: its HTML alone until the visitor acts, then its scripts and only the signed-out messages', async ({
    page,
  }) => {
    // Everything the page fetches, measured as the server sends it (compressed body and headers).
    const wire = new Map<string, number>();
    const sent = new Map<string, number>();
    // Sizes are asked for asynchronously: awaited before they are read, and a request still being
    // measured when the test ends (the page closed) is left out rather than failing a later test.
    const measuring: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      measuring.push(
        request
          .sizes()
          .then(
            (sizes) => void wire.set(pathname, sizes.responseBodySize + sizes.responseHeadersSize),
          )
          .catch(() => undefined),
      );
    });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!/\.(?:js|css)$/.test(pathname)) return;
      const bytes = Number(response.headers()['content-length']);
      // Files under 256 bytes are not worth compressing (vite.config.ts, precompress).
      if (bytes > 256) expect(response.headers()['content-encoding'], pathname).toBe('br');
      sent.set(pathname, bytes);
    });
    await page.goto('/en/login');
    await expect(login.submit(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(measuring);
    // Read, not touched: the HTML is the whole page (no script, no font, no stylesheet), far within
    // the 150 kB on the wire in all. See docs/performance.md.
    expect([...wire.keys()]).toEqual(['/en/login']);
    const html = [...wire.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(html).toBeLessThanOrEqual(20);

    await appTakesOver(page);
    await page.waitForLoadState('networkidle');
    const total = [...sent.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
    // Then the app: the sign-in page's chunks and the signed-out catalogue, within 150 kB
    // (npm run budget adds the same files up from the build).
    expect(
      total,
      [...sent].map(([file, bytes]) => `${file} ${bytes}`).join('\n'),
    ).toBeLessThanOrEqual(150);
    expect([...wire.keys()].some((file) => /\.woff2$/.test(file))).toBe(false);
    const catalogues = [...sent.keys()].filter((file) => /\/en\.(?:base|app)-/.test(file));
    expect(catalogues).toEqual([expect.stringMatching(/\/en\.base-/)]);
    // The page's own chunks and its messages were preloaded with the entry (scripts/first-load.mjs),
    // not after it had run; the HTTP client (axios) waits for the user to start typing.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(preloaded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/login-/),
        expect.stringMatching(/\/en\.base-/),
      ]),
    );
    expect([...sent.keys()].filter((file) => /\/axiosClient-/.test(file))).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

    // Signing in brings the signed-in features' messages.
    await login.email(page).fill(DEMO.email);
    await login.password(page).fill(DEMO.password);
    await login.submit(page).click();
    await expect(page).toHaveURL(/\/en\/home$/);
    await ready(page);
    expect([...sent.keys()].some((file) => /\/en\.app-/.test(file))).toBe(true);
    expect([...sent.keys()].some((file) => /\/axiosClient-/.test(file))).toBe(true);
  });

  test('a signed-in page is preloaded by index.html: its chunks, the main layout, the account calls, the HTTP client and all its messages', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/en/home');
    await ready(page);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    for (const chunk of [
      /\/home-/,
      /\/MainLayout-/,
      /\/accountData-/,
      /\/axiosClient-/,
      /\/en\.base-/,
      /\/en\.app-/,
    ])
      expect(preloaded, String(chunk)).toEqual(
        expect.arrayContaining([expect.stringMatching(chunk)]),
      );
    // Another page's chunks are not.
    expect(preloaded.some((file) => /\/(?:login|analytics)-/.test(file))).toBe(false);
  });

  test('a signed-in page sends the session’s calls from its HTML, before the scripts that use them, and each once', async ({
    page,
  }) => {
    await signIn(page);
    const order: string[] = [];
    page.on('request', (request) =>
      order.push(`${request.method()} ${new URL(request.url()).pathname}`),
    );
    const csp = await watchCsp(page);
    await page.goto('/en/home');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sessionCalls = [
      '/api/client-info',
      '/api/trading-account',
      '/api/trading-account/list',
      '/api/wallets',
      '/api/settings/verification',
    ];
    for (const call of sessionCalls)
      expect(
        order.filter((line) => line === `POST ${call}`),
        call,
      ).toHaveLength(1);
    // Sent by the inline script under the CSP nonce, not by the HTTP client: before its code was asked for.
    const client = order.findIndex((line) => /\/axiosClient-[^/]+\.js$/.test(line));
    expect(client).toBeGreaterThan(-1);
    for (const call of sessionCalls)
      expect(order.indexOf(`POST ${call}`), call).toBeLessThan(client);
    // And the client took every answer (none left over).
    expect(await page.evaluate(() => window.__cabinetSessionCalls?.c.length)).toBe(0);
    expect(await csp.list()).toEqual([]);
  });

  test('refuses to be framed', async ({ page, baseURL }) => {
    await page.setContent(
      `<iframe title="framed" src="${baseURL}/en/login" width="800" height="600"></iframe>`,
    );
    const frame = page.frameLocator('iframe[title="framed"]');
    // The browser blocks the document: the sign-in form never appears inside the frame.
    await page.waitForLoadState('load');
    await expect(frame.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    const child = page.frames().find((f) => f !== page.mainFrame());
    await expect
      .poll(async () =>
        child?.evaluate(() => document.querySelector('#root') !== null).catch(() => false),
      )
      .toBe(false);
  });

  test('every page loads, signs in and deep-links with zero CSP violations', async ({ page }) => {
    const csp = await watchCsp(page);
    for (const path of SIGNED_OUT_ROUTES) {
      await page.goto(path);
      await ready(page);
      // The page's HTML first, then the app (its scripts, styles and fonts under the same policy).
      await appTakesOver(page);
    }
    await signIn(page);
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // A deep link survives a reload (SPA fallback), with its query.
    await page.goto('/en/transactions?page=1');
    await page.reload();
    await expect(page).toHaveURL(/\/en\/transactions\?page=1$/);
    await ready(page);
    // Styles really applied under the nonce: the page is styled, not raw HTML.
    const background = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(background).toContain('Inter');
    expect(await csp.list()).toEqual([]);
    expect(csp.console).toEqual([]);
  });
});
