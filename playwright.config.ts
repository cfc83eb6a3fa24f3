import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './scripts/chromium.mjs';
import { prodProject, prodServers } from './tests/prod/project';

/**
 * Unusual ports (4173-4191 are often taken on shared machines): the production build behind
 * nginx, the demo build, and the HTTP demo backend behind the first; then the production-server
 * specs' nginx and backend (tests/prod/project.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 6391);
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? PORT + 1);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? PORT + 2);
const PROD_PORT = Number(process.env.PROD_PORT ?? PORT + 4);
const PROD_BACKEND_PORT = Number(process.env.PROD_BACKEND_PORT ?? PORT + 5);
// For the production-server specs that start an nginx of their own (the workers inherit it).
process.env.PROD_BACKEND_PORT = String(PROD_BACKEND_PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
/** The builds to serve (other folders let parallel runs keep their own builds). */
const DIST = process.env.E2E_DIST ?? 'dist';
const DEMO_DIST = process.env.E2E_DEMO_DIST ?? 'dist-demo';

/**
 * The end-to-end specs run against the production build (mocking off) behind deploy/nginx.conf,
 * talking over HTTP to the demo backend (src/mocks/http-server.ts), which gives each test its own
 * database (tests/e2e/helpers.ts): the pages as clients get them, and half the browser's work of
 * the demo build, whose in-page mock backend (msw's service worker and 750 kB of handlers and seed)
 * every page load of a fresh context paid for again (24 page loads: 37 s against 22.5 s).
 * Tests tagged `@demo` are about the demo build itself (its `?mock=` switches, its demo accounts on
 * the sign-in page) and run against it.
 */
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/**
 * The desktop specs run with `prefers-reduced-motion: reduce`: what they check does not depend on
 * a fade or a slide, and without them the browser draws far fewer frames (the skeletons' shimmer,
 * the page transitions, dialogs and toasts coming in) and Playwright waits less for an element
 * to stop moving: 13-15 % less time for the same specs. The phone specs keep the motion, and so
 * do two desktop specs (home's journey and the sidebar's every section, `test.use`), so the
 * animated paths (the welcome banner fading, the page transitions, a dialog coming in) still run
 * in a browser at both widths.
 */
const STILL = { reducedMotion: 'reduce' as const };

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port, so runs on different ports never share artifacts.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous on purpose: the tests run on a shared, sometimes busy machine, and the specs should
  // judge behaviour, not load. Specs add no overrides.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test CPU (DOM snapshots on each action) even when it passes and
    // the trace is thrown away; a failure keeps its screenshot. PW_TRACE=1 records them to debug.
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
    // The project's fonts only (FONTCONFIG_FILE): text renders the same whatever fonts the machine has.
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() },
  },
  projects: [
    { name: 'desktop', use: { ...DESKTOP, ...STILL }, grepInvert: /@demo/ },
    // At 375 px only what is about the phone: the menu, fitting the window, no sideways scrolling
    // in German and Finnish, axe on the phone layouts the stories cannot reach. A page's behaviour
    // is the same at both widths and runs here once (desktop); every page's phone layout has its
    // own stories (`...onViewport('mobile')`), with axe in both themes.
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
      grep: /@mobile/,
      grepInvert: /@demo/,
    },
    {
      name: 'demo',
      // `vite preview` gzips every script on every request, and each test's fresh context
      // downloads all of them again: compression is the production server's business.
      use: {
        ...DESKTOP,
        ...STILL,
        baseURL: DEMO_URL,
        extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
      },
      grep: /@demo/,
    },
    prodProject(PROD_PORT),
  ],
  // The builds are made by `npm run test:e2e` before Playwright starts.
  webServer: [
    {
      command: 'node dist-backend/server.mjs',
      port: BACKEND_PORT,
      env: { DEMO_BACKEND_PORT: String(BACKEND_PORT), DEMO_BACKEND_LIVE: '1' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/nginx-serve.mjs ${DIST}`,
      url: `${BASE_URL}/en/login`,
      env: { PROD_PORT: String(PORT), API_UPSTREAM: `http://127.0.0.1:${BACKEND_PORT}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx vite preview --outDir ${DEMO_DIST} --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
      url: DEMO_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...prodServers(PROD_PORT, PROD_BACKEND_PORT),
  ],
});
