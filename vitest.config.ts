import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { axiosWithoutFetchAdapter } from './scripts/axios-without-fetch-adapter.mjs';

export default defineConfig({
  plugins: [react(), axiosWithoutFetchAdapter()],
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
    pool: 'threads',
    maxWorkers: 2,
    // Both inherit the settings above. App tests keep Vitest's and Testing Library's default
    // timeouts: one that needs more is slow for a reason worth fixing. Tooling tests run whole-repo
    // tools (ESLint, the cycle check, the font setup), which take seconds on a busy machine.
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/tooling/**', 'node_modules/**'],
        },
      },
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
