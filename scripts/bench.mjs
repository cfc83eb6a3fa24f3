// `npm run bench`: Lighthouse (mobile, simulated throttling: its defaults) on the production build
// behind deploy/nginx.conf, with the demo backend answering /api/ over HTTP. Five runs each of
// /en/login, /en/home (signed in) and, as a client whose identity check was rejected, home,
// transactions and the IPO calendar, interleaved (run 1 of every page, then run 2...), so a load
// change on the machine falls on every page alike; medians printed and written to
// test-results/bench.json.
// With BENCH_REFERENCE=<a checkout of github.com/alan2207/bulletproof-react>, its react-vite app's
// sign-in page runs beside ours in the same loop, built and served the same way
// (scripts/bench-reference.mjs): the comparison in docs/performance.md is one command.
// Not part of `npm test`: scores depend on the machine's load. docs/performance.md has the figures.
//   BENCH_RUNS=5 BENCH_PORT=6380 BENCH_API_PORT=6381 BENCH_DIST=dist BENCH_PAGES=login,home,rejected-home
//   BENCH_REFERENCE=../bulletproof-react BENCH_TRACE=1 node scripts/bench.mjs [--strict]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { prepareReference } from './bench-reference.mjs';
import { CHROMIUM_ARGS, chromiumEnv, findDesktopChromium } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TIME_LIMIT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 45 * 60_000);
const FRESH_MS = 30 * 60_000;
const STRICT = process.argv.includes('--strict');
const DEMO = { email: 'demo@example.com', password: 'password', remember: true };
/** A client whose identity check was rejected: home, lists and IPO pages carry its late notice. */
const REJECTED = { email: 'client@example.com', password: 'password', remember: true };
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2500, tbtMs: 150, cls: 0.02 };
const PAGES = [
  { name: 'login', path: '/en/login', signedIn: false },
  { name: 'home', path: '/en/home', signedIn: true },
  // Whatever the backend answers: the identity notice must not shift these pages (CLS target).
  { name: 'rejected-home', path: '/en/home', signedIn: true, account: REJECTED },
  { name: 'rejected-transactions', path: '/en/transactions', signedIn: true, account: REJECTED },
  { name: 'rejected-ipo', path: '/en/ipo/calendar', signedIn: true, account: REJECTED },
  // The pages a client runs money from: a wallet, a trading account, analytics.
  { name: 'wallet', path: '/en/wallet/1', signedIn: true },
  { name: 'trading-account', path: '/en/trading-account/301', signedIn: true },
  { name: 'analytics', path: '/en/analytics', signedIn: true },
  // Where the card provider sends the client back (a seeded deposit), and what happened lately.
  { name: 'deposit-return', path: '/en/deposit/return?transaction=5001', signedIn: true },
  { name: 'notifications', path: '/en/notifications', signedIn: true },
];

const children = [];
let chrome;

/** The port asked for when it is free, otherwise one the OS hands out. */
async function freePort(wanted) {
  const listen = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  return (await listen(wanted)) ?? (await listen(0));
}

const loadAverage = () => Number(loadavg()[0].toFixed(2));
/**
 * A build made in the last 30 minutes and whole: its index.html and the signed-out pages that
 * scripts/prerender.mjs writes after the bundle (without them, nginx serves the sign-in page as
 * the app's index.html, and the bench measures that).
 */
const isFresh = (dist) =>
  [join(dist, 'index.html'), join(dist, 'signed-out/en/login.light.html')].every(
    (file) => existsSync(file) && Date.now() - statSync(file).mtimeMs < FRESH_MS,
  );

/**
 * dist/ when it was built in the last 30 minutes (never rebuilt here: others use it), else our own
 * dist-bench/ (built unless it is as fresh).
 */
function prepareDist() {
  if (process.env.BENCH_DIST) return process.env.BENCH_DIST;
  if (isFresh('dist')) return 'dist';
  if (isFresh('dist-bench')) return 'dist-bench';
  console.log('bench: dist/ is missing or older than 30 minutes; building dist-bench/ ...');
  run('npx', ['vite', 'build', '--outDir', 'dist-bench', '--logLevel', 'warn']);
  // The signed-out pages' HTML, as `npm run build` makes it.
  run(process.execPath, ['scripts/prerender.mjs', 'dist-bench']);
  return 'dist-bench';
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

function startServer(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { method: 'POST', headers: { Accept: 'application/json' } });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

async function startServers() {
  if (!isFresh('dist-backend/server.mjs'))
    run(process.execPath, ['scripts/build-demo-backend.mjs']);
  const dist = prepareDist();
  const port = await freePort(Number(process.env.BENCH_PORT ?? 6380));
  const apiPort = await freePort(Number(process.env.BENCH_API_PORT ?? 6381));
  startServer(['dist-backend/server.mjs'], { DEMO_BACKEND_PORT: String(apiPort) });
  await waitForOk(`http://127.0.0.1:${apiPort}/api/client-info`);
  startServer(['scripts/nginx-serve.mjs', dist], {
    PROD_PORT: String(port),
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
  });
  await waitForOk(`http://127.0.0.1:${port}/api/client-info`);
  let referenceOrigin = null;
  if (process.env.BENCH_REFERENCE) {
    const referenceDist = prepareReference(process.env.BENCH_REFERENCE);
    const referencePort = await freePort(Number(process.env.BENCH_REFERENCE_PORT ?? 6382));
    // The same server and configuration (brotli_static, gzip for HTML), the same API behind it.
    startServer(['scripts/nginx-serve.mjs', referenceDist], {
      PROD_PORT: String(referencePort),
      API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    });
    referenceOrigin = `http://127.0.0.1:${referencePort}`;
    await waitForOk(`${referenceOrigin}/api/client-info`);
  }
  return { origin: `http://127.0.0.1:${port}`, dist, referenceOrigin };
}

async function signIn(origin, account = DEMO) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(account),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`POST /api/login answered ${res.status} without a token`);
  return body.token;
}

/**
 * Empties the browser's cookie jar and puts the token cookie in, if any (CDP Storage.clearCookies, then
 * Storage.setCookies), as the sign-in
 * page does. A `Cookie` request header (Lighthouse's extraHeaders) would reach the server but not
 * `document.cookie`, where the app reads the session from. Lighthouse keeps cookies between runs.
 */
async function setTokenCookie(origin, token) {
  const { webSocketDebuggerUrl } = await (
    await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  ).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const done = new Promise((resolve, reject) => {
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.id !== 1) return;
      if (message.error) reject(new Error(message.error.message));
      else resolve();
    };
  });
  const { hostname } = new URL(origin);
  const cookie = {
    name: 'token',
    value: token,
    domain: hostname,
    path: '/',
    sameSite: 'Lax',
    expires: Date.now() / 1000 + 86400,
  };
  // Every run is the first visit after signing in: no cookie from the run before (the one-time
  // welcome greeting sets one when it hides, and would be missing from the next run).
  socket.send(JSON.stringify({ id: 0, method: 'Storage.clearCookies' }));
  socket.send(
    JSON.stringify({
      id: 1,
      method: 'Storage.setCookies',
      params: { cookies: token ? [cookie] : [] },
    }),
  );
  await done;
  socket.close();
}

/** The largest paint's element as Lighthouse names it (selector and text), or ''. */
function lcpElement(lhr) {
  // Lighthouse 13: the node is an item of the LCP breakdown insight (older: its own audit).
  const details = [
    lhr.audits['lcp-breakdown-insight']?.details,
    lhr.audits['largest-contentful-paint-element']?.details,
  ];
  const items = details.flatMap((detail) => detail?.items ?? []);
  const node = items
    .flatMap((item) => item.items ?? [item])
    .find((item) => item.type === 'node' || item.node);
  const found = node?.node ?? node;
  return found ? `${found.selector ?? ''} "${(found.nodeLabel ?? '').slice(0, 60)}"`.trim() : '';
}

/** What cost points: failing accessibility audits, and performance audits scoring under 0.9. */
function lostPoints(lhr) {
  const failing = (category, threshold) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < threshold &&
          audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => ({ id: audit.id, title: audit.title, value: audit.displayValue ?? '' }));
  return { accessibility: failing('accessibility', 1), performance: failing('performance', 0.9) };
}

/** One line per audit that cost points in any run, with its value in each run it failed. */
function lostAcrossRuns(runs, kind) {
  const byId = new Map();
  for (const audit of runs.flatMap((r) => r.lostPoints[kind])) {
    const entry = byId.get(audit.id) ?? { title: audit.title, values: [], runs: 0 };
    entry.runs += 1;
    if (audit.value) entry.values.push(audit.value);
    byId.set(audit.id, entry);
  }
  return [...byId].map(
    ([id, { title, values, runs: failed }]) =>
      `${id}: ${title}, in ${failed}/${runs.length} runs${values.length ? ` (${values.join(' / ')})` : ''}`,
  );
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, common on a loaded machine) is retried twice. */
async function lighthouseRun(url, attempt = 1) {
  const { lhr, artifacts } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!lhr.runtimeError) return { lhr, artifacts };
  const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  if (attempt >= 3) throw new Error(problem);
  console.log(`bench: ${problem}; running again`);
  return lighthouseRun(url, attempt + 1);
}

async function audit(origin, page, index) {
  const url = `${page.origin ?? origin}${page.path}`;
  const { lhr, artifacts } = await lighthouseRun(url);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  // The path without its query (the deposit return page's `?transaction=`).
  if (landed !== new URL(url).pathname)
    throw new Error(`${url} ended on ${landed}: the session was not picked up`);
  mkdirSync('test-results/bench', { recursive: true });
  writeFileSync(`test-results/bench/${page.name}-${index + 1}.lhr.json`, JSON.stringify(lhr));
  // BENCH_TRACE=1 keeps the trace each run was simulated from (open it in DevTools' Performance
  // panel) and the DevTools log beside it (what Lighthouse builds its network graph from).
  if (process.env.BENCH_TRACE && artifacts) {
    const prefix = `test-results/bench/${page.name}-${index + 1}`;
    writeFileSync(`${prefix}.trace.json`, JSON.stringify(artifacts.Trace));
    writeFileSync(
      `${prefix}.artifacts.json`,
      JSON.stringify({
        DevtoolsLog: artifacts.DevtoolsLog,
        GatherContext: artifacts.GatherContext,
        URL: artifacts.URL,
        settings: lhr.configSettings,
      }),
    );
  }
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    // What the largest paint was (its selector and text): a page's own content, not a late notice.
    lcpElement: lcpElement(lhr),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouse: lhr.lighthouseVersion,
    lostPoints: lostPoints(lhr),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(runs) {
  const keys = ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls', 'fcpMs', 'benchmarkIndex'];
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));
  const lost = (kind) => lostAcrossRuns(runs, kind);
  const misses = [];
  if (medians.performance < TARGETS.performance)
    misses.push(`performance ${medians.performance} < ${TARGETS.performance}`);
  if (medians.accessibility < TARGETS.accessibility)
    misses.push(`accessibility ${medians.accessibility} < ${TARGETS.accessibility}`);
  if (medians.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${medians.lcpMs} ms > ${TARGETS.lcpMs} ms`);
  if (medians.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${medians.tbtMs} ms > ${TARGETS.tbtMs} ms`);
  if (medians.cls > TARGETS.cls) misses.push(`CLS ${medians.cls} > ${TARGETS.cls}`);
  return {
    medians,
    misses,
    lostPoints: { accessibility: lost('accessibility'), performance: lost('performance') },
  };
}

function report(results, meta) {
  console.log(
    `\nLighthouse ${meta.lighthouse}, mobile, simulated throttling, median of ${RUNS} (${meta.dist}, ${meta.cpus} cores, load ${meta.load.before} → ${meta.load.after})`,
  );
  console.table(
    Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.summary.medians])),
  );
  for (const [name, { summary }] of Object.entries(results)) {
    for (const miss of summary.misses) console.log(`${name}: target missed: ${miss}`);
    for (const line of [...summary.lostPoints.accessibility, ...summary.lostPoints.performance])
      console.log(`${name}: - ${line}`);
  }
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/bench.json',
    `${JSON.stringify({ ...meta, targets: TARGETS, results }, null, 2)}\n`,
  );
  console.log('\nWritten to test-results/bench.json (full reports in test-results/bench/)');
}

async function stopAll() {
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => (child.kill('SIGKILL'), resolve()), 5000).unref();
        }),
    ),
  );
}

async function main() {
  // The desktop browser a client runs, not the tests' lighter headless shell.
  const chromePath = findDesktopChromium();
  if (!chromePath) {
    console.error(
      'The bench runs Lighthouse in the desktop Chromium: sudo apt-get install -y chromium (or set BENCH_CHROMIUM_PATH).',
    );
    process.exit(1);
  }
  const loadBefore = loadAverage();
  const { origin, dist, referenceOrigin } = await startServers();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    envVars: chromiumEnv(),
  });
  // BENCH_PAGES=login (or home) measures those pages only, for quick comparisons.
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = [
    ...PAGES.filter((p) => !only || only.includes(p.name)),
    ...(referenceOrigin
      ? [{ name: 'reference-login', path: '/auth/login', signedIn: false, origin: referenceOrigin }]
      : []),
  ];
  const tokens = new Map();
  for (const page of pages.filter((p) => p.signedIn))
    tokens.set(page.name, await signIn(origin, page.account));
  const runs = Object.fromEntries(pages.map((page) => [page.name, []]));
  // Interleaved: every page's run 1, then every page's run 2... Each run starts from an empty
  // cookie jar (a signed-in page's with its token only), so each is a first visit.
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of pages) {
      await setTokenCookie(page.origin ?? origin, tokens.get(page.name) ?? null);
      const result = await audit(origin, page, i);
      runs[page.name].push(result);
      console.log(
        `bench: ${page.name} ${page.path} run ${i + 1}/${RUNS}: performance ${result.performance}, accessibility ${result.accessibility}, LCP ${result.lcpMs} ms (${result.lcpElement}), CLS ${result.cls}`,
      );
    }
  }
  const results = Object.fromEntries(
    pages.map((page) => [
      page.name,
      {
        url: `${page.origin ? 'reference ' : ''}${page.path}`,
        // The reference is measured, not held to our targets.
        summary: { ...summarise(runs[page.name]), ...(page.origin ? { misses: [] } : {}) },
        runs: runs[page.name],
      },
    ]),
  );
  const version = Object.values(results)[0].runs[0].lighthouse;
  const meta = {
    date: new Date().toISOString(),
    lighthouse: version,
    dist,
    cpus: cpus().length,
    // The 1-minute load average before and after: above the core count, other processes slowed
    // the runs, and simulated throttling scales the CPU time it observed.
    load: { before: loadBefore, after: loadAverage() },
  };
  report(results, meta);
  return Object.values(results).some((r) => r.summary.misses.length > 0);
}

const timer = setTimeout(async () => {
  console.error(`bench: gave up after ${TIME_LIMIT_MS / 60_000} minutes`);
  await stopAll();
  process.exit(1);
}, TIME_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => stopAll().then(() => process.exit(130)));

try {
  const missed = await main();
  process.exitCode = STRICT && missed ? 1 : 0;
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
  await stopAll();
}
