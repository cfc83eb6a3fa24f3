/**
 * What the HTTP client tells the app. The client knows nothing of the router or the UI: app/
 * subscribes and turns these into dialogs and navigation.
 */
export interface ApiEventMap {
  /** A request that carried the token got 401: the session is over (emitted once until re-armed). */
  unauthorized: undefined;
  /** A 5xx answered with an HTML page: show it in a full-screen frame. */
  'server-error': { html: string };
  /** Any other 5xx: show the error_alert_title / error_alert_text dialog. */
  error: { status: number };
  /** A request got no answer at all (offline, DNS, CORS); aborted requests are not reported. */
  'network-error': undefined;
  /**
   * Code a control loads on demand (a dialog's) could not be loaded, while the API may well answer:
   * the control's own failure, said where the client acted, not the connection's.
   */
  'code-unavailable': undefined;
}

export type ApiEventType = keyof ApiEventMap;

export type ApiEventHandler<K extends ApiEventType> = (payload: ApiEventMap[K]) => void;

const handlers: { [K in ApiEventType]: Set<ApiEventHandler<K>> } = {
  unauthorized: new Set(),
  'server-error': new Set(),
  error: new Set(),
  'network-error': new Set(),
  'code-unavailable': new Set(),
};

/** Subscribes to one kind of event; returns the unsubscribe function. */
export function onApiEvent<K extends ApiEventType>(
  type: K,
  handler: ApiEventHandler<K>,
): () => void {
  const set = handlers[type] as Set<ApiEventHandler<K>>;
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Tells every subscriber. A throwing subscriber is logged, never breaks the request chain. */
export function emitApiEvent<K extends ApiEventType>(
  type: K,
  ...[payload]: ApiEventMap[K] extends undefined ? [] : [ApiEventMap[K]]
): void {
  for (const handler of [...(handlers[type] as Set<ApiEventHandler<K>>)]) {
    try {
      handler(payload as ApiEventMap[K]);
    } catch (error) {
      console.error(`API event handler for "${type}" failed`, error);
    }
  }
}

// --- Guards: how often each event may fire --------------------------------------------------------

let unauthorizedSignalled = false;
let errorDialogOpen = false;
let lastNetworkErrorAt = Number.NEGATIVE_INFINITY;

/** How long one outage counts as one burst of `network-error` events. */
export const NETWORK_BURST_MS = 2000;

/**
 * Emits `unauthorized` unless it already was: however many requests fail at once, the app shows
 * one warning. Stays silent until {@link resetUnauthorized}.
 */
export function emitUnauthorizedOnce(): void {
  if (unauthorizedSignalled) return;
  unauthorizedSignalled = true;
  emitApiEvent('unauthorized');
}

/** Re-arms the `unauthorized` event; the app calls it after logout and after a sign-in. */
export function resetUnauthorized(): void {
  unauthorizedSignalled = false;
}

/**
 * Emits `server-error` or `error` unless such a dialog is open already (the repeated-error guard
 * of the specification). Silent until {@link serverErrorDialogClosed}.
 */
export function emitServerErrorOnce(
  event: { type: 'server-error'; html: string } | { type: 'error'; status: number },
): void {
  if (errorDialogOpen) return;
  errorDialogOpen = true;
  if (event.type === 'server-error') emitApiEvent('server-error', { html: event.html });
  else emitApiEvent('error', { status: event.status });
}

/** Re-arms the `server-error` / `error` events; the app calls it when that dialog closes. */
export function serverErrorDialogClosed(): void {
  errorDialogOpen = false;
}

/** When the server last answered anything (any status). */
let lastAnswerAt = Number.NEGATIVE_INFINITY;
/** Requests to the cabinet API on their way (sent, not yet answered or failed). */
let inFlight = 0;
/** A call got no answer while others were still on their way: they decide whether it is news. */
let failureWaiting = false;

/** Emits `network-error` once per burst of failures; any answer from the server ends the burst. */
export function emitNetworkErrorThrottled(now = Date.now()): void {
  if (now - lastNetworkErrorAt < NETWORK_BURST_MS) return;
  lastNetworkErrorAt = now;
  emitApiEvent('network-error');
}

/** A request to the cabinet API left. */
export function requestStarted(): void {
  inFlight += 1;
}

/** A request to the cabinet API ended, answered or not (call {@link networkAnswered} first). */
export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0 && failureWaiting) {
    failureWaiting = false;
    emitNetworkErrorThrottled();
  }
}

/**
 * A call sent at `sentAt` got no answer. It is the connection only when nothing answers: if the
 * server answered another call since, or one still on its way answers, this call failed on its own
 * (a host or a route that fails alone): the part that made it shows its error, and nothing says
 * the connection is gone.
 */
export function networkFailed(sentAt: number): void {
  if (lastAnswerAt > sentAt) return;
  if (inFlight > 0) failureWaiting = true;
  else emitNetworkErrorThrottled();
}

/** The server answered (whatever the status): the next network failure is news again. */
export function networkAnswered(now = Date.now()): void {
  lastNetworkErrorAt = Number.NEGATIVE_INFINITY;
  lastAnswerAt = now;
  failureWaiting = false;
}

/** Every guard armed again, as on a fresh page (tests). */
export function resetApiEventGuards(): void {
  unauthorizedSignalled = false;
  errorDialogOpen = false;
  lastNetworkErrorAt = Number.NEGATIVE_INFINITY;
  lastAnswerAt = Number.NEGATIVE_INFINITY;
  inFlight = 0;
  failureWaiting = false;
}
