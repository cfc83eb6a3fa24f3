import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` for the main action, `danger` for destructive ones, `link` for inline actions. */
  variant?: ButtonVariant;
  /** Height and padding: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
  /**
   * Work is under way: shows a spinner, sets `aria-busy` and blocks further clicks, so a double
   * click never sends twice.
   */
  busy?: boolean;
  /** Optional icon before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

/** The one button of the product. Defaults to `type="button"` so it never submits a form by surprise. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  disabled,
  icon,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
    >
      {busy ? <Spinner size={size === 'sm' ? 14 : 16} /> : icon}
      {children}
    </StyledButton>
  );
}
