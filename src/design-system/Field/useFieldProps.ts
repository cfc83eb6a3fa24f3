import type { AriaAttributes } from 'react';
import { useFieldIds, type FieldBaseProps } from './Field';

interface ControlFieldProps extends FieldBaseProps {
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * The wiring of a field around one native control: splits the props into the `Field` wrapper's
 * and the control's, and gives the control its id, required and disabled state, and the
 * `aria-describedby` (hint, error, then the caller's own ids) and `aria-invalid` it needs.
 */
export function useFieldProps<P extends ControlFieldProps>(props: P) {
  const {
    label,
    hint,
    error,
    required,
    requiredLabel,
    disabled = false,
    id,
    fullWidth,
    className,
    style,
    'aria-describedby': describedByProp,
    ...native
  } = props;
  const ids = useFieldIds({ id, hint, error }, describedByProp);
  const ariaInvalid = props['aria-invalid'];
  const invalid = Boolean(error) || ariaInvalid === true || ariaInvalid === 'true';
  return {
    invalid,
    disabled,
    /** For `<Field>`. */
    field: {
      ids,
      label,
      hint,
      error,
      required,
      requiredLabel,
      disabled,
      fullWidth,
      className,
      style,
    },
    /** For the native control (the caller's other props included). */
    control: {
      ...native,
      id: ids.id,
      required,
      disabled,
      'aria-describedby': ids.describedBy,
      'aria-invalid': invalid || undefined,
    },
  };
}
