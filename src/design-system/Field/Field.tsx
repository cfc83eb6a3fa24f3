import { useContext, useId, type CSSProperties, type ReactNode } from 'react';
import { Hint, Label, RequiredMark, Root } from './Field.styles';
import { FieldError } from '../FieldError';
import { FieldTextsContext } from './texts';

/** Props every form field shares: label, hint, error, required and disabled states, id and width. */
export interface FieldBaseProps {
  /** Visible label, bound to the control (clicking it focuses the control). */
  label: ReactNode;
  /** Help text under the control, referenced by the control's `aria-describedby`. */
  hint?: ReactNode;
  /** Error text under the control; marks the control `aria-invalid` and is referenced by `aria-describedby`. */
  error?: string;
  /** Marks the field as required: a visible asterisk plus `requiredLabel` for screen readers. */
  required?: boolean;
  /** Screen-reader text of the required marker. */
  requiredLabel?: string;
  /** Disables the control and dims the label. */
  disabled?: boolean;
  /** Id of the control; generated with `useId()` when omitted. */
  id?: string;
  /** Stretch to the container's width (default) or size to the content. */
  fullWidth?: boolean;
  /** Class of the outer wrapper (so `styled(Field)` works). */
  className?: string;
  /** Inline style of the outer wrapper. */
  style?: CSSProperties;
}

export interface FieldIds {
  /** The control's id. */
  id: string;
  /** The label's id. */
  labelId: string;
  /** The hint's id. */
  hintId: string;
  /** The error's id. */
  errorId: string;
  /** Value for the control's `aria-describedby`: hint, error, then the caller's own ids. */
  describedBy: string | undefined;
}

/** Ids of a field and the `aria-describedby` list its control needs (only ids that are rendered). */
export function useFieldIds(
  { id, hint, error }: Pick<FieldBaseProps, 'id' | 'hint' | 'error'>,
  ...extra: (string | false | null | undefined)[]
): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/[^\w-]/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const list = [hint ? hintId : null, error?.trim() ? errorId : null, ...extra]
    .filter(Boolean)
    .join(' ');
  return {
    id: controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    describedBy: list || undefined,
  };
}

export interface FieldProps extends Omit<FieldBaseProps, 'id'> {
  /** The ids from `useFieldIds`. */
  ids: FieldIds;
  /** The control. */
  children: ReactNode;
}

/** Layout shared by every field: label, control, hint, then the error. */
export function Field({
  ids,
  label,
  hint,
  error,
  required = false,
  requiredLabel,
  disabled = false,
  fullWidth = true,
  className,
  style,
  children,
}: FieldProps) {
  return (
    <Root className={className} style={style} $fullWidth={fullWidth}>
      <Label id={ids.labelId} htmlFor={ids.id} $disabled={disabled}>
        {label}
        {required && <RequiredLabelMark requiredLabel={requiredLabel} />}
      </Label>
      {children}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FieldError id={ids.errorId} message={error} />
    </Root>
  );
}

/** The asterisk plus visually hidden text, so the label reads "Email, required". */
export function RequiredLabelMark({ requiredLabel }: { requiredLabel?: string | undefined }) {
  const texts = useContext(FieldTextsContext);
  requiredLabel ??= texts.required;
  return (
    <>
      {/* The no-break space keeps the asterisk on the line of the last word; the plain space
          separates the words of the accessible name ("Email required"). */}
      <RequiredMark aria-hidden="true">{'\u00a0'}*</RequiredMark>{' '}
      <span className="visually-hidden">{requiredLabel}</span>
    </>
  );
}
