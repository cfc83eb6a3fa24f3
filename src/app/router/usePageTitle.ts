import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './handle';
import type { PageTitleKey } from '@/page/titles';

/** The title key of the deepest matched route that declares one. */
export function usePageTitleKey(): PageTitleKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
