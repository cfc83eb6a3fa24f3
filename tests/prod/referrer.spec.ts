import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The pages with a secret in their address behind a plain static host (no nginx, so no
 * Referrer-Policy header; any path without a file answers index.html, as single-page-app hosts
 * do): the build's own HTML must keep the token out of the Referer of every request the page
 * makes, its asset loads first of all. nginx's header is tests/prod/tunnel.spec.ts's.
 */

const ROOT = resolve(process.env.PROD_DIST ?? 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
/** Each request the host answered: its path and the Referer it came with. */
const seen: { path: string; referer: string | undefined }[] = [];
let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push({ path, referer: req.headers.referer });
    let file = join(ROOT, decodeURIComponent(path));
    if (!file.startsWith(ROOT)) return void res.writeHead(403).end();
    if (!extname(path)) file = join(ROOT, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

for (const [page, address, secret] of [
  ['password reset', '/en/password/reset/f00dfeed5ec7e7?email=ann%40example.com', 'f00dfeed5ec7e7'],
  ['autologin', '/en/autologin/Zx81kq2mP0aa9autologin', 'Zx81kq2mP0aa9autologin'],
] as const) {
  test(`the ${page} page: no request carries its token as a referrer`, async ({ page: tab }) => {
    seen.length = 0;
    await tab.goto(`${origin}${address}`);
    await tab.waitForLoadState('networkidle');
    // A request the page makes itself, as late as the app's own would be.
    await tab.evaluate(() => fetch('/favicon.svg'));
    const assets = seen.filter(({ path }) => path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(3);
    expect(seen.filter(({ referer }) => referer?.includes(secret))).toEqual([]);
    expect(seen.slice(1).every(({ referer }) => referer === undefined)).toBe(true);
  });
}

test('a page without a secret keeps the usual policy (its requests name their page)', async ({
  page,
}) => {
  seen.length = 0;
  await page.goto(`${origin}/en/login`);
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(
      () => document.querySelector<HTMLMetaElement>('meta[name="referrer"]')?.content,
    ),
  ).toBe('strict-origin-when-cross-origin');
  await page.evaluate(() => fetch('/favicon.svg'));
  expect(seen.at(-1)).toEqual({ path: '/favicon.svg', referer: `${origin}/en/login` });
});
