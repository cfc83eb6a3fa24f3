import type { ChangeEvent, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon, Field, useFieldProps, type FieldBaseProps } from '../Field';
import { Chevron, NativeSelect, SelectBox } from './Select.styles';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

type NativeProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  keyof FieldBaseProps | 'children' | 'multiple'
>;

export interface SelectProps extends NativeProps, FieldBaseProps {
  /** The choices, in display order. */
  options: SelectOption[];
  /** Text of an empty, disabled first option shown while nothing is chosen (value `''`). */
  placeholder?: string;
  /** Selected value (controlled); pair with `onChange` or `onValueChange`. */
  value?: string;
  /** Initially selected value (uncontrolled). Defaults to `''` (the placeholder) when a placeholder is given. */
  defaultValue?: string;
  /** Native change event, e.g. from `register()`. */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** Convenience callback with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** Forwarded to the native `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/** A styled native `<select>`: keyboard, screen readers and mobile pickers work as the platform does. */
export function Select({
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  onValueChange,
  ref,
  ...props
}: SelectProps) {
  const { field, control, invalid, disabled } = useFieldProps(props);
  const controlled = value !== undefined;
  // Without an explicit '' the browser would silently pick the first enabled option.
  const initial = defaultValue ?? (placeholder !== undefined ? '' : undefined);
  return (
    <Field {...field}>
      <SelectBox>
        <NativeSelect
          {...control}
          ref={ref}
          {...(controlled ? { value } : { defaultValue: initial })}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          $invalid={invalid}
          $disabled={disabled}
        >
          {placeholder !== undefined ? (
            <option value="" disabled data-placeholder="">
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron $disabled={disabled}>
          <ChevronDownIcon size={20} />
        </Chevron>
      </SelectBox>
    </Field>
  );
}
