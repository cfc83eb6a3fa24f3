import { useEffect, useState } from 'react';

let painted = false;

/**
 * Runs `done` once the browser has painted the current frame (a frame, then a task). A page in a
 * background tab paints nothing (and gets no frames) until it is shown: there `done` runs at
 * once, so what it starts is ready when the client looks.
 */
function afterNextPaint(done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  if (hidden || typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(done, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(done, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the page's first paint after this component mounted, then true for good (and true
 * at once for anything that mounts later in the page's life).
 *
 * For a page's secondary calls (home's recent transactions and articles, the transfers probe):
 * asked for once the first page has painted, they never stand between the client and the
 * page's first content, and in the lab the largest paint no longer waits for their round trip.
 * A frame later in practice (about 16 ms), on the first page of a load only.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(() => {
      painted = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}

/** Forgets that the page has painted: the next mount waits for a paint again (tests). */
export function forgetFirstPaint(): void {
  painted = false;
}
