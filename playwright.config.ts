import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './scripts/chromium.mjs';

/** An unusual port: 4173-4191 are often taken on shared machines. */
const PORT = Number(process.env.E2E_PORT ?? 6391);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The demo build to serve (another folder lets parallel runs keep their own build). */
const DIST = process.env.E2E_DIST ?? 'dist-demo';

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port, so runs on different ports never share artifacts.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous on purpose: the demo build runs on a shared, sometimes busy machine (lazy chunks, the
  // in-page mock backend), and the specs should judge behaviour, not load. Specs add no overrides.
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
    // `vite preview` gzips every script on every request, and each test's fresh context downloads
    // all of them again: 85 ms of the server's CPU per page load, on the cores the browsers need.
    // Compression is the production server's business (tests/prod checks it behind nginx).
    extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
    // The project's fonts only (FONTCONFIG_FILE): text renders the same whatever fonts the machine has.
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // At 375 px only what is about the phone: the menu, fitting the window, no sideways scrolling
    // in German and Finnish, axe on the phone layouts the stories cannot reach. A page's behaviour
    // is the same at both widths and runs here once (desktop); every page's phone layout has its
    // own stories (`...onViewport('mobile')`), with axe in both themes.
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: {
    // The demo build (mocking on) is built by `npm run test:e2e` before Playwright starts.
    command: `npx vite preview --outDir ${DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
