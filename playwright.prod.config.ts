import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './scripts/chromium.mjs';

/**
 * The production build (mocking off) behind deploy/nginx.conf, as users deploy it, with the demo
 * backend answering over HTTP behind the `/api/` proxy. Checks what only the real server shows:
 * headers, caching, 404s, compression, framing, and zero CSP violations on every page.
 */
const PORT = Number(process.env.PROD_PORT ?? 6395);
const BACKEND_PORT = Number(process.env.DEMO_BACKEND_PORT ?? 6396);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/prod',
  outputDir: `test-results/prod-${PORT}`,
  // Two at a time, test by test: each test opens its own session (one per sign-in) and fakes its
  // faults in its own page (`page.route`), and the amounts a test looks up on the shared demo
  // backend are its own. 153 s one at a time, 126-133 s two at a time in full runs.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : 'list',
  use: {
    baseURL: BASE_URL,
    // As in playwright.config.ts: no trace unless PW_TRACE=1 (it costs every test CPU).
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node dist-backend/server.mjs',
      port: BACKEND_PORT,
      env: { DEMO_BACKEND_PORT: String(BACKEND_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/nginx-serve.mjs ${process.env.PROD_DIST ?? 'dist'}`,
      url: `${BASE_URL}/en/login`,
      env: { PROD_PORT: String(PORT), API_UPSTREAM: `http://127.0.0.1:${BACKEND_PORT}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
