import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { sourceMapsDir } from '../../scripts/sourcemaps.mjs';
import { DEMO, login, ready } from '../e2e/helpers';
import { startFakeSentry, type FakeSentry } from './fake-sentry';

/**
 * Error reporting and real-user metrics as an operator turns them on (docs/operations.md): a
 * build with VITE_SENTRY_DSN and VITE_RUM_URL, behind deploy/nginx.conf with SENTRY_UPSTREAM
 * pointing at a fake Sentry ingest that checks each envelope as Sentry does (./fake-sentry.ts).
 * And the default build (the suite's, without either), which must fetch none of their code.
 */

const DIST = 'dist-monitoring';
/** A release as CI names builds: a version and a commit (the scrubber once took both apart). */
const RELEASE = 'cabinet@0.1.0+7b0dfe9';
const PROJECT = '4242';

test.describe.configure({ mode: 'serial' });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let sentry: FakeSentry;
let dsn = '';
let nginx: ChildProcess | undefined;
let base = '';

/** Beacons the fake metrics collector received (another origin, as a real one would be). */
const beacons = () =>
  sentry.other
    .filter(({ path }) => path === '/rum')
    .map(({ body }) => JSON.parse(body) as Record<string, unknown>);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Checks each envelope as Sentry would: the DSN, the ids, the release, the source maps.
  sentry = await startFakeSentry(() => ({
    dsn,
    release: RELEASE,
    sourceMaps: sourceMapsDir(DIST),
    origin: base,
  }));
  dsn = sentry.origin.replace('//', '//publickey@') + `/${PROJECT}`;
  const build = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'warn'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      VITE_SENTRY_DSN: dsn,
      VITE_RUM_URL: `${sentry.origin}/rum`,
      VITE_RELEASE: RELEASE,
    },
  });
  expect(build.status, build.stderr).toBe(0);
  // The maps were written beside the build, none into it.
  expect(readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(readdirSync(join(sourceMapsDir(DIST), 'assets')).length).toBeGreaterThan(10);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  nginx = spawn('node', ['scripts/nginx-serve.mjs', DIST], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PROD_PORT: String(port),
      API_UPSTREAM: `http://127.0.0.1:${process.env.DEMO_BACKEND_PORT ?? 6396}`,
      SENTRY_UPSTREAM: `${sentry.origin}/api/${PROJECT}/envelope/`,
      CONNECT_SRC: sentry.origin,
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/en/login`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  nginx?.kill('SIGTERM');
  await sentry?.close();
});

/** Every envelope the fake kept was one Sentry would keep whole. */
const nothingRefused = () =>
  expect(sentry.refused.map(({ problems }) => problems).flat()).toEqual([]);

async function signIn(page: Page) {
  await page.goto(`${base}/en/login`);
  await login.email(page).fill(DEMO.email);
  await login.password(page).fill(DEMO.password);
  await login.submit(page).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await ready(page);
}

/**
 * Resolves once the browser has measured the page's first interaction: its Event Timing entry is
 * dispatched after the frame that follows it is painted, to every observer at once (web-vitals'
 * among them, which reads what it holds when the page is hidden).
 */
const interactionMeasured = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_entries, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'first-input', buffered: true });
      }),
  );

const BEACON_KEYS = ['id', 'name', 'navigationType', 'rating', 'release', 'route', 'value'];
/** A route's pattern: literal segments and parameters, never a value of one. */
const ROUTE_PATTERN = /^\/:lang(?:\/(?:[a-z][a-z-]*|:[a-z]+\??|\*))*$/;

test('real-user metrics: LCP, CLS and INP beacons with route patterns, no ids, to VITE_RUM_URL', async ({
  page,
}) => {
  await signIn(page);
  const routesOf = (metric: string) =>
    beacons().flatMap(({ name, route }) => (name === metric ? [route] : []));
  const pages = [
    ['/en/wallet/wallets', '/:lang/wallet/wallets'],
    ['/en/transactions', '/:lang/transactions'],
    ['/en/tickets/987654', '/:lang/tickets/:id'],
  ] as const;
  for (const [path, route] of pages) {
    await page.goto(`${base}${path}`);
    // The metrics code runs on this load (it loads once the page is idle): its TTFB has arrived.
    await expect.poll(() => routesOf('TTFB')).toContain(route);
    await page.getByRole('heading', { level: 1 }).first().click(); // an interaction, for INP
    await interactionMeasured(page);
  }
  await page.goto('about:blank'); // hidden: the page's CLS and INP are sent

  await expect
    .poll(() => new Set(beacons().map((beacon) => beacon.name)), { timeout: 20_000 })
    .toEqual(new Set(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']));
  for (const beacon of beacons()) {
    expect(Object.keys(beacon).sort()).toEqual(BEACON_KEYS);
    expect(beacon).toMatchObject({ release: RELEASE, rating: expect.any(String) });
    // The value as measured: a number (milliseconds, CLS a score), never text or a mask.
    expect(Number.isFinite(beacon.value) && Number(beacon.value) >= 0).toBe(true);
    expect(String(beacon.route)).toMatch(ROUTE_PATTERN);
  }
  const routes = new Set(beacons().map((beacon) => beacon.route));
  expect(routes).toContain('/:lang/home');
  expect(routes).toContain('/:lang/transactions');
  expect(routes).toContain('/:lang/tickets/:id');
  // The ticket's id in no field (its value left out: an unrounded score may hold any digits).
  for (const { value: _value, ...fields } of beacons()) {
    expect(JSON.stringify(fields)).not.toContain('987654');
  }
});

/** The events of the envelopes kept so far. */
const events = () =>
  sentry.envelopes.flatMap(({ items }) =>
    items
      .filter((item) => item.header.type === 'event')
      .map(
        (item) =>
          item.payload as {
            release?: string;
            exception?: {
              values?: { type?: string; value?: string; stacktrace?: { frames?: unknown[] } }[];
            };
          },
      ),
  );

/** The message of an event's first exception. */
const messageOf = (event: ReturnType<typeof events>[number]) => event.exception?.values?.[0]?.value;

/**
 * The page's own requests to the tunnel, by the type of item they carried, and whether each event
 * among them has arrived at the fake ingest (kept or refused). Playwright reports requests in the
 * order the page made them, so once a later one is seen, every earlier one is too; and an arrival
 * is matched by its body (Playwright sees no end of the SDK's `keepalive` requests).
 */
function watchTunnel(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/monitoring/sentry') sent.push(request);
  });
  const carrying = (type: string) =>
    sent.filter((request) => request.postData()?.includes(`{"type":"${type}"`));
  return {
    events: () => carrying('event'),
    clientReports: () => carrying('client_report'),
    /** Whether an event with this text has left the page. */
    eventSent: (text: string) =>
      carrying('event').some((request) => request.postData()?.includes(text)),
    allArrived: () => {
      const arrived = new Set(
        [...sentry.envelopes, ...sentry.refused.map(({ envelope }) => envelope)].map(
          ({ body }) => body,
        ),
      );
      return carrying('event').every((request) => arrived.has(request.postData() ?? ''));
    },
  };
}

/** The client reports kept so far: what the SDK dropped, by reason. */
const discarded = () =>
  sentry.envelopes.flatMap(({ items }) =>
    items
      .filter((item) => item.header.type === 'client_report')
      .flatMap(
        (item) =>
          (item.payload as { discarded_events?: { reason: string; quantity: number }[] })
            .discarded_events ?? [],
      ),
  );

test('error reporting: an uncaught error arrives once, through the tunnel, as Sentry keeps it, with nothing personal', async ({
  page,
}) => {
  const tunnel = watchTunnel(page);
  const sdk = page.waitForResponse((response) =>
    /\/assets\/errors-[^/]+\.js$/.test(response.url()),
  );
  await signIn(page);
  await sdk;
  sentry.envelopes.length = 0;
  const throwLater = (message: string) =>
    page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
  await throwLater(
    'Boom for demo@example.com: 1,250.00 USD at /en/autologin/abcdef0123456789abcdef after otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
  );
  await expect.poll(() => events().length, { timeout: 20_000 }).toBeGreaterThan(0);
  // Once: a second error, thrown after the first arrived, leaves after anything the first one
  // sent; when the page has sent it and every event it sent has arrived, the first is read.
  const MARKER = 'The next error, after the boom';
  await throwLater(MARKER);
  await expect
    .poll(() => tunnel.eventSent(MARKER) && tunnel.allArrived(), { timeout: 20_000 })
    .toBe(true);
  const booms = events().filter((event) => messageOf(event) !== MARKER);
  expect(booms).toHaveLength(1);
  nothingRefused();
  const [event] = booms;
  expect(event?.release).toBe(RELEASE);
  expect(messageOf(event!)).toBe(
    'Boom for [email]: [amount] at /en/autologin/[redacted] after otpauth://[redacted]',
  );
  const sent = sentry.envelopes.map(({ body }) => body).join('\n');
  for (const personal of [
    'demo@example.com',
    '1,250.00',
    'abcdef0123456789abcdef',
    'JBSWY3DPEHPK3PXP',
    'Alex',
    'Morgan',
    'token=',
  ]) {
    expect(sent).not.toContain(personal);
  }
  // Through this origin's tunnel (CSP connect-src 'self'), to the project's envelope endpoint.
  expect(tunnel.events()).toHaveLength(2);
  expect(sentry.envelopes.every(({ path }) => path === `/api/${PROJECT}/envelope/`)).toBe(true);

  // A storm (every call of a page failing, say) is reported by its first 25 events of the load:
  // the two above and 23 of these 40.
  await page.evaluate(() => {
    for (let i = 0; i < 40; i += 1) {
      setTimeout(() => {
        throw new Error(`Storm ${i}`);
      });
    }
  });
  await expect.poll(() => tunnel.events().length, { timeout: 20_000 }).toBe(25);
  // Hidden (as when the client switches tabs), the page sends its client report: what it dropped,
  // and why. The cap dropped the other 17 of the 42 errors, so every one was handled by then, and
  // no 26th event left the page.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => tunnel.clientReports().length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => discarded().length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(discarded().filter(({ reason }) => reason === 'before_send')).toEqual([
    expect.objectContaining({ category: 'error', quantity: 42 - 25 }),
  ]);
  expect(tunnel.events()).toHaveLength(25);
  // Each of them arrived, but any the browser could not send: a burst of `keepalive` requests can
  // exceed the browser's quota for them, which the SDK counts as a network error.
  const lost = discarded()
    .filter(({ reason }) => reason === 'network_error')
    .reduce((sum, { quantity }) => sum + quantity, 0);
  await expect.poll(() => events().length, { timeout: 20_000 }).toBe(25 - lost);
  nothingRefused();
});

test("error reporting: a failure in the app's code arrives with frames in the build's source maps", async ({
  page,
}) => {
  await signIn(page);
  sentry.envelopes.length = 0;
  // The tickets list fails: the query logs the failure with the request's error, made in the
  // build's HTTP client.
  await page.route('**/api/tickets/get-all-tickets', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server Error' } }),
  );
  await page.goto(`${base}/en/tickets`);
  await expect(page.getByRole('button', { name: /try again/i }).first()).toBeVisible();

  await expect
    .poll(() => events().filter((event) => event.exception?.values?.[0]?.type === 'AxiosError'), {
      timeout: 20_000,
    })
    .toHaveLength(1);
  nothingRefused();
  const event = events().find((item) => item.exception?.values?.[0]?.type === 'AxiosError');
  const frames = (event?.exception?.values?.[0]?.stacktrace?.frames ?? []) as {
    filename?: string;
  }[];
  // The fake checked each of them has its map; the stack is the build's, not an evaluated script's.
  expect(
    frames.filter((frame) => frame.filename?.startsWith(`${base}/assets/`)).length,
  ).toBeGreaterThan(0);
});

test('without a DSN or a RUM address, no monitoring code is fetched', async ({ page }) => {
  // The suite's own build (playwright.prod.config.ts's server): built without either.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/en/login');
  await login.email(page).fill(DEMO.email);
  await login.password(page).fill(DEMO.password);
  await login.submit(page).click();
  await ready(page);
  // The moment a monitoring build fetches its code (src/app/monitoring: the first idle time after
  // the load event, within 5 s) has passed: an idle callback asked for after it has run.
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
  );
  // An error does not fetch a reporter either: read once it was thrown and a request made after
  // it has been answered.
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('no reporter here');
    });
  });
  await thrown;
  await page.evaluate(() => fetch('/en/login').then((response) => response.text()));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of await Promise.all(scripts)) {
    expect(script).not.toMatch(/__SENTRY__|largest-contentful-paint/);
  }
});
