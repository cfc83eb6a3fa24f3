import { useLayoutEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import {
  CheckIcon,
  DashIcon,
  FieldRoot,
  Hint,
  RequiredLabelMark,
  useFieldIds,
  useMergedRefs,
  type FieldBaseProps,
} from '../Field';
import { FieldError } from '../FieldError';
import { Box, CheckboxLabel, Input, Mark, Row, Text } from './Checkbox.styles';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof FieldBaseProps | 'type' | 'children'
>;

export interface CheckboxProps extends NativeProps, Omit<FieldBaseProps, 'fullWidth'> {
  /** Checked state (controlled); pair with `onChange`. */
  checked?: boolean;
  /** Initial checked state (uncontrolled). */
  defaultChecked?: boolean;
  /** Shows a dash for "some but not all" (e.g. a select-all box); announced as mixed. */
  indeterminate?: boolean;
  /** Forwarded to the `<input type="checkbox">`, e.g. from `register()`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with a 24 px target; the label may hold links ("I accept the terms"). */
export function Checkbox({
  label,
  hint,
  error,
  required = false,
  requiredLabel,
  disabled = false,
  id,
  className,
  style,
  indeterminate = false,
  ref,
  'aria-describedby': describedByProp,
  ...native
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error }, describedByProp);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs<HTMLInputElement>(inputRef, ref);
  const invalid =
    Boolean(error) || native['aria-invalid'] === true || native['aria-invalid'] === 'true';

  // `indeterminate` exists only as a DOM property, never as an attribute.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <FieldRoot className={className} style={style} $fullWidth>
      <Row>
        <Box>
          <Input
            {...native}
            ref={mergedRef}
            type="checkbox"
            id={ids.id}
            required={required}
            disabled={disabled}
            aria-describedby={ids.describedBy}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
          />
          <Mark aria-hidden="true">
            <CheckIcon data-mark="check" size={18} />
            <DashIcon data-mark="dash" size={18} />
          </Mark>
        </Box>
        <Text>
          <CheckboxLabel id={ids.labelId} htmlFor={ids.id} $disabled={disabled}>
            {label}
            {required && <RequiredLabelMark requiredLabel={requiredLabel} />}
          </CheckboxLabel>
          {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
          <FieldError id={ids.errorId} message={error} />
        </Text>
      </Row>
    </FieldRoot>
  );
}
