import styled from 'styled-components';

export const Row = styled.div`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  align-items: start;
`;

export const Box = styled.span`
  position: relative;
  display: inline-flex;
  width: 24px;
  height: 24px;
`;

export const Mark = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.primaryText};

  svg {
    display: none;
  }
`;

export const Input = styled.input<{ $invalid: boolean }>`
  appearance: none;
  flex: none;
  width: 24px;
  height: 24px;
  margin: 0;
  border: 2px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked,
  &:indeterminate {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked:not(:indeterminate) + ${Mark} [data-mark='check'],
  &:indeterminate + ${Mark} [data-mark='dash'] {
    display: block;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  /* Centre a one-line label on the 24 px box. */
  padding-top: 1px;
`;

export const CheckboxLabel = styled.label<{ $disabled: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.4;
  overflow-wrap: anywhere;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;
