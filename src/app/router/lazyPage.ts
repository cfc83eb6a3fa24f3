import type { RouteObject } from 'react-router-dom';

type LazyModule = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/** Page parts must load within this time (specification: 120 s), or count as failed. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
export const RELOAD_FLAG = 'cabinet:chunk-reload';

export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PageLoadError';
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * Wraps a route module import with the 120 s time-out. A failure becomes a `PageLoadError`, which
 * the route's error element turns into one full reload (see `usePageLoadRecovery`).
 */
export function lazyPage(load: () => Promise<LazyModule>, timeoutMs = PAGE_LOAD_TIMEOUT_MS) {
  return async (): Promise<LazyModule> => {
    try {
      const module = await withTimeout(load(), timeoutMs);
      try {
        sessionStorage.removeItem(RELOAD_FLAG);
      } catch {
        // Storage unavailable: nothing to clear.
      }
      return module;
    } catch (error) {
      throw new PageLoadError(error);
    }
  };
}
