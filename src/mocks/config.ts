import { REFERENCE_MS } from './seed/time';

/**
 * Run-time knobs of the demo backend. Defaults suit Node tests and Storybook: instant, memory only,
 * seeded around a fixed date.
 */
export interface DemoBackendConfig {
  /** Added to every answer of a known call. */
  latencyMs: number;
  /** Keep the database in localStorage so it survives a reload (browser demo only). */
  persist: boolean;
  /** A new deposit completes this long after it was made, on the next read. */
  settleMs: number;
  /** Support answers a ticket message this long after it was sent, on the next read. */
  autoReplyMs: number;
  /**
   * The demo's "today", which a new database places its data around: a fixed moment (ms), so
   * tests and snapshots see the same dates on every run, or `'now'`, the hour in which the
   * database is created, so the browser demo's IPO windows, statements and tickets sit around the
   * real date and its clock is the real one. A database keeps the reference it was seeded around
   * (reloads and a persisted demo stay coherent); a reset seeds around the current one.
   */
  referenceDate: number | 'now';
  /**
   * Where a card deposit's stand-in payment provider lives: `server`, a page the backend serves
   * (`/api/__demo-provider/<session>`, the HTTP demo backend); `app`, a demo-only page of the app
   * (`/demo-provider/<session>`, the in-browser demo, whose service worker sees no navigation).
   */
  providerPage: 'server' | 'app';
}

const config: DemoBackendConfig = {
  latencyMs: 0,
  persist: false,
  settleMs: 0,
  autoReplyMs: 0,
  referenceDate: REFERENCE_MS,
  providerPage: 'server',
};
/**
 * The demo as a person clicks through it: a deposit completes about 3 s after it is made, support
 * answers a message about 5 s later, and the data sit around today. The browser demo runs so, and
 * so does the HTTP backend of the end-to-end tests (`DEMO_BACKEND_LIVE=1`), whose specs were
 * written against the browser demo.
 */
export const LIVE_DEMO_CONFIG: Partial<DemoBackendConfig> = {
  settleMs: 3000,
  autoReplyMs: 5000,
  referenceDate: 'now',
};

const listeners = new Set<(next: DemoBackendConfig, previous: DemoBackendConfig) => void>();

export const demoConfig = (): Readonly<DemoBackendConfig> => config;

export function configureDemoBackend(patch: Partial<DemoBackendConfig>): void {
  const previous = { ...config };
  Object.assign(config, patch);
  for (const listener of listeners) listener(config, previous);
}

/** Lets the database react to `persist` being switched on without config importing it. */
export function onDemoConfigChange(
  listener: (next: DemoBackendConfig, previous: DemoBackendConfig) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
