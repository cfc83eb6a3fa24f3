/**
 * How often the return page asks where a pending deposit stands (call 53): often at first, when
 * a card payment usually settles, less often later, and not after a few minutes, when the page
 * says the client will be told (a payment that takes longer is no reason to keep asking).
 */
const STEPS: readonly { until: number; every: number }[] = [
  { until: 30_000, every: 3_000 },
  { until: 2 * 60_000, every: 10_000 },
  { until: 5 * 60_000, every: 20_000 },
];

/** How long the page follows a pending deposit. */
export const FOLLOW_MS = STEPS[STEPS.length - 1]!.until;

/** The wait before the next question, `elapsed` ms after the page began following; false: stop. */
export function nextPoll(elapsed: number): number | false {
  const step = STEPS.find(({ until }) => elapsed < until);
  return step ? Math.min(step.every, Math.max(step.until - elapsed, 1_000)) : false;
}
