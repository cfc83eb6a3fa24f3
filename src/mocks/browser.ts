import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { LIVE_DEMO_CONFIG, configureDemoBackend, type DemoBackendConfig } from './config';
import { resetDemoDb } from './db';
import { handlers } from './handlers';
import { applyMockQuery, rememberIgnoredSwitches } from './scenarios';

const PING_PATH = '/__demo-backend/ping';
const READY_HEADER = 'x-demo-backend';

/** Answers the readiness probe (only the mock backend knows this path). */
const readinessHandler = http.get(
  `*${PING_PATH}`,
  () => new HttpResponse(null, { status: 204, headers: { [READY_HEADER]: 'ready' } }),
);

/**
 * Waits until the mock service worker really answers this page. After a quick reload or
 * navigation, msw's worker may unregister itself as the previous page closes and the new page is
 * briefly served by the retiring worker, which lets requests through to the network. Starting the
 * app only once the probe is answered keeps the demo's first requests mocked.
 */
async function waitUntilMocking(start: () => Promise<unknown>, attempts = 40): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetch(PING_PATH, { cache: 'no-store' });
      if (response.headers.get(READY_HEADER) === 'ready') return;
    } catch {
      // Not answered yet: try again.
    }
    if (attempt % 10 === 9) await start();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.warn('[demo backend] the mock service worker is not answering; reload the page.');
}

export const worker = setupWorker(readinessHandler, ...handlers);

/**
 * The demo's time per call: a few hundred ms, so loading states show as they would against a real
 * backend. The end-to-end build sets VITE_DEMO_LATENCY_MS=0 (`npm run test:e2e`): its specs judge
 * behaviour, and the ones about waiting ask for it (`?mock=<call>:slow`).
 */
const latency = (): number => {
  const configured = Number(import.meta.env.VITE_DEMO_LATENCY_MS);
  return import.meta.env.VITE_DEMO_LATENCY_MS !== undefined && configured >= 0 ? configured : 300;
};

/**
 * Browser-demo defaults: a few hundred ms per call, data kept across reloads, deposits settle in
 * ~3 s, and the data placed around the day the demo is first opened (an IPO window of a fixed date
 * would have closed months ago).
 */
export const BROWSER_DEMO_CONFIG: Partial<DemoBackendConfig> = {
  latencyMs: latency(),
  persist: true,
  providerPage: 'app',
  ...LIVE_DEMO_CONFIG,
};

/** Applies `?mock=…` once and removes it from the address bar, so a reload does not reset again. */
function applyUrlSwitches(): void {
  const result = applyMockQuery(window.location.search);
  if (!result) return;
  if (result.reset) resetDemoDb();
  // The demo panel shows these as a visible warning (a console line is easy to miss).
  rememberIgnoredSwitches(result.ignored);
  const url = new URL(window.location.href);
  url.searchParams.delete('mock');
  window.history.replaceState(window.history.state, '', url);
}

let updatesQuieted = false;

/**
 * msw refreshes an existing worker with `registration.update()` and never awaits it. During a
 * navigation the retiring worker unregisters itself as its last page closes, so that update
 * rejects ("Failed to update a ServiceWorker …: Not found") as an unhandled error in the console.
 * The refresh is best-effort (a new registration follows), so its failure is handled here.
 */
function quietWorkerUpdates(): void {
  if (updatesQuieted || typeof ServiceWorkerRegistration === 'undefined') return;
  updatesQuieted = true;
  const proto = ServiceWorkerRegistration.prototype;
  const update = proto.update;
  proto.update = function quietUpdate(this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch(() => undefined);
    return result;
  };
}

/** Starts the in-browser mock backend; requests it does not know pass through to the network. */
export const startWorker = async () => {
  configureDemoBackend(BROWSER_DEMO_CONFIG);
  applyUrlSwitches();
  quietWorkerUpdates();
  const start = () =>
    worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
  await start();
  await waitUntilMocking(start);
};
