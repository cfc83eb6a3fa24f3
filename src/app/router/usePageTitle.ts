import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { create } from 'zustand';
import type { RouteHandle } from './handle';
import type { PageTitleKey } from '@/page/titles';

/**
 * A title the mounted page says itself, over its route's: `undefined` = none (the route's),
 * `null` = the app's name only.
 */
const useOverride = create<{ key: PageTitleKey | null | undefined }>(() => ({ key: undefined }));

/**
 * For a page whose title depends on an answer: a feature beyond the specification is titled only
 * once the backend has shown it offers it (`null` while asking), and is "not found" when it does
 * not, so a backend without it sees no trace of it, in the tab's title either.
 */
export function usePageTitleOverride(key: PageTitleKey | null): void {
  useEffect(() => {
    useOverride.setState({ key });
    return () => useOverride.setState({ key: undefined });
  }, [key]);
}

/** The title key of the mounted page's override, else of the deepest matched route that declares one. */
export function usePageTitleKey(): PageTitleKey | undefined {
  const override = useOverride((s) => s.key);
  const matches = useMatches();
  if (override !== undefined) return override ?? undefined;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
