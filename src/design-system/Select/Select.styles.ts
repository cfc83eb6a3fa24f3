import styled from 'styled-components';
import { CONTROL_MIN_HEIGHT, controlBorder, controlText } from '../Field';

export const SelectBox = styled.div`
  position: relative;
  display: flex;
  width: 100%;
`;

export const NativeSelect = styled.select<{ $invalid: boolean; $disabled: boolean }>`
  ${controlBorder}
  ${controlText}
  appearance: none;
  width: 100%;
  min-width: 0;
  min-height: ${CONTROL_MIN_HEIGHT};
  margin: 0;
  /* Room on the right for the chevron. */
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[10]} ${theme.space[2]} ${theme.space[3]}`};
  text-overflow: ellipsis;

  /* While the placeholder is selected, show it muted like an input placeholder. */
  &:has(> option[data-placeholder]:checked) {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  option {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  option:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Chevron = styled.span<{ $disabled: boolean }>`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  display: flex;
  align-items: center;
  pointer-events: none;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
`;
