import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
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
      API_UPSTREAM: `http://127.0.0.1:${process.env.PROD_BACKEND_PORT ?? 6396}`,
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
  // Home's articles come from the admin host over `fetch`, which a page load rejects on its way
  // out: left before they arrive, they would be reported as a network failure in the next step.
  await expect(
    page
      .getByRole('region', { name: 'Latest articles' })
      .getByRole('heading', { level: 3 })
      .first(),
  ).toBeVisible();
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

/**
 * Resolves once the page's reporter has sent everything it will send for the errors thrown so far:
 * a timer set now runs after theirs (timers run in order), by when the SDK has taken each one in;
 * its `flush` then waits until every event is processed (dropped or sent) and every request to the
 * tunnel answered. The SDK's client is the one its global carrier holds (`window.__SENTRY__`).
 */
const reporterDone = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve));
    type Client = { flush: (timeout: number) => Promise<boolean> };
    const carrier = (
      window as unknown as {
        __SENTRY__: { version: string } & Record<
          string,
          { defaultCurrentScope?: { getClient: () => Client | undefined } }
        >;
      }
    ).__SENTRY__;
    const client = carrier[carrier.version]?.defaultCurrentScope?.getClient();
    if (!client) throw new Error('no Sentry client in this page');
    if (!(await client.flush(20_000))) throw new Error('the reporter was still sending after 20 s');
  });

/** Throws `message` from a timer: an uncaught error, as the app's own would be. */
const throwLater = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

test('error reporting: an uncaught error arrives once, through the tunnel, as Sentry keeps it, with nothing personal', async ({
  page,
}) => {
  const tunnel: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/monitoring/sentry') tunnel.push(response);
  });
  const sdk = page.waitForResponse((response) =>
    /\/assets\/errors-[^/]+\.js$/.test(response.url()),
  );
  await signIn(page);
  await sdk;
  sentry.envelopes.length = 0;
  await throwLater(
    page,
    'Boom for demo@example.com: 1,250.00 USD at /en/autologin/abcdef0123456789abcdef after otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
  );
  await reporterDone(page);

  await expect.poll(() => events().length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(events()).toHaveLength(1);
  nothingRefused();
  const [event] = events();
  expect(event?.release).toBe(RELEASE);
  expect(event?.exception?.values?.[0]?.value).toBe(
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
  expect(tunnel.length).toBeGreaterThan(0);
  expect(sentry.envelopes.every(({ path }) => path === `/api/${PROJECT}/envelope/`)).toBe(true);

  // A storm (every call of a page failing, say) is reported by its first 25 events of the load:
  // the one above and 24 of these 40.
  await page.evaluate(() => {
    for (let i = 0; i < 40; i += 1) {
      setTimeout(() => {
        throw new Error(`Storm ${i}`);
      });
    }
  });
  await reporterDone(page);
  await expect.poll(() => events().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(25);
  expect(events()).toHaveLength(25);
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
  // The suite's own build (the prod project's server, tests/prod/project.ts): built without either.
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
