/** A loader that runs once and keeps its promise; see {@link loadOnce}. */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** Forgets what was loaded: the next call loads again (tests). */
  forget: () => void;
}

/**
 * `load` (a dynamic import, say) run on the first call, its promise shared by every later one. A
 * failed load is forgotten, so the next call tries again (a dropped connection, a deployment that
 * replaced the file) instead of failing for the rest of the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  const run = (() => {
    pending ??= load().catch((cause: unknown) => {
      pending = undefined;
      throw cause;
    });
    return pending;
  }) as LoadOnce<T>;
  run.forget = () => {
    pending = undefined;
  };
  return run;
}
