import {
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { formatAmountInput, parseAmount } from '@/lib/amount';
import { useEchoes } from '@/lib/echoes';
import { useFieldIds, type FieldBaseProps } from '../Field';
import { TextField } from '../TextField';
import { Currency } from './AmountField.styles';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | keyof FieldBaseProps
  | 'value'
  | 'defaultValue'
  | 'type'
  | 'min'
  | 'max'
  | 'size'
  | 'children'
  | 'inputMode'
>;

export interface AmountFieldProps extends NativeProps, FieldBaseProps {
  /** Two-letter interface language: decides the decimal separator typed and shown (`,` in de, fr, ru…; `.` in en). */
  locale?: string;
  /** The amount (controlled); `null` while empty or unreadable. */
  value?: number | null;
  /** Initial amount (uncontrolled). */
  defaultValue?: number | null;
  /** Called on every edit with the parsed amount (`null` when empty or unreadable) and the raw text. */
  onValueChange?: (value: number | null, raw: string) => void;
  /** Currency code shown after the amount, e.g. `USD`; also read out after the label. */
  currency?: string;
  /** Smallest accepted amount; a smaller one shows `rangeError` after leaving the field. */
  min?: number;
  /** Largest accepted amount; a larger one shows `rangeError` after leaving the field. */
  max?: number;
  /** Shown after leaving the field when the text is not an amount. */
  invalidError?: string;
  /** Shown after leaving the field when the amount is outside `min`–`max`. Defaults to an English sentence with the bounds. */
  rangeError?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

const defaultRangeError = (locale: string, min?: number, max?: number) => {
  const low = formatAmountInput(min, locale);
  const high = formatAmountInput(max, locale);
  if (min !== undefined && max !== undefined) return `Enter an amount from ${low} to ${high}`;
  return min !== undefined ? `Enter at least ${low}` : `Enter at most ${high}`;
};

/** A money input that reads and shows amounts with the locale's decimal separator. */
export function AmountField({
  id,
  locale = 'en',
  value,
  defaultValue,
  onValueChange,
  currency,
  min,
  max,
  invalidError = 'Enter a valid amount',
  rangeError,
  error,
  onChange,
  onBlur,
  'aria-describedby': describedByProp,
  ...rest
}: AmountFieldProps) {
  const { id: inputId } = useFieldIds({ id });
  const currencyId = `${inputId}-currency`;
  const [raw, setRaw] = useState(() => formatAmountInput(value ?? defaultValue ?? null, locale));
  const [ownError, setOwnError] = useState<string | null>(null);
  const [synced, setSynced] = useState({ value, locale });
  const echoes = useEchoes<number | null>();

  // Follow a new value or locale from the parent without clobbering what the user is typing
  // ("12," stays as typed while the parent already holds 12). A parent that applies the values
  // late (a URL the router updates in a transition) hands back, in order, values this field sent
  // keystrokes ago: those are echoes, not news, and what was typed since stays.
  if (synced.value !== value || synced.locale !== locale) {
    setSynced({ value, locale });
    const echo = synced.locale === locale && value !== undefined && echoes.take(value);
    if (!echo) {
      const source = value !== undefined ? value : parseAmount(raw, synced.locale);
      if (synced.locale !== locale || (value !== undefined && parseAmount(raw, locale) !== value)) {
        if (source !== null || value !== undefined) setRaw(formatAmountInput(source, locale));
      }
    }
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    const parsed = parseAmount(next, locale);
    setRaw(next);
    setOwnError(null);
    if (value !== undefined) echoes.send(parsed);
    onChange?.(event);
    onValueChange?.(parsed, next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseAmount(raw, locale);
    if (parsed === null) {
      if (raw.trim()) setOwnError(invalidError);
    } else {
      setRaw(formatAmountInput(parsed, locale));
      if ((min !== undefined && parsed < min) || (max !== undefined && parsed > max))
        setOwnError(rangeError ?? defaultRangeError(locale, min, max));
    }
    onBlur?.(event);
  };

  return (
    <TextField
      {...rest}
      id={inputId}
      type="text"
      inputMode="decimal"
      autoComplete={rest.autoComplete ?? 'off'}
      value={raw}
      onChange={handleChange}
      onBlur={handleBlur}
      error={error || ownError || undefined}
      aria-describedby={
        [currency ? currencyId : null, describedByProp].filter(Boolean).join(' ') || undefined
      }
      trailing={currency ? <Currency id={currencyId}>{currency}</Currency> : undefined}
    />
  );
}
