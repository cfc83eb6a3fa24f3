import { hashKey, type QueryKey } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Which failed queries an error state of the page shows right now (hashed key → how many). */
class ShownFailures {
  private counts = new Map<string, number>();
  private listeners = new Set<() => void>();

  change(hashes: readonly string[], by: 1 | -1) {
    for (const hash of hashes) {
      const count = (this.counts.get(hash) ?? 0) + by;
      if (count > 0) this.counts.set(hash, count);
      else this.counts.delete(hash);
    }
    this.listeners.forEach((listener) => listener());
  }

  has = (hash: string) => this.counts.has(hash);

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}

const ShownFailuresContext = createContext<ShownFailures | null>(null);

/**
 * Around a frame and its page (the signed-in layout): the page's error states say which failed
 * queries they show, and the frame does not say the same failure again (one failure, one voice).
 */
export function ShownFailuresProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new ShownFailures());
  return <ShownFailuresContext.Provider value={registry}>{children}</ShownFailuresContext.Provider>;
}

/** Marks the queries whose failure this error state shows (with its retry) while it is on screen. */
export function useShowsFailure(keys: readonly QueryKey[] | undefined): void {
  const registry = useContext(ShownFailuresContext);
  // One string for the effect's dependency: a new array of the same keys is the same failure.
  const joined = JSON.stringify((keys ?? []).map((key) => hashKey(key)));
  useEffect(() => {
    const hashes = JSON.parse(joined) as string[];
    if (!registry || hashes.length === 0) return undefined;
    registry.change(hashes, 1);
    return () => registry.change(hashes, -1);
  }, [registry, joined]);
}

const never = () => () => {};

/** Whether an error state of the page shows this query's failure (the frame then stays quiet). */
export function useFailureShown(key: QueryKey): boolean {
  const registry = useContext(ShownFailuresContext);
  const hash = hashKey(key);
  return useSyncExternalStore(
    registry?.subscribe ?? never,
    () => registry?.has(hash) ?? false,
    () => false,
  );
}
