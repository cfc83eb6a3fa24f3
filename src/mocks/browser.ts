import { setupWorker } from 'msw/browser';
import { configureDemoBackend } from './config';
import { resetDemoDb } from './db';
import { handlers } from './handlers';
import { readinessHandler, waitUntilMocking } from './ready';
import { applyMockQuery } from './scenarios';

export const worker = setupWorker(readinessHandler, ...handlers);

/** Browser-demo defaults: a few hundred ms per call, data kept across reloads, deposits settle in ~3 s. */
export const BROWSER_DEMO_CONFIG = {
  latencyMs: 300,
  persist: true,
  settleMs: 3000,
  autoReplyMs: 5000,
};

/** Applies `?mock=…` once and removes it from the address bar, so a reload does not reset again. */
function applyUrlSwitches(): void {
  const result = applyMockQuery(window.location.search);
  if (!result) return;
  if (result.reset) resetDemoDb();
  if (result.ignored.length)
    console.warn('[demo backend] ignored ?mock= entries:', result.ignored.join(', '));
  const url = new URL(window.location.href);
  url.searchParams.delete('mock');
  window.history.replaceState(window.history.state, '', url);
}

/** Starts the in-browser mock backend; requests it does not know pass through to the network. */
export const startWorker = async () => {
  configureDemoBackend(BROWSER_DEMO_CONFIG);
  applyUrlSwitches();
  const start = () =>
    worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
  await start();
  await waitUntilMocking(start);
};
