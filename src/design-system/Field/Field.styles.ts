import styled, { css } from 'styled-components';

/** Minimum height of every single-line control: a comfortable touch target. */
export const CONTROL_MIN_HEIGHT = '44px';

export const Root = styled.div<{ $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-width: 100%;
  min-width: 0;
`;

export const Label = styled.label<{ $disabled?: boolean }>`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  overflow-wrap: anywhere;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'default')};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

/** Border, colours and states shared by text inputs, selects and textareas. */
export const controlBorder = css<{ $invalid: boolean; $disabled: boolean }>`
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceSunken : theme.colors.surface)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  transition: border-color ${({ theme }) => theme.durations.fast};
  ${({ $invalid }) =>
    $invalid &&
    css`
      box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
    `}
  ${({ $disabled }) =>
    $disabled
      ? css`
          cursor: not-allowed;
        `
      : css`
          &:hover {
            border-color: ${({ theme }) => theme.colors.text};
          }
        `}
`;

/** Text inside a control: 16 px so mobile browsers do not zoom on focus. */
export const controlText = css`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.5;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

/**
 * The bordered box around an input or textarea and its adornments. The focus ring moves from the
 * bare input to this box, so it also surrounds prefixes and suffixes.
 */
export const Frame = styled.div<{ $invalid: boolean; $disabled: boolean; $multiline?: boolean }>`
  ${controlBorder}
  display: flex;
  align-items: ${({ $multiline }) => ($multiline ? 'stretch' : 'center')};
  width: 100%;
  min-height: ${CONTROL_MIN_HEIGHT};

  &:has(> input:focus-visible, > textarea:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
`;

export const BareInput = styled.input`
  ${controlText}
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  cursor: inherit;

  /* The surrounding Frame draws the focus ring. */
  &:focus-visible {
    outline: none;
  }
`;

export const BareTextarea = styled.textarea`
  ${controlText}
  flex: 1 1 auto;
  min-width: 0;
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  cursor: inherit;
  resize: vertical;

  &:focus-visible {
    outline: none;
  }
`;

export const Adornment = styled.span<{ $side: 'leading' | 'trailing' }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${({ $side, theme }) =>
    $side === 'leading'
      ? css`
          padding-inline-start: ${theme.space[3]};
          margin-inline-end: -${theme.space[1]};
        `
      : css`
          padding-inline-end: ${theme.space[3]};
          margin-inline-start: -${theme.space[1]};
        `}

  /* An interactive suffix (e.g. the password toggle) brings its own 40 px box. */
  &:has(> button) {
    padding-inline: 2px;
    margin-inline: 0;
  }
`;
