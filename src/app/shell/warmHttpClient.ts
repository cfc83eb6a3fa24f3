import { loadHttpClient } from '@/api/http';

const INTENT = ['keydown', 'pointerdown'] as const;

/**
 * A signed-out page's first load leaves the HTTP client out (it loads with the first call, see
 * `src/api/http.ts`). Its code starts loading as soon as the user starts to interact (a key or a
 * pointer press anywhere), so the first submit does not wait for it. With a session, index.html
 * has preloaded it already and this costs nothing.
 */
export function warmHttpClientOnIntent(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void {
  const warm = () => {
    for (const type of INTENT) target.removeEventListener(type, warm, true);
    loadHttpClient().catch(() => {
      // Offline: the first call tries again and shows the offline notice.
    });
  };
  for (const type of INTENT) target.addEventListener(type, warm, { capture: true, passive: true });
}
