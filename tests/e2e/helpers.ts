import {
  expect,
  test as baseTest,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getViolations, injectAxe } from 'axe-playwright';
import { OPERATIONS } from '../../src/api/generated/operations';
import { escapeRegExp } from '../../src/lib/regexp';
import { WCAG_22_AA } from '../wcag';

// Time budgets live in playwright.config.ts (generous: the machine running the demo may be busy).
export { expect } from '@playwright/test';

/** The cookie that names a test's own database on the demo backend (src/mocks/http-backend.ts). */
const TENANT_COOKIE = 'demo-tenant';

/**
 * Forgets the browser's cookies (the session, preferences), as a browser whose cookies were
 * cleared: the test keeps its demo database (the tenant cookie stands for the backend, not the browser).
 */
export const clearBrowserCookies = (context: BrowserContext) =>
  context.clearCookies({ name: new RegExp(`^(?!${TENANT_COOKIE}$)`) });

/**
 * `test`, with a demo database of its own: the production build's specs share one HTTP demo
 * backend, which answers each test from the tenant its `demo-tenant` cookie names, seeded on the
 * test's first call, as a fresh browser context of the in-page demo would be. HttpOnly, so the app
 * never sees it (a logout clears the cookies it can).
 */
export const test = baseTest.extend<{ demoTenant: string }>({
  demoTenant: [
    async ({ context }, use, testInfo) => {
      const name = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
      await context.addCookies([
        { name: TENANT_COOKIE, value: name, domain: appHost(), path: '/', httpOnly: true },
      ]);
      await use(name);
    },
    { auto: true },
  ],
});

/** Seeded accounts of the demo backend: an investor, and a plain client. */
export const DEMO = { email: 'demo@example.com', password: 'password' } as const;
export const CLIENT = { email: 'client@example.com', password: 'password' } as const;

/**
 * The text field (password fields included) labelled `label`. Its accessible name may go on with
 * the "required" mark ("E-mail required"); a textbox role keeps "Passwort" from finding the
 * "Passwort anzeigen" button.
 */
export const textField = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}(?:\\s|$)`) });

/** The sign-in form's visible texts in the languages the specs use. */
export const SIGN_IN_TEXTS = {
  en: { email: 'E-mail', password: 'Password', remember: 'Remember me', submit: 'Sign in' },
  de: { email: 'E-Mail', password: 'Passwort', remember: 'Angemeldet bleiben', submit: 'Anmelden' },
  fi: {
    email: 'Sähköposti',
    password: 'Salasana',
    remember: 'Muista minut',
    submit: 'Kirjaudu sisään',
  },
} as const;
type Lang = keyof typeof SIGN_IN_TEXTS;

/** The sign-in form's controls, found by their labels as a user finds them. */
export const login = {
  email: (page: Page, lang: Lang = 'en') => textField(page, SIGN_IN_TEXTS[lang].email),
  password: (page: Page, lang: Lang = 'en') => textField(page, SIGN_IN_TEXTS[lang].password),
  remember: (page: Page, lang: Lang = 'en') =>
    page.getByRole('checkbox', { name: SIGN_IN_TEXTS[lang].remember, exact: true }),
  submit: (page: Page, lang: Lang = 'en') =>
    page.getByRole('button', { name: SIGN_IN_TEXTS[lang].submit, exact: true }),
};

/** Waits until the app (and, in the demo build, its mock backend) has rendered a page. */
export async function ready(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
}

/**
 * Holds the app's scripts back (the built assets, and the dev server's sources) until the returned
 * `release()` is called: what the HTML alone paints stays on screen.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(?:assets|src)\/.*\.(?:js|tsx?)(?:\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * On a signed-out page the server sent as HTML, shows intent (a Shift press: it changes nothing on
 * the page) and waits until the app has taken over (scripts/prerender.mjs, src/app/shell/
 * prerendered.ts). Elsewhere it returns at once.
 */
export async function appTakesOver(page: Page) {
  if ((await page.locator('#root[data-prerendered]').count()) === 0) return;
  await page.keyboard.press('Shift');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/** Opens the sign-in page and waits until the form is interactive. */
export async function openLogin(page: Page, path = '/en/login') {
  await page.goto(path);
  await expect(login.email(page)).toBeVisible();
}

/** Signs in through the form (English). */
export async function signIn(
  page: Page,
  email: string = DEMO.email,
  password: string = DEMO.password,
  remember = false,
) {
  await login.email(page).fill(email);
  await login.password(page).fill(password);
  if (remember) await login.remember(page).check();
  await login.submit(page).click();
}

/** The host the app under test is served from (cookies are set for it before any page is open). */
export const appHost = () =>
  new URL(baseTest.info().project.use.baseURL ?? 'http://127.0.0.1').hostname;

/** The demo backend's seeded session of each seeded account (src/mocks/seed/users.ts). */
const SEEDED_SESSIONS: Record<string, string> = {
  [DEMO.email]: 'demo-token',
  [CLIENT.email]: 'client-token',
};

/**
 * Starts a session for `account` as the sign-in page leaves it: the token cookie (for a year with
 * `remember`). A seeded account gets its seeded session's token, so the test's first page load is
 * the page it is about (the sign-in form and the login call have their own specs); any other
 * account signs in through the API of the running app. Returns the token.
 */
export async function signInByApi(
  page: Page,
  account: { email: string; password: string } = DEMO,
  remember = true,
) {
  let token = SEEDED_SESSIONS[account.email];
  if (!token || account.password !== 'password') {
    await page.goto('/en/login');
    await ready(page);
    token = await page.evaluate(async ({ email, password }) => {
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password, remember: true }),
      });
      const body = (await res.json()) as { token?: string };
      return body.token ?? '';
    }, account);
  }
  expect(token).not.toBe('');
  await page.context().addCookies([
    {
      name: 'token',
      value: token,
      domain: appHost(),
      path: '/',
      sameSite: 'Lax',
      ...(remember ? { expires: Math.floor(Date.now() / 1000) + 365 * 86400 } : {}),
    },
  ]);
  return token;
}

/**
 * Signs in through the API from the page already open (any page of the demo app answers, its mock
 * backend runs in the page) and stores the token cookie: the next page load starts that session.
 * Saves `signInByApi`'s extra load of the sign-in page where a spec signs in more than once.
 */
export async function signInFromHere(page: Page, account: { email: string; password: string }) {
  const token = await page.evaluate(async ({ email, password }) => {
    const res = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password, remember: true }),
    });
    return ((await res.json()) as { token?: string }).token ?? '';
  }, account);
  expect(token).not.toBe('');
  const { hostname } = new URL(page.url());
  await page
    .context()
    .addCookies([{ name: 'token', value: token, domain: hostname, path: '/', sameSite: 'Lax' }]);
}

/**
 * Pastes `text` into `field` from the clipboard with the keyboard (Ctrl+V, Cmd+V on a Mac), as a
 * client pastes from a password manager or an authenticator app (WCAG 3.3.8): a field that blocks
 * paste stays empty.
 */
export async function pasteInto(field: Locator, text: string) {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Counts the requests the page makes to an API path (method + exact path). */
export function countRequests(page: Page, method: string, path: string | RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    if (request.method() === method && match) seen.push(request.url());
  });
  return seen;
}

/** A cookie as the browser holds it. */
export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Days until a cookie expires (-1 for a session cookie). */
export const daysLeft = (expires: number) =>
  expires < 0 ? -1 : Math.round((expires * 1000 - Date.now()) / 86_400_000);

/** Lets fades and slides end first: mid-animation colours are not what the user reads. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** IBM's Equal Access engine, as the browser runs it (one file, injected into the page). */
const ACE_FILE = fileURLToPath(import.meta.resolve('accessibility-checker-engine/ace.js'));
let aceSource: string | undefined;

/**
 * What IBM's Equal Access engine finds on the page: its WCAG 2.2 (A and AA) rule set, violations
 * only (not the "needs review" items). A second engine beside axe: it knows rules axe lacks
 * (unique labels of landmarks and articles, one label per control, autocomplete tokens per input
 * type, tables whose headers are hidden away).
 */
export async function ibmViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  if (!(await page.evaluate(() => 'ace' in window))) {
    // Evaluated, not a script tag: the page's Content Security Policy refuses inline scripts.
    // (Its top-level `var ace` becomes the page's global; `undefined` keeps the engine out of the answer.)
    await page.evaluate(`${(aceSource ??= readFileSync(ACE_FILE, 'utf8'))}\n;undefined`);
  }
  return page.evaluate(async () => {
    type Result = {
      ruleId: string;
      message: string;
      value: [string, string];
      path: { dom: string };
    };
    const { ace } = window as unknown as {
      ace: {
        Checker: new () => { check: (d: Document, r: string[]) => Promise<{ results: Result[] }> };
      };
    };
    const report = await new ace.Checker().check(document, ['WCAG_2_2']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => `${r.ruleId}: ${r.message} (${r.path.dom})`);
  });
}

/**
 * What axe finds on the page: the WCAG 2.2 A/AA rules (`WCAG_22_AA`), or only the rules named
 * (`rules`), one line per rule with the elements that fail it.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  await animationsDone(page);
  // Once per document: a crawl that moves inside the page keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  const violations = await getViolations(page, undefined, {
    runOnly: rules
      ? { type: 'rule', values: [...rules] }
      : { type: 'tag', values: [...WCAG_22_AA] },
    resultTypes: ['violations'],
  });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No axe violations on the page (WCAG 2.2 A/AA rules: `WCAG_22_AA`). IBM's engine
 * (`ibmViolations`) runs on every signed-in route in the accessibility crawl
 * (tests/e2e/a11y-crawl.spec.ts) and on every route in the language crawl: at a second or two per
 * page it is too slow for every check.
 */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The page does not scroll sideways (long translations wrap instead of overflowing). Measured
 * against the layout viewport (`clientWidth`): on a phone (`isMobile`) the browser zooms out to
 * show content wider than the screen, and `innerWidth` then grows with it, hiding the overflow.
 */
export async function expectNoHorizontalOverflow(
  page: Page,
  message = 'the page scrolls sideways',
) {
  // Polled: what counts is the settled layout (a web font or a measured tab bar may still move it).
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message },
    )
    .toBeLessThanOrEqual(0);
}

/**
 * `test` that fails on any console error or warning (and any uncaught page error) during the test:
 * the sign-in flows must run quietly. A test that provokes a failure on purpose allows the
 * browser's own line about it: `allowConsole(/status of 422/)`.
 */
export const quietTest = test.extend<{ allowConsole: (pattern: RegExp) => void }>({
  allowConsole: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        if (!allowed.some((pattern) => pattern.test(message.text())))
          problems.push(`${type}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Starts summing the page's layout shifts from its next load, as Cumulative Layout Shift counts
 * them (entries without recent input); `layoutShift` reads the sum.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) win.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift summed since the load `watchLayoutShift` watches, once what arrives late has
 * arrived (the caller waits for the page's own parts): the fonts and images loaded, and two frames
 * drawn after that.
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done);
              image.addEventListener('error', done);
            }),
      ),
    );
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { __shift: number }).__shift;
  });
}

/** Where a call of the contract goes: its method and its path as a pattern (`{id}` any segment). */
function callPattern(operationId: string) {
  const operation = OPERATIONS.find((item) => item.id === operationId);
  if (!operation) throw new Error(`Unknown operationId "${operationId}"`);
  const path = operation.path
    .split(/\{[^}]+\}/)
    .map(escapeRegExp)
    .join('[^/?]+');
  return { method: operation.method, url: new RegExp(`^[^?]*://[^/]+${path}(?:\\?.*)?$`) };
}

/** The routes `mockCalls` set on each page, which its `off` removes (and only those). */
const routesOf = new WeakMap<Page, [RegExp, (route: Route) => Promise<void>][]>();

/**
 * Switches calls to fail for this test, as `?mock=` does in the demo build (src/mocks/scenarios.ts):
 * `getWallets:500json,login:slow`, `*:500json`, `beyond:off`, `off`. The backend answers a switched
 * call as the scenario says (its switches are the test's own, like its database); a `network`
 * failure and a `lost` answer happen in the browser (`page.route`), where they happen to a client:
 * the request fails, or it reaches the backend and its answer never comes back.
 */
export async function mockCalls(page: Page, switches: string) {
  const backend: string[] = [];
  const routes = routesOf.get(page) ?? [];
  routesOf.set(page, routes);
  for (const item of switches.split(',').map((part) => part.trim())) {
    const [operationId = '', scenario] = item.split(':');
    if (item === 'off') {
      for (const [url, handler] of routes.splice(0)) await page.unroute(url, handler);
    }
    if (scenario !== 'network' && scenario !== 'lost') {
      backend.push(item);
      continue;
    }
    const pattern =
      operationId === '*'
        ? { method: '', url: /^[^?]*:\/\/[^/]+\/api\// }
        : callPattern(operationId);
    const handler = async (route: Route) => {
      if (pattern.method && route.request().method() !== pattern.method) return route.fallback();
      if (scenario === 'lost') await route.fetch();
      return route.abort('internetdisconnected');
    };
    routes.push([pattern.url, handler]);
    await page.route(pattern.url, handler);
  }
  if (!backend.length) return;
  const response = await page.request.post('/api/__demo-backend/switches', {
    data: backend.join(','),
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(response.status(), `switches ${backend.join(',')}`).toBe(200);
}

/**
 * Seeds this test's demo database again around `today`, the day its browser clock is set to
 * (`page.clock.install`): the in-page demo seeded around the page's clock, the HTTP backend around
 * its own unless told.
 */
export async function seedAround(page: Page, today: Date) {
  const response = await page.request.post('/api/__demo-backend/today', {
    data: today.toISOString(),
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(response.status(), `seed around ${today.toISOString()}`).toBe(204);
}
