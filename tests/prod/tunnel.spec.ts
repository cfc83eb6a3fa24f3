import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeSentry, type FakeSentry } from './fake-sentry';

/**
 * The production server's error-report tunnel and its logs (deploy/nginx.conf, with
 * deploy/sentry-tunnel.js): only envelopes for the configured Sentry project pass, at a bounded
 * rate per client, with none of the visitor's headers; the access log keeps no token. Its own
 * nginx (the suite's build) in front of a fake ingest, so its rate limit is its own.
 */

test.describe.configure({ mode: 'serial' });

const PROJECT = '4242';
const RELEASE = 'cabinet@0.1.0+7b0dfe9';
let sentry: FakeSentry;
let dsn = '';
let nginx: ChildProcess | undefined;
let base = '';
let port = 0;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => done(free));
    });
  });

test.beforeAll(async () => {
  sentry = await startFakeSentry(() => ({
    dsn,
    release: RELEASE,
    sourceMaps: 'dist-sourcemaps',
    origin: base,
  }));
  dsn = `${sentry.origin.replace('//', '//publickey@')}/${PROJECT}`;
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  nginx = spawn('node', ['scripts/nginx-serve.mjs', process.env.PROD_DIST ?? 'dist'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PROD_PORT: String(port),
      API_UPSTREAM: `http://127.0.0.1:${process.env.PROD_BACKEND_PORT ?? 6396}`,
      SENTRY_UPSTREAM: `${sentry.origin}/api/${PROJECT}/envelope/`,
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

/** An envelope as the browser SDK sends it through a tunnel: the DSN in its header. */
function envelope(named: string, eventId = '4c79f7a9b8e64e0f9d2b5c1a7e3f2d10'): string {
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    release: RELEASE,
    contexts: {
      trace: { trace_id: '9f8e7d6c5b4a39281706f5e4d3c2b1a0', span_id: '3b8e1f2a9c4d5e6f' },
    },
    message: 'Purchase failed',
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn: named }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/monitoring/sentry`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });

test('forwards an envelope for our project as it came, with none of the visitor’s headers', async () => {
  const body = envelope(dsn);
  const answer = await post(body, {
    Cookie: 'token=secret-session',
    Authorization: 'Bearer secret',
    Referer: 'https://cabinet.example.com/en/autologin/abcdef0123456789',
    'X-Real-IP': '203.0.113.7',
    'X-Forwarded-For': '203.0.113.7',
    'X-Forwarded-Host': 'evil.example.com',
    'X-Forwarded-Proto': 'https',
    Forwarded: 'for=203.0.113.7;proto=https',
  });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ id: '4c79f7a9b8e64e0f9d2b5c1a7e3f2d10' });
  expect(sentry.refused).toEqual([]);
  expect(sentry.envelopes).toHaveLength(1);
  const [received] = sentry.envelopes;
  expect(received?.path).toBe(`/api/${PROJECT}/envelope/`);
  expect(received?.body).toBe(body);
  const sent = Object.keys(received?.headers ?? {});
  for (const header of [
    'cookie',
    'authorization',
    'referer',
    'x-real-ip',
    'x-forwarded-for',
    'x-forwarded-host',
    'x-forwarded-proto',
    'forwarded',
  ]) {
    expect(sent, header).not.toContain(header);
  }
  expect(JSON.stringify(received?.headers)).not.toContain('203.0.113.7');
  expect(received?.headers['content-type']).toBe('text/plain;charset=UTF-8');
});

test('refuses envelopes for another project or host, and what is no envelope; forwards none', async () => {
  sentry.envelopes.length = 0;
  const otherHost = 'https://publickey@o99.ingest.sentry.io/4242';
  const otherProject = `${sentry.origin.replace('//', '//publickey@')}/4243`;
  for (const [body, status] of [
    [envelope(otherProject), 403],
    [envelope(otherHost), 403],
    [envelope(`${dsn}/extra`), 403],
    ['{"event_id":"4c79f7a9b8e64e0f9d2b5c1a7e3f2d10"}\n{"type":"event"}\n{}', 400],
    ['not an envelope', 400],
  ] as const) {
    expect((await post(body)).status, body.slice(0, 80)).toBe(status);
  }
  expect((await fetch(`${base}/monitoring/sentry`)).status).toBe(403);
  // The internal forwarder is not reachable from outside.
  const direct = await fetch(`${base}/monitoring/sentry-upstream`, {
    method: 'POST',
    body: envelope(otherProject),
  });
  expect(direct.status).toBe(404);
  expect(sentry.envelopes).toEqual([]);
  expect(sentry.refused).toEqual([]);
});

test('bounds the rate per client: a burst passes, a flood is refused with 429', async () => {
  sentry.envelopes.length = 0;
  const statuses: number[] = [];
  for (let i = 0; i < 120; i += 1) {
    statuses.push(
      (await post(envelope(dsn, `${i.toString(16).padStart(2, '0')}${'a'.repeat(30)}`))).status,
    );
  }
  // A page load's worth (25 events and its sessions) always passes.
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  // 120 in a second or two: at most the burst and a few more pass, the rest is refused.
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(40);
  expect(sentry.envelopes.length).toBe(statuses.filter((status) => status === 200).length);
});

test('the access log keeps no autologin or reset token, no query, no secret referrer', async () => {
  const secrets = [
    'Zx81kq2mP0aa9autologin',
    'f00dfeedreset',
    'sig0123signature',
    'ann%40example.com',
  ];
  for (const [path, referer] of [
    ['/en/autologin/Zx81kq2mP0aa9autologin', undefined],
    ['/en/autologin?token=Zx81kq2mP0aa9autologin', undefined],
    ['/en/password/reset/f00dfeedreset?email=ann%40example.com', undefined],
    ['/en/email/verify/17?expires=1&signature=sig0123signature', undefined],
    ['/favicon.svg', 'http://127.0.0.1/en/password/reset/f00dfeedreset?email=ann%40example.com'],
  ] as const) {
    await fetch(`${base}${path}`, { headers: referer ? { Referer: referer } : {} });
  }
  // nginx writes a request's line after its answer has left: read the log once the last
  // request's line (the favicon's, with its referrer redacted) is in.
  const readLog = () => readFileSync(resolve(`tests/.tmp/nginx-${port}/access.log`), 'utf8');
  await expect.poll(readLog).toContain('"http://127.0.0.1/en/password/reset/[redacted]"');
  const log = readLog();
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log.split('"GET /en/autologin/[redacted] HTTP/1.1"')).toHaveLength(3);
  expect(log).toContain('"GET /en/password/reset/[redacted] HTTP/1.1"');
  expect(log).toContain('"GET /en/email/verify/[redacted] HTTP/1.1"');
  expect(log).toContain('"http://127.0.0.1/en/password/reset/[redacted]"');
  // What is no secret stays readable.
  expect(log).toContain('"GET /favicon.svg HTTP/1.1"');
});

test('pages with a secret in their address send no referrer; the others the usual policy', async () => {
  for (const [path, policy] of [
    ['/en/autologin/some-token', 'no-referrer'],
    ['/en/autologin?token=some-token', 'no-referrer'],
    ['/en/password/reset/f00dfeedreset?email=ann%40example.com', 'no-referrer'],
    ['/de/password/reset/f00dfeedreset', 'no-referrer'],
    ['/en/email/verify/17?expires=1&signature=x', 'no-referrer'],
    ['/en/password/reset', 'strict-origin-when-cross-origin'],
    ['/en/login', 'strict-origin-when-cross-origin'],
    ['/en/home', 'strict-origin-when-cross-origin'],
  ] as const) {
    const answer = await fetch(`${base}${path}`);
    expect(answer.headers.get('referrer-policy'), path).toBe(policy);
    // The page's own HTML says no-referrer first (for hosts without this header); its script
    // relaxes it on pages without a secret.
    expect(await answer.text(), path).toContain('<meta name="referrer" content="no-referrer" />');
  }
});
