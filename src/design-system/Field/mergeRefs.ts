import { useMemo, type Ref, type RefCallback } from 'react';

/** One callback ref that feeds every given ref (object or callback), e.g. the caller's and our own. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** Our own ref plus the caller's, memoised so React does not detach and re-attach on every render. */
export function useMergedRefs<T>(
  own: Ref<T> | undefined,
  theirs: Ref<T> | undefined,
): RefCallback<T> {
  return useMemo(() => mergeRefs(own, theirs), [own, theirs]);
}
