import { useMemo, useRef, useState } from 'react';
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
 * The router applies a new address a moment later (in a transition, after its navigation's own
 * steps). Until it does, the query returned is the one asked for: a checkbox or select drawn from
 * it shows the new value at once instead of springing back for that moment (and a click never
 * seems not to have taken). An address the page did not ask for (a link, back, forward) shows as
 * it comes.
 *
 * A change reads the address of the render its handler came from: two changes made before the
 * page renders again (an IPO chosen, then an amount typed at once) would each start from the old
 * address, and the second would drop the first. So a change starts from the newest address this
 * page asked for, unless the page now shows an address it neither asked for nor showed at its last
 * change.
 */
export function useSearchParamsUpdate({ push = false }: { push?: boolean } = {}): [
  URLSearchParams,
  (changes: Changes) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ params, sent: [] as string[], shown: params.toString() });
  /** The address last asked for, and the addresses that show while it is on its way. */
  const [pending, setPending] = useState<{ asked: string; before: string[] } | null>(null);
  const current = params.toString();
  // Arrived: from now on the address alone says (back to an address before it included).
  if (pending && pending.asked === current) setPending(null);
  const asked = pending?.before.includes(current) ? pending.asked : null;
  const visible = useMemo(
    () => (asked === null ? params : new URLSearchParams(asked)),
    [asked, params],
  );
  const update = (changes: Changes) => {
    const shown = params.toString();
    const { params: last, sent, shown: before } = latest.current;
    const index = sent.indexOf(shown);
    const ours = index >= 0 || shown === before;
    const next = withChanges(ours ? last : params, changes);
    const waiting = ours ? sent.slice(index + 1) : [];
    latest.current = { params: next, sent: [...waiting, next.toString()], shown };
    setPending({ asked: next.toString(), before: [shown, ...waiting] });
    setParams(next, { replace: !push });
  };
  return [visible, update];
}
