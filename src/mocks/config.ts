/** Run-time knobs of the demo backend. Defaults suit Node tests and Storybook: instant, memory only. */
export interface DemoBackendConfig {
  /** Added to every answer of a known call. */
  latencyMs: number;
  /** Keep the database in localStorage so it survives a reload (browser demo only). */
  persist: boolean;
  /** A new deposit completes this long after it was made, on the next read. */
  settleMs: number;
  /** Support answers a ticket message this long after it was sent, on the next read. */
  autoReplyMs: number;
}

const config: DemoBackendConfig = { latencyMs: 0, persist: false, settleMs: 0, autoReplyMs: 0 };
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
