import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

type Changes = Record<string, string | number | null | undefined>;

/** `params` with `changes` applied: a null, undefined or empty value removes its key. */
export function withChanges(params: URLSearchParams, changes: Changes): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The address's query and a function that changes some of its keys, for a page whose state lives
 * in the URL: each change replaces the history entry, or with `push` adds one (back and forward
 * then step through the changes, as on the transactions page).
 *
 * A change reads the address of the render its handler came from: two changes made before the
 * page renders again (an IPO chosen, then an amount typed at once) would each start from the old
 * address, and the second would drop the first. So a change starts from the newest address this page asked for, unless the page now shows
 * an address it neither asked for nor showed at its last change (a link, back, forward).
 */
export function useSearchParamsUpdate({ push = false }: { push?: boolean } = {}): [
  URLSearchParams,
  (changes: Changes) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ params, sent: [] as string[], shown: params.toString() });
  const update = (changes: Changes) => {
    const shown = params.toString();
    const { params: asked, sent, shown: before } = latest.current;
    const index = sent.indexOf(shown);
    const ours = index >= 0 || shown === before;
    const next = withChanges(ours ? asked : params, changes);
    latest.current = {
      params: next,
      sent: [...(ours ? sent.slice(index + 1) : []), next.toString()],
      shown,
    };
    // At once, not in a transition: a checkbox or field drawn from the address would otherwise
    // show its old value until the transition ends (and a click seem not to have taken).
    setParams(next, { replace: !push, flushSync: true });
  };
  return [params, update];
}
