/**
 * Real-user metrics (docs/operations.md): the Core Web Vitals of real page loads, measured by the
 * `web-vitals` library and sent with `navigator.sendBeacon` to VITE_RUM_URL, one small JSON
 * document per metric. Loaded only when that URL is set and this page load is in the sample.
 */
import type { Metric } from 'web-vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** One beacon's body (text/plain, so that a collector on another origin needs no preflight). */
export interface RumBeacon {
  /** LCP, INP, CLS, FCP or TTFB. */
  readonly name: Metric['name'];
  /** As web-vitals measured it: milliseconds (CLS: the unitless layout shift score). */
  readonly value: number;
  readonly rating: Metric['rating'];
  /** The route's pattern, never its URL: `/:lang/wallet/:id`, no ids, no query. */
  readonly route: string;
  /** How the page was reached: navigate, reload, back-forward, prerender... */
  readonly navigationType: Metric['navigationType'];
  /** The metric's id for this page load (web-vitals'), to join the beacons of one load. */
  readonly id: string;
  /** The build (the release error reports carry too). */
  readonly release: string;
}

export interface RumOptions {
  readonly url: string;
  readonly release: string;
  /** The current route's pattern. */
  readonly route: () => string;
}

/**
 * A route as a beacon may name it: the router's pattern (`/:lang/wallet/:id`). A segment that is
 * not a word or a parameter (digits, capitals, a long run: an id or a token that got there some
 * way) is masked, so that no address ever leaves with a beacon.
 */
export function beaconRoute(route: string): string {
  const segments = route
    // A query or fragment goes (a `?` that ends a segment marks an optional parameter).
    .replace(/[?#](?!\/|$).*$/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      /^(?::[a-z][A-Za-z]*\??|\*|[a-z][a-z-]{0,31})$/.test(segment) ? segment : ':masked',
    );
  return `/${segments.join('/')}`;
}

/** One metric's beacon: its value as measured (no rounding, no scrubbing), the route's pattern. */
export const beaconOf = (metric: Metric, route: string, release: string): RumBeacon => ({
  name: metric.name,
  value: metric.value,
  rating: metric.rating,
  route: beaconRoute(route),
  navigationType: metric.navigationType,
  id: metric.id,
  release,
});

/**
 * Starts reporting. The load's own metrics (TTFB, FCP, LCP) are about the route the page was
 * loaded on; INP and CLS, reported when the page is hidden, about the route the client was on then.
 */
export function startRum({ url, release, route }: RumOptions): void {
  const landing = route();
  const send = (metric: Metric, where: string) =>
    navigator.sendBeacon(url, JSON.stringify(beaconOf(metric, where, release)));
  const onLoad = (metric: Metric) => send(metric, landing);
  const onNow = (metric: Metric) => send(metric, route());
  onTTFB(onLoad);
  onFCP(onLoad);
  onLCP(onLoad);
  onINP(onNow);
  onCLS(onNow);
}
