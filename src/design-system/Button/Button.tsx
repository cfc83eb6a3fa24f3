import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
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
   * Work is under way: shows a spinner, sets `aria-busy` and `aria-disabled` and ignores clicks
   * (a submit button submits nothing), so a double click never sends twice. The button stays
   * focusable: a keyboard user keeps their place instead of falling back to the top of the page.
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
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // Not `disabled` while busy (that would drop the focus to <body>): refuse the click here,
        // the form's own submission too.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? <Spinner size={size === 'sm' ? 14 : 16} /> : icon}
      {children}
    </StyledButton>
  );
}
