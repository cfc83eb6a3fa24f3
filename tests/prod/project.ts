import { devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * The production-server specs (`tests/prod/`): the production build (mocking off) behind
 * deploy/nginx.conf, as users deploy it, with the demo backend answering over HTTP behind the
 * `/api/` proxy. Checks what only the real server shows: headers, caching, 404s, compression,
 * framing, zero CSP violations on every page, and the fault matrix.
 *
 * `npm test` runs them as the `prod` project of playwright.config.ts, in the same run as the
 * end-to-end specs (one start, and neither set waits for the other's slowest test);
 * playwright.prod.config.ts runs them alone (`npm run test:prod`). Both take the project and its
 * servers from here. Nothing here runs on import: each config picks its own ports.
 */
export function prodProject(port: number): NonNullable<PlaywrightTestConfig['projects']>[number] {
  return {
    name: 'prod',
    testDir: 'tests/prod',
    outputDir: `test-results/prod-${port}`,
    // Each test opens its own session (one per sign-in) and fakes its faults in its own page
    // (`page.route`), and the amounts a test looks up on the shared backend are its own: they
    // run test by test, two at a time.
    fullyParallel: true,
    timeout: 120_000,
    expect: { timeout: 20_000 },
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 1440, height: 900 },
      baseURL: `http://127.0.0.1:${port}`,
      // What a test here checks (headers, faults, beacons) does not move; a fade or a slide
      // would only make the browser draw more frames. The phone specs of playwright.config.ts
      // keep the motion.
      reducedMotion: 'reduce',
    },
  };
}

/**
 * The backend (one database for every test, unlike the end-to-end specs' one per test) and
 * nginx in front of the build. The specs that start an nginx of their own (tunnel, monitoring)
 * find this backend by `PROD_BACKEND_PORT`, which each config sets for its workers.
 */
export function prodServers(
  port: number,
  backendPort: number,
): NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>> {
  return [
    {
      command: 'node dist-backend/server.mjs',
      port: backendPort,
      env: { DEMO_BACKEND_PORT: String(backendPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/nginx-serve.mjs ${process.env.PROD_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${port}/en/login`,
      env: { PROD_PORT: String(port), API_UPSTREAM: `http://127.0.0.1:${backendPort}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ];
}
