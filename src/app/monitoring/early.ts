/**
 * Until the error-reporting SDK has loaded (after the first page is interactive), what would have
 * been reported is kept here: uncaught errors, unhandled rejections and the app's console errors.
 * A few dozen lines in the first load instead of the SDK.
 */
export type Early = { kind: 'error'; error: unknown } | { kind: 'message'; message: string };

/** At most this many are kept: a storm before the SDK loads is reported by its first entries. */
const LIMIT = 20;

export interface EarlyErrors {
  readonly entries: readonly Early[];
  /** Stops collecting and gives console.error back, before the SDK wraps it. */
  stop(): void;
}

export function collectEarlyErrors(): EarlyErrors {
  const entries: Early[] = [];
  const keep = (entry: Early) => {
    if (entries.length < LIMIT) entries.push(entry);
  };
  const onError = (event: ErrorEvent) =>
    keep({ kind: 'error', error: event.error ?? event.message });
  const onRejection = (event: PromiseRejectionEvent) =>
    keep({ kind: 'error', error: event.reason });
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const error = args.find((arg) => arg instanceof Error);
    const message = args.filter((arg) => typeof arg === 'string').join(' ');
    keep(
      error ? { kind: 'error', error } : { kind: 'message', message: message || 'console.error' },
    );
    original.apply(console, args);
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return {
    entries,
    stop() {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
      console.error = original;
    },
  };
}
