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
import type { StoryRequestsScope } from '../stories/pages/settled';
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
afterEach(async ({ task }) => {
  cleanup();
  // Test files share their workers' modules (vitest.config.ts: isolate false): a file that forgot
  // its real timers must not leave the next file's typing and waiting frozen.
  vi.useRealTimers();
  await storyRequestsSettled(task.name);
  server.resetHandlers();
});
afterAll(() => server.close());

/**
 * Until the story's requests still on their way are answered, but those it holds on purpose
 * (`neverAnswers`, stories/pages/settled.ts), as the Storybook runner waits: a late answer would
 * otherwise land in the next test, through what its query does besides answering (call 51's
 * answer is remembered in sessionStorage, the passkeys' in localStorage). At most a second: a
 * request held some other way costs that second, and the log names its test.
 */
async function storyRequestsSettled(test: string) {
  const requests = (globalThis as StoryRequestsScope).__storyRequests;
  if (!requests) return;
  const { client } = requests;
  const pending = () => client.isFetching() + client.isMutating() > requests.held;
  for (let waited = 0; pending() && waited < 1000; waited += 10)
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  if (pending()) console.warn(`${test}: requests still in flight after 1 s (hold them on purpose)`);
  delete (globalThis as StoryRequestsScope).__storyRequests;
}
