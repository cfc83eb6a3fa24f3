import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { EyeIcon, EyeOffIcon, useFieldIds, useMergedRefs } from '../Field';
import { TextField, type TextFieldProps } from '../TextField';
import { ToggleButton } from './PasswordField.styles';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'multiline' | 'rows' | 'trailing' | 'ref'
> {
  /** Password-manager hint: `current-password` to sign in, `new-password` to register or reset. */
  autoComplete?: 'current-password' | 'new-password' | 'one-time-code' | 'off';
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
  /** Called when the visibility is toggled. */
  onVisibleChange?: (visible: boolean) => void;
  /** Forwarded to the `<input>`, e.g. from `register()`. */
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle that keeps the value and the caret where they were. */
export function PasswordField({
  id,
  autoComplete = 'current-password',
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  defaultVisible = false,
  onVisibleChange,
  disabled,
  ref,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const inputRef = useRef<HTMLInputElement>(null);
  const selection = useRef<[number | null, number | null] | null>(null);
  const mergedRef = useMergedRefs<HTMLInputElement>(inputRef, ref);
  const { id: inputId } = useFieldIds({ id });

  // Switching the input type can reset the caret; put it back where the user left it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = selection.current;
    selection.current = null;
    if (!input || !saved || document.activeElement !== input) return;
    input.setSelectionRange(saved[0], saved[1]);
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input) selection.current = [input.selectionStart, input.selectionEnd];
    setVisible((was) => !was);
    onVisibleChange?.(!visible);
  };

  return (
    <TextField
      {...rest}
      id={inputId}
      ref={mergedRef}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      disabled={disabled}
      trailing={
        <ToggleButton
          type="button"
          // The name says what a press does ("Show password" / "Hide password"); no aria-pressed
          // besides, since a toggle whose name changes would announce the state twice (APG).
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={inputId}
          disabled={disabled}
          // Keep focus (and the caret) in the input when the toggle is clicked with a pointer.
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggle}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </ToggleButton>
      }
    />
  );
}
