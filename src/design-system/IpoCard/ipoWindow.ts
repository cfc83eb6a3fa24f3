/** The statuses of the contract's `Ipo`; a backend may send another, which is shown as sent. */
export type IpoStatus = 'upcoming' | 'open' | 'closed' | 'listed';

/** What an IPO says about its subscription window beside its status. */
export type IpoWindowLine =
  /** Open, and the end lies ahead: the time left to it. */
  | { kind: 'closesIn'; target: string }
  /** Upcoming, and the start lies ahead: the time left to it. */
  | { kind: 'opensIn'; target: string }
  /** Upcoming, but the start has passed by this device's clock: it opens shortly. */
  | { kind: 'opensSoon' }
  /** Nothing to count: closed, listed, unknown, or open with its end passed by this clock. */
  | { kind: 'none' };

/**
 * The one rule of the IPO window, for the card, the list and any other view of an IPO: the
 * backend's `status` decides what is said; the device's clock only counts down to a moment that
 * lies ahead. A clock that runs ahead or behind the backend's can hide a countdown, never contradict
 * the status (no "closed" beside "Open", no "closes in" beside "Closed").
 */
export function ipoWindowLine(
  ipo: { status: string; subscription_start: string; subscription_end: string },
  now: number,
): IpoWindowLine {
  const ahead = (moment: string) => {
    const ms = Date.parse(moment);
    return Number.isFinite(ms) && ms > now;
  };
  if (ipo.status === 'open') {
    return ahead(ipo.subscription_end)
      ? { kind: 'closesIn', target: ipo.subscription_end }
      : { kind: 'none' };
  }
  if (ipo.status === 'upcoming') {
    return ahead(ipo.subscription_start)
      ? { kind: 'opensIn', target: ipo.subscription_start }
      : { kind: 'opensSoon' };
  }
  return { kind: 'none' };
}
