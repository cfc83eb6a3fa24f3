import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import {
  Adornment,
  BareInput,
  BareTextarea,
  Field,
  Frame,
  useFieldProps,
  type FieldBaseProps,
} from '../Field';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>,
  keyof FieldBaseProps | 'size' | 'children'
>;

export interface TextFieldProps extends NativeProps, FieldBaseProps {
  /** Input type: `text`, `email`, `tel`, `url`, `search`, `password`… Ignored when `multiline`. */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  /** Content before the text inside the box (icon, currency sign). Decorative unless it is text. */
  leading?: ReactNode;
  /** Content after the text inside the box (unit, button). */
  trailing?: ReactNode;
  /** Render a `<textarea>` (for messages) instead of an `<input>`. */
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  /** Forwarded to the `<input>` (or `<textarea>` when `multiline`), e.g. from `register()`. */
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** A labelled text input (or textarea) with hint, error and optional prefix/suffix. */
export function TextField({
  type = 'text',
  leading,
  trailing,
  multiline = false,
  rows = 4,
  ref,
  ...props
}: TextFieldProps) {
  const { field, control, invalid, disabled } = useFieldProps(props);
  return (
    <Field {...field}>
      <Frame $invalid={invalid} $disabled={disabled} $multiline={multiline}>
        {leading ? <Adornment $side="leading">{leading}</Adornment> : null}
        {multiline ? (
          <BareTextarea {...control} ref={ref as Ref<HTMLTextAreaElement>} rows={rows} />
        ) : (
          <BareInput {...control} ref={ref as Ref<HTMLInputElement>} type={type} />
        )}
        {trailing ? <Adornment $side="trailing">{trailing}</Adornment> : null}
      </Frame>
    </Field>
  );
}
