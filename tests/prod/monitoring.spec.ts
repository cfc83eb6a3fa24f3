import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Response } from '@playwright/test';
import { DEMO, login, ready } from '../e2e/helpers';

/**
 * Error reporting and real-user metrics as an operator turns them on (docs/operations.md): a
 * build with VITE_SENTRY_DSN and VITE_RUM_URL, behind deploy/nginx.conf with SENTRY_UPSTREAM
 * pointing at a fake Sentry ingest. And the default build (the suite's, without either), which
 * must fetch none of their code.
 */

const DIST = 'dist-monitoring';

test.describe.configure({ mode: 'serial' });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Envelopes the fake ingest received: each one's header and items (JSON lines). */
const envelopes: { path: string; lines: unknown[] }[] = [];
/** Beacons the fake metrics collector received (another origin, as a real one would be). */
const beacons: Record<string, unknown>[] = [];
let collector: Server;
let nginx: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);

  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.url === '/rum') {
        beacons.push(JSON.parse(body) as Record<string, unknown>);
        res.writeHead(204).end();
        return;
      }
      const lines = body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown);
      envelopes.push({ path: req.url ?? '', lines });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const collectorOrigin = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  const build = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'warn'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      VITE_SENTRY_DSN: 'https://publickey@o1.ingest.example.com/4242',
      VITE_RUM_URL: `${collectorOrigin}/rum`,
      VITE_RELEASE: 'cabinet-monitoring-test',
    },
  });
  expect(build.status, build.stderr).toBe(0);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  nginx = spawn('node', ['scripts/nginx-serve.mjs', DIST], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PROD_PORT: String(port),
      API_UPSTREAM: `http://127.0.0.1:${process.env.DEMO_BACKEND_PORT ?? 6396}`,
      SENTRY_UPSTREAM: `${collectorOrigin}/api/4242/envelope/`,
      CONNECT_SRC: collectorOrigin,
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
  await new Promise<void>((resolve) => (collector ? collector.close(() => resolve()) : resolve()));
});

async function signIn(page: Page) {
  await page.goto(`${base}/en/login`);
  await login.email(page).fill(DEMO.email);
  await login.password(page).fill(DEMO.password);
  await login.submit(page).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await ready(page);
}

test('real-user metrics: LCP, CLS and INP beacons with route patterns, no ids, to VITE_RUM_URL', async ({
  page,
}) => {
  await signIn(page);
  for (const path of ['/en/wallet/wallets', '/en/transactions']) {
    await page.goto(`${base}${path}`);
    await ready(page);
    await page.getByRole('heading', { level: 1 }).click(); // an interaction, for INP
    await page.waitForTimeout(300);
  }
  await page.goto('about:blank'); // hidden: the page's CLS and INP are sent

  await expect
    .poll(() => new Set(beacons.map((beacon) => beacon.name)), { timeout: 20_000 })
    .toEqual(new Set(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']));
  for (const beacon of beacons) {
    expect(beacon).toMatchObject({ release: 'cabinet-monitoring-test', value: expect.any(Number) });
    expect(String(beacon.route)).toMatch(/^\/:lang(?:\/[a-z:*-]+)*$/);
  }
  const routes = new Set(beacons.map((beacon) => beacon.route));
  expect(routes).toContain('/:lang/home');
  expect(routes).toContain('/:lang/transactions');
});

test('error reporting: an uncaught error arrives once, through the tunnel, with the release and nothing personal', async ({
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
  envelopes.length = 0;
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error(
        'Boom for demo@example.com: 1,250.00 USD at /en/autologin/abcdef0123456789abcdef',
      );
    });
  });

  const events = () =>
    envelopes.flatMap(({ lines }) =>
      lines.filter(
        (line): line is { exception?: { values?: { value?: string }[] }; release?: string } =>
          typeof line === 'object' && line !== null && 'exception' in line,
      ),
    );
  await expect.poll(() => events().length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  expect(events()).toHaveLength(1);
  const [event] = events();
  expect(event?.release).toBe('cabinet-monitoring-test');
  expect(event?.exception?.values?.[0]?.value).toBe(
    'Boom for [email]: [amount] at /en/autologin/[redacted]',
  );
  const sent = JSON.stringify(envelopes);
  for (const personal of [
    'demo@example.com',
    '1,250.00',
    'abcdef0123456789abcdef',
    'Alex',
    'Morgan',
    'token=',
  ]) {
    expect(sent).not.toContain(personal);
  }
  // Through this origin's tunnel (CSP connect-src 'self'), to the project's envelope endpoint.
  expect(tunnel.length).toBeGreaterThan(0);
  expect(envelopes.every(({ path }) => path === '/api/4242/envelope/')).toBe(true);

  // A storm (every call of a page failing, say) is reported by its first 25 events of the load.
  await page.evaluate(() => {
    for (let i = 0; i < 40; i += 1) {
      setTimeout(() => {
        throw new Error(`Storm ${i}`);
      });
    }
  });
  await expect.poll(() => events().length, { timeout: 20_000 }).toBe(25);
  await page.waitForTimeout(1_500);
  expect(events()).toHaveLength(25);
});

test('without a DSN or a RUM address, no monitoring code is fetched', async ({ page }) => {
  // The suite's own build (playwright.prod.config.ts's server): built without either.
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/en/login');
  await login.email(page).fill(DEMO.email);
  await login.password(page).fill(DEMO.password);
  await login.submit(page).click();
  await ready(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('no reporter here');
    });
  });
  await page.waitForTimeout(2_000);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script).not.toMatch(/__SENTRY__|largest-contentful-paint/);
  }
});
