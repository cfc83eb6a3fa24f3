import { formatLocalDateTime, localTimeZone } from '@/lib/format';
import { formatCountdownEn, type CountdownParts } from './countdown';
import { Countdown } from './IpoCard.styles';
import { IpoCountdown } from './IpoCountdown';
import { ipoWindowLine } from './ipoWindow';

/** Texts of the window line; English defaults, containers pass translations. */
export interface IpoWindowLabels {
  /** Before the time left to the subscription end (status open). */
  closesIn: string;
  /** Before the time left to the subscription start (status upcoming). */
  opensIn: string;
  /** An upcoming IPO whose start has passed by this device's clock. */
  opensSoon: string;
}

export const DEFAULT_WINDOW_LABELS: IpoWindowLabels = {
  closesIn: 'Closes in',
  opensIn: 'Opens in',
  opensSoon: 'Opens shortly',
};

export interface IpoWindowProps {
  /** The IPO's status (as the backend sends it) and subscription window (ISO 8601). */
  ipo: { status: string; subscription_start: string; subscription_end: string };
  /** The current time in milliseconds. */
  now: number;
  labels?: Partial<IpoWindowLabels>;
  /** Text of the time left. Default: "2 days, 5 hours, 30 minutes". */
  formatCountdown?: (parts: CountdownParts) => string;
  /** Locale (BCP 47) of the exact moment shown on hover and focus. */
  locale?: string;
  /** Time zone of that moment; the reader's own by default. */
  timeZone?: string;
  className?: string;
}

/**
 * The subscription window's line under an IPO's status (see `ipoWindowLine`): "Closes in 4 d 10 h"
 * while open, "Opens in 6 d 3 h" while upcoming, nothing once closed or listed.
 */
export function IpoWindow({
  ipo,
  now,
  labels,
  formatCountdown = formatCountdownEn,
  locale = 'en',
  timeZone,
  className,
}: IpoWindowProps) {
  const l = { ...DEFAULT_WINDOW_LABELS, ...labels };
  const line = ipoWindowLine(ipo, now);
  if (line.kind === 'none') return null;
  if (line.kind === 'opensSoon') {
    return (
      <Countdown className={className}>
        <span>{l.opensSoon}</span>
      </Countdown>
    );
  }
  return (
    <IpoCountdown
      className={className}
      target={line.target}
      now={now}
      label={line.kind === 'closesIn' ? l.closesIn : l.opensIn}
      formatCountdown={formatCountdown}
      exact={formatLocalDateTime(line.target, locale, timeZone ?? localTimeZone())}
    />
  );
}
