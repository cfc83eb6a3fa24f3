/**
 * Error reporting (docs/operations.md) with Sentry's browser SDK, loaded after the first page is
 * interactive and only when VITE_SENTRY_DSN is set. What it reports: uncaught errors and
 * unhandled rejections (the SDK's global handlers), and every `console.error` of the app as an
 * event: the specification's logs ('Purchase failed', 'Send fingerprint error', ...), a page or
 * widget that failed behind its error boundary, a lazy chunk that did not load, an answer that
 * broke the contract. Other console output becomes breadcrumbs. Events go to a tunnel on this
 * origin (CSP `connect-src 'self'`) and leave the browser scrubbed (./scrub.ts).
 */
import {
  captureConsoleIntegration,
  captureException,
  captureMessage,
  init,
  type ErrorEvent,
} from '@sentry/browser';
import type { Early } from './early';
import { scrubBreadcrumb, scrubEvent } from './scrub';

export interface ErrorReportingOptions {
  readonly dsn: string;
  readonly tunnel: string;
  readonly release: string;
  /** The environment's name (production, a staging name...). */
  readonly environment: string;
  /** The signed-in client's own words (names) to keep out of reports. */
  readonly personalWords: () => readonly string[];
  /** What happened before the SDK loaded. */
  readonly early: readonly Early[];
}

/**
 * Events one page load may send: a storm (every query of a page failing with a 5xx, a render loop)
 * is reported by its first events, without flooding the project or the client's connection.
 */
const MAX_EVENTS_PER_PAGE = 25;

export function startErrorReporting(options: ErrorReportingOptions): void {
  let sent = 0;
  init({
    dsn: options.dsn,
    tunnel: options.tunnel,
    release: options.release,
    environment: options.environment,
    // Collect nothing personal in the first place (the scrubbing below is the second line).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    // Errors only: no performance tracing, no session replay (nothing of the screen leaves).
    tracesSampleRate: 0,
    integrations: [captureConsoleIntegration({ levels: ['error'] })],
    beforeSend: (event: ErrorEvent) =>
      ++sent > MAX_EVENTS_PER_PAGE ? null : scrubEvent(event, options.personalWords()),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, options.personalWords()),
  });
  for (const early of options.early) {
    if (early.kind === 'error') captureException(early.error);
    else captureMessage(early.message, 'error');
  }
}
