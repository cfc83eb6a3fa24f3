export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;

/** Whole days, hours and minutes until `target`, rounded up to the minute; zero once past. */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.ceil((target - now) / MINUTE));
  return {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}

/** ISO 8601 duration for `<time dateTime>`, e.g. "P2DT5H30M". */
export const isoDuration = ({ days, hours, minutes }: CountdownParts) =>
  `P${days}DT${hours}H${minutes}M`;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** English default: "2 days, 5 hours, 30 minutes" (days left out when zero). */
export const formatCountdownEn = ({ days, hours, minutes }: CountdownParts) =>
  [days > 0 ? plural(days, 'day') : null, plural(hours, 'hour'), plural(minutes, 'minute')]
    .filter(Boolean)
    .join(', ');
