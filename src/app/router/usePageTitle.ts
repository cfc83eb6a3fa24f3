import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './handle';
import type { TitleKey } from './titles';

/** The title key of the deepest matched route that declares one. */
export function usePageTitleKey(): TitleKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
