import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { axiosWithoutFetchAdapter } from './scripts/axios-without-fetch-adapter.mjs';
import { jspdfWithoutHtmlRendering } from './scripts/jspdf-without-html.mjs';

/**
 * Component, page, app, fuzz, library, API, demo-backend and store tests share their workers'
 * modules and document (`isolate: false`): re-importing React, styled-components, the router, the
 * API layer and the demo backend for each of these ~170 files cost more than their tests (the whole
 * run took 248 s isolated per page file, ~105 s shared). tests/setup.ts puts back before every test
 * what a module or the document keeps (stores, the query client, the demo database, the connection
 * state, the first page of the page transition, timers, stubbed globals). The page tests shared
 * nothing before because typed values got lost in some orders: two copies of user-event in one
 * document (tests/utils/play.ts says which one the tests use).
 */
const SHARED_MODULES = [
  'tests/{api,app,config,design-system,features,form,fuzz,i18n,lib,mocks,page,session,stores}/**/*.test.{ts,tsx}',
];
/**
 * Time limits above the default, by what a file does rather than a number in the file (issue 44):
 * - tests that render and read back real PDFs (jsPDF with the embedded fonts, then pdf.js): a
 *   second or two each on a quiet machine, and a download test waits up to 20 s for its file;
 * - app tests whose `beforeAll` imports every lazy page module and catalogue of the router, so
 *   that each test then waits for routing only: the first transform of every page, which took
 *   over Vitest's 10 s hook limit once on a 2-core machine busy with the whole suite and another
 *   job.
 * Every other test keeps the 15 s below; a test that needs more is made cheaper, or joins one of
 * these groups for the same reason.
 */
const RENDERS_PDFS = ['tests/features/transactions/statementPdf/**/*.test.{ts,tsx}'];
const IMPORTS_EVERY_PAGE = ['tests/app/router.test.tsx', 'tests/app/frame.test.tsx'];
/**
 * Each of these files gets its own module registry and document: tests about how modules load
 * (lazy imports, module mocks, a catalogue cached at module level).
 */
const FRESH_MODULES = [
  'tests/api/http.lazy.test.ts',
  'tests/lib/fingerprint.test.ts',
  'tests/i18n/messageParts.test.tsx',
  'tests/features/trading-accounts/OpenAccountButton.test.tsx',
  'tests/features/transactions/StatementPdfButton.test.tsx',
];

// UTC whatever the machine's zone, set before the workers start (their clock is the process's):
// times shown on the reader's clock read the same on every machine.
process.env.TZ = 'UTC';

export default defineConfig({
  plugins: [react(), axiosWithoutFetchAdapter(), jspdfWithoutHtmlRendering()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'import.meta.env.VITE_API_MOCKING': JSON.stringify('false') },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:5317/' } },
    setupFiles: ['tests/setup.ts'],
    // styled-components' "speedy" mode (CSSOM insertRule, as in production) rather than its dev
    // default of appending text to one <style>: jsdom re-parses that whole sheet on every insert,
    // which made rendering the app shell take seconds.
    env: { SC_DISABLE_SPEEDY: 'false' },
    restoreMocks: true,
    unstubGlobals: true,
    pool: 'threads',
    maxWorkers: 2,
    // App tests take about a second each on a quiet machine; their limit is 15 s because a busy CI
    // machine made a first page render in a worker take over 5 s (Vitest's default), while
    // Testing Library's waits stay at 3 s (tests/setup.ts), so a missing element still fails fast.
    // Tooling tests run whole-repo tools (ESLint, the cycle check, the font setup), which take
    // seconds on a busy machine.
    testTimeout: 15_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: SHARED_MODULES,
          exclude: [...FRESH_MODULES, ...RENDERS_PDFS, ...IMPORTS_EVERY_PAGE],
          isolate: false,
        },
      },
      { test: { name: 'pdf', include: RENDERS_PDFS, isolate: false, testTimeout: 30_000 } },
      {
        test: {
          name: 'every-page',
          include: IMPORTS_EVERY_PAGE,
          isolate: false,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'pages', include: FRESH_MODULES } },
      {
        test: {
          name: 'tooling',
          include: ['tests/tooling/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
