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
  /** Milliseconds (CLS: the unitless layout shift score). */
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
 * Starts reporting. The load's own metrics (TTFB, FCP, LCP) are about the route the page was
 * loaded on; INP and CLS, reported when the page is hidden, about the route the client was on then.
 */
export function startRum({ url, release, route }: RumOptions): void {
  const landing = route();
  const send = (metric: Metric, where: string) => {
    const beacon: RumBeacon = {
      name: metric.name,
      value:
        Math.round(metric.value * (metric.name === 'CLS' ? 10_000 : 1)) /
        (metric.name === 'CLS' ? 10_000 : 1),
      rating: metric.rating,
      route: where,
      navigationType: metric.navigationType,
      id: metric.id,
      release,
    };
    navigator.sendBeacon(url, JSON.stringify(beacon));
  };
  const onLoad = (metric: Metric) => send(metric, landing);
  const onNow = (metric: Metric) => send(metric, route());
  onTTFB(onLoad);
  onFCP(onLoad);
  onLCP(onLoad);
  onINP(onNow);
  onCLS(onNow);
}
