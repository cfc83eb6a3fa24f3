import { http, HttpResponse } from 'msw';

const PING_PATH = '/__demo-backend/ping';
const READY_HEADER = 'x-demo-backend';

/** Answers the readiness probe (only the mock backend knows this path). */
export const readinessHandler = http.get(
  `*${PING_PATH}`,
  () => new HttpResponse(null, { status: 204, headers: { [READY_HEADER]: 'ready' } }),
);

/**
 * Waits until the mock service worker really answers this page. After a quick reload or
 * navigation, msw's worker may unregister itself as the previous page closes and the new page is
 * briefly served by the retiring worker, which lets requests through to the network. Starting the
 * app only once the probe is answered keeps the demo's first requests mocked.
 */
export async function waitUntilMocking(
  start: () => Promise<unknown>,
  attempts = 40,
): Promise<void> {
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
