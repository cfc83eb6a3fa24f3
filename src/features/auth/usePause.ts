import { useEffect, useEffectEvent, useState } from 'react';
import { isAxiosError } from '@/api/errors';

/** How long to wait after a 429 that names no wait, in seconds. */
export const UNNAMED_WAIT_SECONDS = 120;
/** A wait beyond this is not believed (a clock far off, a typo): capped, in seconds. */
const LONGEST_WAIT_SECONDS = 60 * 60;

const seconds = (value: number): number | undefined =>
  Number.isFinite(value) && value > 0
    ? Math.min(Math.ceil(value), LONGEST_WAIT_SECONDS)
    : undefined;

/**
 * The wait a 429 names, in seconds: its `Retry-After` header (seconds or a date), else its body
 * (`retry_after`, or Laravel's "Please try again in 42 seconds."; a backend on another origin may
 * not expose the header to the page). Undefined when it names none.
 */
export function namedWait(error: unknown): number | undefined {
  if (!isAxiosError(error)) return undefined;
  const header: unknown = error.response?.headers?.['retry-after'];
  if (typeof header === 'string' || typeof header === 'number') {
    const text = String(header).trim();
    const wait = /^\d+(?:\.\d+)?$/.test(text)
      ? seconds(Number(text))
      : seconds((Date.parse(text) - Date.now()) / 1000);
    if (wait !== undefined) return wait;
  }
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return undefined;
  const { retry_after: retryAfter, message } = body as Record<string, unknown>;
  if (typeof retryAfter === 'number') return seconds(retryAfter);
  const said = typeof message === 'string' ? /(\d+)\s*seconds?\b/i.exec(message) : null;
  return said ? seconds(Number(said[1])) : undefined;
}

/**
 * A pause the server asked for: `pauseFor(seconds)` starts it, `secondsLeft` counts down once a
 * second to 0, when it is over (`paused` false again, and `onOver` is called).
 */
export function usePause(onOver: () => void = () => undefined) {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const over = useEffectEvent(onOver);

  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time < until) return;
      setUntil(null);
      over();
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return {
    secondsLeft,
    paused: secondsLeft > 0,
    pauseFor: (wait: number) => {
      const time = Date.now();
      setNow(time);
      setUntil(time + wait * 1000);
    },
  };
}
