import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Storybook's "now", and the fixed date the demo backend seeds around in Node: the stories'
 * countdowns are written for it.
 */
export const FIXED_NOW = new Date('2026-03-16T10:00:00Z');

/** Freezes `Date` (only: timers keep running for user-event and msw) at {@link FIXED_NOW}. */
export function useFrozenNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
