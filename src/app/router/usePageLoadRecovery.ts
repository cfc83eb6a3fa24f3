import { useEffect, useState } from 'react';
import { PageLoadError, RELOAD_FLAG } from './lazyPage';

const flagSet = () => {
  try {
    return sessionStorage.getItem(RELOAD_FLAG) !== null;
  } catch {
    return true; // No storage: never reload, so never loop.
  }
};

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A page part that failed to load (new deploy, flaky network) forces one full reload of the
 * target URL. If it fails again right after that reload, the flag is found and cleared and the
 * error page shows instead: it can never loop. Returns true while the reload is under way.
 *
 * While the browser is offline a reload could only end on the browser's own error page (and spend
 * the one attempt): the error page shows, and the reload waits for the `online` event.
 */
export function usePageLoadRecovery(error: unknown): boolean {
  const [recover] = useState(() => error instanceof PageLoadError && !flagSet());
  const [online, setOnline] = useState(browserOnline);
  useEffect(() => {
    if (!recover || online) return;
    const onOnline = () => setOnline(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [recover, online]);
  const reloading = recover && online;
  useEffect(() => {
    if (!(error instanceof PageLoadError)) return;
    if (reloading) {
      sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
      window.location.reload();
    } else if (!recover) {
      try {
        sessionStorage.removeItem(RELOAD_FLAG);
      } catch {
        // ignore
      }
    }
  }, [error, reloading, recover]);
  return reloading;
}
