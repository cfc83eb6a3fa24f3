import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { configure as configureStoryQueries } from 'storybook/test';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetClientState } from '@/api/axiosClient';
import { resetFirstPage } from '@/app/shell/PageTransition';
import { loadResponseRegistry } from '@/api/validation';
import { server } from '@/mocks/node';
import { fingerprintStub } from './utils/fingerprint';
import { resetStores } from './utils/stores';

// A fixed fingerprint instead of FingerprintJS in jsdom (slow, machine-dependent); the real module
// has its own test, tests/lib/fingerprint.test.ts.
vi.mock('@/lib/fingerprint', () => import('./utils/fingerprint').then((m) => m.fingerprintStub));

// findBy/waitFor wait up to 3 s (Testing Library's default is 1 s) for what a user would see: an
// answer through the mock backend in jsdom took longer than 1 s while another CPU-heavy job ran
// (LoginPage "status failed", 2026-11-27), and the suite must be green on a busy machine. Both
// copies: the tests' own and the one in storybook/test that the stories' play functions use.
configure({ asyncUtilTimeout: 3000 });
configureStoryQueries({ asyncUtilTimeout: 3000 });

// Animation frames on the real timers, taken before any test fakes them. jsdom runs its frames on
// one interval it starts with the global `setInterval`; started while a test had that faked, the
// interval never fired once the real timers were back, and no frame of any later file in the
// worker ran (tests/config/animationFrames.test.ts). A test that fakes the frames still can.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
globalThis.requestAnimationFrame = (callback) =>
  Number(realSetTimeout(() => callback(performance.now()), 1000 / 60));
globalThis.cancelAnimationFrame = (handle) => realClearTimeout(handle);

// Any request no handler answers is a test bug, not a pass.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Responses are validated against the generated zod schemas, imported on the first answer: import
// them before the tests, or a file's first request spends its findBy/waitFor budget on that.
beforeAll(async () => {
  await loadResponseRegistry();
});
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
  resetClientState();
  delete window.__cabinetSessionCalls;
  resetFirstPage();
  fingerprintStub.getDeviceFingerprint.mockReset();
  fingerprintStub.resetFingerprintAgent.mockReset();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Test files share their workers' modules (vitest.config.ts: isolate false): a file that forgot
  // its real timers must not leave the next file's typing and waiting frozen.
  vi.useRealTimers();
});
afterAll(() => server.close());
