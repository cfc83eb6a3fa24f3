import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './scripts/chromium.mjs';
import { prodProject, prodServers } from './tests/prod/project';

/** The production-server specs alone (`npm run test:prod`); tests/prod/project.ts says what they are. */
const PORT = Number(process.env.PROD_PORT ?? 6395);
const BACKEND_PORT = Number(process.env.PROD_BACKEND_PORT ?? PORT + 1);
// For the specs that start an nginx of their own in front of this backend (the workers inherit it).
process.env.PROD_BACKEND_PORT = String(BACKEND_PORT);

export default defineConfig({
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : 'list',
  use: {
    // As in playwright.config.ts: no trace unless PW_TRACE=1 (it costs every test CPU).
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() },
  },
  projects: [prodProject(PORT)],
  webServer: prodServers(PORT, BACKEND_PORT),
});
