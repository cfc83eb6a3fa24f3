// `npm run test:browsers`: the demo build in Debian's Firefox ESR (WebDriver BiDi) and WebKitGTK
// (WebKitWebDriver, under Xvfb). Signs in, visits every signed-in route in both themes, and fails
// on an uncaught error, a page that scrolls sideways, or a tab strip that overflows (the stray
// scrollbar the other engines draw). Screenshots go to test-results/browsers/<engine>/.
// Outside `npm test`: the two browsers are extra packages (see docs/tooling.md).
//
//   npm run test:browsers                 both engines, both themes
//   npm run test:browsers -- firefox      one engine (firefox | webkit)
//   BROWSERS_WIDTH=375 npm run test:browsers
//   BROWSERS_ORIGIN=http://127.0.0.1:6395 npm run test:browsers
//                                         a server already running instead of the demo build:
//                                         e.g. the production build behind nginx with the demo
//                                         backend (docs/tooling.md), whose index.html sends the
//                                         session's first calls (scripts/first-load.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_CALLS } from './first-load.mjs';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WIDTH = Number(process.env.BROWSERS_WIDTH ?? 1440);
const HEIGHT = WIDTH < 700 ? 812 : 900;
const OUT = 'test-results/browsers';
const DEMO = { email: 'demo@example.com', password: 'password' };

/** Every signed-in route of the demo investor; `:first` follows the first link of the page before. */
const ROUTES = [
  'home',
  'profile',
  'deposit',
  'withdraw',
  'transfer',
  'transactions',
  'security',
  'wallet/wallets',
  'wallet/:first',
  'trading-account/accounts',
  'trading-account/:first',
  'investor',
  'tickets',
  'tickets/:first',
  'articles',
  'articles/:first',
  'analytics',
  'ipo/calendar',
  'ipo/calculator',
  'ipo/history',
  'ipo/my-ipo',
  'settings/profile',
  'settings/settings',
  'settings/verification',
  'no-such-page',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check, what, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

// ---- In the page (sent as source text) ---------------------------------------------------------

/** Collects uncaught errors, rejections and console errors for the rest of the page's life. */
const INSTALL_COLLECTOR = `(() => {
  if (window.__browserErrors) return true;
  window.__browserErrors = [];
  addEventListener('error', (e) => window.__browserErrors.push('error: ' + (e.message || e.type)));
  addEventListener('unhandledrejection', (e) =>
    window.__browserErrors.push('unhandled rejection: ' + String(e.reason && (e.reason.stack || e.reason.message) || e.reason)));
  const original = console.error;
  console.error = (...args) => { window.__browserErrors.push('console.error: ' + args.map(String).join(' ')); original(...args); };
  return true;
})()`;

/** Moves the app without a page load, as the router does on back/forward (see the e2e crawl). */
const navigateScript = (url) => `(() => {
  const idx = ((history.state && history.state.idx) || 0) + 1;
  history.pushState({ usr: null, key: 'browsers-' + idx, idx }, '', ${JSON.stringify(url)});
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  return true;
})()`;

const ARRIVED = `(() => location.pathname !== '/' && !!document.querySelector('main h1') &&
  !document.querySelector('[aria-busy="true"]:not(:has(iframe))') &&
  !document.querySelector('main [data-skeleton]') &&
  !document.querySelector('[data-global-loader]'))()`;

/** How often the page requested each of the session's first calls (resource timing). */
const SESSION_CALL_COUNTS = `JSON.stringify(Object.fromEntries(${JSON.stringify(
  SESSION_CALLS.map(([, path]) => path),
)}.map((path) => [path, performance.getEntriesByType('resource').filter((entry) =>
  new URL(entry.name).pathname === path).length])))`;

const firstLinkScript = (prefix) =>
  `(() => { const a = document.querySelector('main a[href^="${prefix}"]'); return a ? a.getAttribute('href') : null; })()`;

/** What the checks read after each page: errors so far, sideways scrolling, overflowing tab strips. */
const INSPECT = `(() => {
  const errors = window.__browserErrors ? window.__browserErrors.splice(0) : ['(collector lost: a full page load happened)'];
  const root = document.documentElement;
  const sideways = root.scrollWidth > root.clientWidth + 1 ? root.scrollWidth - root.clientWidth : 0;
  const strips = [...document.querySelectorAll('[role="tablist"], nav > ul')]
    .filter((el) => el.scrollHeight > el.clientHeight + 0.5 && getComputedStyle(el).overflowY !== 'visible')
    .map((el) => (el.getAttribute('aria-label') || el.parentElement.getAttribute('aria-label') || el.tagName) + ' +' + (el.scrollHeight - el.clientHeight) + 'px');
  return JSON.stringify({ title: document.title, path: location.pathname, errors, sideways, strips });
})()`;

// ---- Firefox over WebDriver BiDi ---------------------------------------------------------------

async function firefoxSession() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'cabinet-firefox-'));
  // No first-run pages, no updates, no telemetry: nothing leaves 127.0.0.1.
  writeFileSync(
    join(profile, 'user.js'),
    [
      'user_pref("browser.shell.checkDefaultBrowser", false);',
      'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
      'user_pref("toolkit.telemetry.enabled", false);',
      'user_pref("app.update.enabled", false);',
      'user_pref("browser.startup.homepage_override.mstone", "ignore");',
      'user_pref("network.captive-portal-service.enabled", false);',
      'user_pref("network.connectivity-service.enabled", false);',
      'user_pref("extensions.update.enabled", false);',
      'user_pref("browser.safebrowsing.update.enabled", false);',
      'user_pref("remote.prefs.recommended", true);',
    ].join('\n'),
  );
  const browser = spawn(
    FIREFOX,
    [
      '--headless',
      '--no-remote',
      '--profile',
      profile,
      `--remote-debugging-port=${port}`,
      `--window-size=${WIDTH},${HEIGHT}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  browser.stderr.on('data', (chunk) => (stderr += chunk));
  const socket = await waitFor(
    () =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/session`);
        ws.onopen = () => resolve(ws);
        ws.onerror = () => reject(new Error('not yet'));
      }),
    `Firefox's WebDriver BiDi port (${stderr.slice(-300)})`,
  );
  let nextId = 1;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.id && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'error') reject(new Error(`${message.error}: ${message.message}`));
      else resolve(message.result);
    }
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('session.new', { capabilities: {} });
  const { contexts } = await send('browsingContext.getTree', {});
  const context = contexts[0].context;
  await send('browsingContext.setViewport', {
    context,
    viewport: { width: WIDTH, height: HEIGHT },
  });
  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await send('script.evaluate', {
      expression,
      target: { context },
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.text);
    return result.value;
  };
  return {
    name: 'firefox',
    goto: (url) => send('browsingContext.navigate', { context, url, wait: 'complete' }),
    evaluate,
    screenshot: async () =>
      Buffer.from((await send('browsingContext.captureScreenshot', { context })).data, 'base64'),
    async close() {
      await send('session.end').catch(() => undefined);
      socket.close();
      browser.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ---- WebKitGTK over WebKitWebDriver (W3C WebDriver, HTTP) -------------------------------------

async function webkitSession() {
  const port = await freePort();
  // MiniBrowser has no headless mode: it draws into a virtual X display.
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', `-screen 0 ${WIDTH + 100}x${HEIGHT + 200}x24`, WEBKIT_DRIVER, `--port=${port}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  driver.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${answer.value?.error}: ${answer.value?.message}`);
    return answer.value;
  };
  await waitFor(
    () => call('GET', '/status').then((value) => value.ready !== undefined),
    `WebKitWebDriver (${stderr.slice(-300)})`,
  );
  const session = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    },
  });
  const id = session.sessionId;
  await call('POST', `/session/${id}/window/rect`, { x: 0, y: 0, width: WIDTH, height: HEIGHT });
  return {
    name: 'webkit',
    goto: (url) => call('POST', `/session/${id}/url`, { url }),
    evaluate: (expression) =>
      call('POST', `/session/${id}/execute/async`, {
        script: `const done = arguments[arguments.length - 1]; Promise.resolve(${expression}).then(done, (e) => done('__error__' + e));`,
        args: [],
      }),
    screenshot: async () => Buffer.from(await call('GET', `/session/${id}/screenshot`), 'base64'),
    async close() {
      await call('DELETE', `/session/${id}`).catch(() => undefined);
      try {
        process.kill(-driver.pid);
      } catch {
        driver.kill();
      }
    },
  };
}

// ---- The walk ----------------------------------------------------------------------------------

async function walk(browser, origin, theme) {
  const problems = [];
  const dir = join(OUT, browser.name, `${WIDTH}-${theme}`);
  mkdirSync(dir, { recursive: true });
  // Sign in through the form, as a client does; the theme is the cookie the app reads before paint.
  await browser.goto(`${origin}/en/login`);
  await browser.evaluate(
    `(() => { document.cookie = 'user-theme=${theme}-theme; path=/'; return true; })()`,
  );
  const formShown = () => browser.evaluate(`!!document.querySelector('input[type="password"]')`);
  await browser.goto(`${origin}/en/login`);
  // A browser started under Xvfb sometimes misses its first load's end: one reload, then fail.
  if (!(await waitFor(formShown, 'the sign-in form', 15_000).catch(() => false))) {
    await browser.goto(`${origin}/en/login`);
    await waitFor(formShown, 'the sign-in form');
  }
  await browser.evaluate(`(() => {
    const set = (input, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set(document.querySelector('input[type="email"]'), ${JSON.stringify(DEMO.email)});
    set(document.querySelector('input[type="password"]'), ${JSON.stringify(DEMO.password)});
    document.querySelector('form button[type="submit"]').click();
    return true;
  })()`);
  await waitFor(
    () => browser.evaluate(`location.pathname === '/en/home'`),
    'home after signing in',
  );
  // A signed-in page loaded afresh (a reload, a bookmark): the client stays signed in, and each
  // of the session's first calls is made once. In the production build index.html sends them
  // while the scripts download and the app takes their answers; an answer it could not take
  // (the inline script failing in this engine, a header it does not match) shows as a second call.
  await browser.goto(`${origin}/en/home`);
  const reloaded = await waitFor(
    () => browser.evaluate(`location.pathname === '/en/home' && ${ARRIVED}`),
    'home after a reload',
    20_000,
  ).catch(() => false);
  if (!reloaded) problems.push('/en/home loaded afresh: did not finish loading');
  const calls = JSON.parse(await browser.evaluate(SESSION_CALL_COUNTS));
  for (const [path, count] of Object.entries(calls)) {
    if (count !== 1) problems.push(`/en/home loaded afresh: ${path} requested ${count} times`);
  }
  // Where index.html carries the script: it ran in this engine and every answer was taken.
  const html = await fetch(`${origin}/en/home`).then((response) => response.text());
  if (html.includes('__cabinetSessionCalls')) {
    const left = await browser.evaluate(
      `window.__cabinetSessionCalls ? window.__cabinetSessionCalls.c.length : -1`,
    );
    if (left < 0) problems.push('/en/home loaded afresh: index.html sent no session calls');
    else if (left > 0) problems.push(`/en/home loaded afresh: ${left} session answers not taken`);
  }
  await browser.evaluate(INSTALL_COLLECTOR);
  for (const route of ROUTES) {
    let path = `/en/${route}`;
    if (route.endsWith('/:first')) {
      const prefix = `/en/${route.slice(0, -'/:first'.length)}/`;
      path = await waitFor(
        () => browser.evaluate(firstLinkScript(prefix)),
        `a link to ${prefix}…`,
        15_000,
      ).catch(() => null);
      if (!path) {
        problems.push(`${route}: no link to ${prefix}… on the page before`);
        continue;
      }
    }
    await browser.evaluate(navigateScript(path));
    const arrived = await waitFor(
      () =>
        browser.evaluate(
          `location.pathname === ${JSON.stringify(path.split('?')[0])} && ${ARRIVED}`,
        ),
      path,
      20_000,
    ).catch(() => false);
    await sleep(300);
    const seen = JSON.parse(await browser.evaluate(INSPECT));
    if (!arrived) problems.push(`${path}: did not finish loading (${seen.title})`);
    for (const error of seen.errors) problems.push(`${path}: ${error}`);
    if (seen.sideways) problems.push(`${path}: scrolls sideways by ${seen.sideways}px`);
    for (const strip of seen.strips) problems.push(`${path}: tab strip overflows (${strip})`);
    // The page has settled in the DOM; let the engine paint it (WebKit's shot lags a frame or two).
    await browser.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(true), 400))))',
    );
    const file = `${route.replaceAll('/', '_').replace(':', '')}.png`;
    writeFileSync(join(dir, file), await browser.screenshot());
  }
  return problems;
}

/** Each engine in each theme through every route; whether any of them found a problem. */
async function walkEngines(engines, origin) {
  let failed = false;
  for (const engine of engines) {
    for (const theme of ['light', 'dark']) {
      const started = Date.now();
      let problems;
      // A browser that fails to start or to load the first page gets one more try; what the
      // pages themselves do is never retried.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const browser = engine === 'firefox' ? await firefoxSession() : await webkitSession();
        try {
          problems = await walk(browser, origin, theme);
          break;
        } catch (error) {
          problems = [`stopped: ${error instanceof Error ? error.message : error}`];
          if (!String(problems[0]).includes('sign-in form')) break;
        } finally {
          await browser.close();
        }
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (problems.length) {
        failed = true;
        console.log(
          `✖ ${engine}, ${theme}, ${WIDTH} px (${seconds} s):\n  ${problems.join('\n  ')}`,
        );
      } else {
        console.log(
          `✔ ${engine}, ${theme}, ${WIDTH} px: ${ROUTES.length} routes, no error (${seconds} s)`,
        );
      }
    }
  }
  return failed;
}

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const engines = wanted.length ? wanted : ['firefox', 'webkit'];
  for (const [engine, path] of [
    ['firefox', FIREFOX],
    ['webkit', WEBKIT_DRIVER],
  ]) {
    if (engines.includes(engine) && !existsSync(path)) {
      console.error(
        `${engine}: ${path} is missing. apt-get install -y firefox-esr webkit2gtk-driver xvfb`,
      );
      process.exit(2);
    }
  }
  const given = process.env.BROWSERS_ORIGIN?.replace(/\/$/, '');
  if (given) {
    await waitFor(() => fetch(`${given}/en/login`).then((r) => r.ok), given);
    process.exit((await walkEngines(engines, given)) ? 1 : 0);
  }
  if (!existsSync('dist-demo/index.html') || process.env.BROWSERS_BUILD !== '0') {
    const build = spawnSync('npm', ['run', '-s', 'build:demo'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_DEMO_LATENCY_MS: '0' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = await freePort();
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      'dist-demo',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  let failed = false;
  try {
    await waitFor(() => fetch(`${origin}/en/login`).then((r) => r.ok), 'the demo server');
    failed = await walkEngines(engines, origin);
  } finally {
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  }
  console.log(`Screenshots: ${OUT}/<engine>/<width>-<theme>/`);
  process.exit(failed ? 1 : 0);
}

await main();
