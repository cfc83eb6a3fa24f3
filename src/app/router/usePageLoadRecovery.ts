import { useEffect, useState } from 'react';
import { PageLoadError, RELOAD_FLAG } from './lazyPage';

const flagSet = () => {
  try {
    return sessionStorage.getItem(RELOAD_FLAG) !== null;
  } catch {
    return true; // No storage: never reload, so never loop.
  }
};

/**
 * A page part that failed to load (new deploy, flaky network) forces one full reload of the
 * target URL. If it fails again right after that reload, the flag is found and cleared and the
 * error page shows instead: it can never loop. Returns true while the reload is under way.
 */
export function usePageLoadRecovery(error: unknown): boolean {
  const [reloading] = useState(() => error instanceof PageLoadError && !flagSet());
  useEffect(() => {
    if (!(error instanceof PageLoadError)) return;
    if (reloading) {
      sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
      window.location.reload();
    } else {
      try {
        sessionStorage.removeItem(RELOAD_FLAG);
      } catch {
        // ignore
      }
    }
  }, [error, reloading]);
  return reloading;
}
