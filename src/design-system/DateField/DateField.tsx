import { useState } from 'react';
import styled, { css } from 'styled-components';
import { TextField, type TextFieldProps } from '../TextField';

/**
 * Safari's engine (also WebKitGTK) fills an empty date field with today's date, which reads as a
 * chosen day. Nothing in CSS tells its date control from Chromium's (which shows a "mm/dd/yyyy"
 * hint; Chromium and Edge say AppleWebKit too), hence the user agent.
 */
const WEBKIT =
  typeof navigator !== 'undefined' &&
  /AppleWebKit/.test(navigator.userAgent) &&
  !/Chrome|Chromium|Edg|OPR/.test(navigator.userAgent);

/** In WebKit, an empty field's text is hidden until the field is focused. */
const Day = styled(TextField)<{ $webkit: boolean }>`
  ${({ $webkit }) =>
    $webkit &&
    css`
      input[data-empty]:not(:focus)::-webkit-datetime-edit {
        opacity: 0;
      }
    `}
`;

/** The widest range a date filter takes when the page gives no narrower one. */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2099-12-31';

export interface DateFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'onChange' | 'min' | 'max' | 'multiline'
> {
  /** The applied day, `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with a complete day inside `min`…`max`, or undefined when the field is cleared. */
  onValueChange: (day: string | undefined) => void;
  /** First day accepted (`YYYY-MM-DD`); 1900-01-01 by default. */
  min?: string;
  /** Last day accepted (`YYYY-MM-DD`); 2099-12-31 by default. */
  max?: string;
  /** Shown under the field when the user leaves it with a day outside `min`…`max`. */
  outOfRangeMessage: string;
  /** The page's own error for the day (e.g. a period too long), shown unless it is out of range. */
  error?: string;
}

/**
 * A date filter that applies a day only once it is complete and possible. Typing a year digit by
 * digit makes the browser report 0002, 0020, 0202 on the way to 2026: those stay in the field and
 * are never applied (nor sent); a complete day outside the range (a four-digit year), or any day
 * still outside it when the user leaves the field, is refused in place with `outOfRangeMessage`. The field keeps what is typed while the page applies
 * the day asynchronously (a URL update), and follows `value` when it changes from outside.
 */
export function DateField({
  value,
  onValueChange,
  min = EARLIEST_DAY,
  max = LATEST_DAY,
  outOfRangeMessage,
  error,
  onBlur,
  ...rest
}: DateFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [refused, setRefused] = useState(false);
  // A new day from outside (back, forward, "Clear filters"): the field shows it.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
    setRefused(false);
  }
  // ISO days compare as strings.
  const inRange = (day: string) => day >= min && day <= max;
  return (
    <Day
      {...rest}
      $webkit={WEBKIT}
      type="date"
      value={draft}
      data-empty={draft === '' ? '' : undefined}
      min={min}
      max={max}
      error={refused ? outOfRangeMessage : error}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (next === '') {
          setRefused(false);
          if (value !== '') onValueChange(undefined);
        } else if (inRange(next)) {
          setRefused(false);
          if (next !== value) onValueChange(next);
        } else if (next >= '1000') {
          // A four-digit year: the day is complete, and outside the range.
          setRefused(true);
        }
      }}
      onBlur={(event) => {
        if (draft !== '' && !inRange(draft)) setRefused(true);
        onBlur?.(event);
      }}
    />
  );
}
