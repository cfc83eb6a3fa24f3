/** The demo's "today": seeded data sits around it, and the demo clock starts from it. */
export const REFERENCE_DATE = '2026-03-16T10:00:00Z';
export const REFERENCE_MS = Date.parse(REFERENCE_DATE);

export const DAY_MS = 86_400_000;

export const iso = (ms: number): string => new Date(ms).toISOString();

/** An ISO timestamp `days` (fractions allowed) before the reference date. */
export const daysBefore = (days: number): string => iso(REFERENCE_MS - days * DAY_MS);

/** Money is kept to cents; floating sums drift otherwise. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;
