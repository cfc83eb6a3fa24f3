/**
 * The fixed "today" of Node tests and Storybook: seeded data sits around it, so every run (and
 * every snapshot) sees the same dates. The browser demo seeds around the hour its database is
 * created instead (`referenceDate` in ../config).
 */
export const REFERENCE_DATE = '2026-03-16T10:00:00Z';
export const REFERENCE_MS = Date.parse(REFERENCE_DATE);

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export const iso = (ms: number): string => new Date(ms).toISOString();

/** The start of the hour `ms` falls in: seeded times read 10:00, not 10:29:07.123. */
export const startOfHour = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

/*
 * The reference of the seed being built. The seed functions are synchronous and many, so they read
 * it here rather than each taking it as an argument; `seedAround` sets it for one seeding only.
 */
let current = REFERENCE_MS;

/** The reference date (ms) the seed being built is placed around. */
export const seedReference = (): number => current;

/** Runs `build` with `reference` as the seed's "today". */
export function seedAround<T>(reference: number, build: () => T): T {
  const previous = current;
  current = reference;
  try {
    return build();
  } finally {
    current = previous;
  }
}

/** An ISO timestamp `days` (fractions allowed) before the seed's reference date. */
export const daysBefore = (days: number): string => iso(current - days * DAY_MS);

/**
 * The UTC day of `reference` moved by `days`, at `time` ("13:30", UTC). Subscription windows and
 * orders keep their market hours this way, and an IPO that is open at the reference stays open
 * whatever hour of that day the demo started.
 */
export const dayAt = (reference: number, days: number, time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const midnight = Math.floor(reference / DAY_MS) * DAY_MS;
  return iso(midnight + days * DAY_MS + (hours * 60 + minutes) * 60_000);
};

/** Money is kept to cents; floating sums drift otherwise. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;
