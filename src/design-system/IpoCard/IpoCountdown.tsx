import { useId, useState, type KeyboardEvent } from 'react';
import { countdownParts, formatCountdownEn, isoDuration, type CountdownParts } from './countdown';
import { Countdown, Exact, Moment } from './IpoCard.styles';

export interface IpoCountdownProps {
  /** The moment counted down to (ISO 8601). */
  target: string;
  /** The current time in milliseconds. */
  now: number;
  /** Text before the time left, e.g. "Closes in". */
  label: string;
  /** Text of the time left. Default: "2 days, 5 hours, 30 minutes". */
  formatCountdown?: (parts: CountdownParts) => string;
  /**
   * The target as an exact date and time in the reader's time zone, e.g. "Mar 20, 2026, 10:00 PM
   * GMT+2": shown on hover and on keyboard focus of the time left, and read out as its description.
   */
  exact?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

/**
 * "Closes in 3 d 4 h": the time left to a moment. The time left takes keyboard focus, and focus or
 * hover shows the exact moment (Escape hides it again, as WCAG 1.4.13 asks of such content).
 */
export function IpoCountdown({
  target,
  now,
  label,
  formatCountdown = formatCountdownEn,
  exact,
  className,
}: IpoCountdownProps) {
  const exactId = useId();
  const [hidden, setHidden] = useState(false);
  const parts = countdownParts(Date.parse(target), now);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !hidden) {
      // Only the tip closes; a dialog around the card stays open.
      event.stopPropagation();
      setHidden(true);
    }
  };
  return (
    <Countdown className={className}>
      <span>{label}</span>
      <Moment
        onKeyDown={onKeyDown}
        onMouseLeave={() => setHidden(false)}
        onBlur={() => setHidden(false)}
      >
        <time
          dateTime={isoDuration(parts)}
          title={exact}
          // Focusable so keyboard users get the exact time that pointer users get on hover.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={exact ? 0 : undefined}
          aria-describedby={exact ? exactId : undefined}
        >
          {formatCountdown(parts)}
        </time>
        {exact && (
          <Exact id={exactId} role="tooltip" data-hidden={hidden || undefined}>
            {exact}
          </Exact>
        )}
      </Moment>
    </Countdown>
  );
}
