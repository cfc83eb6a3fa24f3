import styled, { css } from 'styled-components';

export const Zone = styled.div<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 112px;
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed
    ${({ theme, $invalid, $dragging }) =>
      $dragging
        ? theme.colors.primary
        : $invalid
          ? theme.colors.danger
          : theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging, $disabled }) =>
    $dragging
      ? theme.colors.primarySoft
      : $disabled
        ? theme.colors.surfaceSunken
        : theme.colors.surface};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  text-align: center;
  transition:
    background ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
    `}

  /* The file input is visually hidden; its keyboard focus shows on the whole zone. */
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  > svg {
    flex: none;
    color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.primary)};
  }
`;

export const ZoneText = styled.span`
  overflow-wrap: anywhere;
`;

/** A touch screen without a mouse: nothing can be dragged there. */
const TOUCH_ONLY = '@media (hover: none) and (pointer: coarse)';

/** The words about dragging: not on a touch screen. */
export const DragOnly = styled.span`
  ${TOUCH_ONLY} {
    display: none;
  }
`;

/** The prompt of a touch screen, where the drop zone is only a way to the file picker. */
export const TouchOnly = styled.span`
  display: none;
  ${TOUCH_ONLY} {
    display: inline;
  }
`;

export const Browse = styled.span<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.link)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const ProgressRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  flex: 1 1 auto;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

export const Bar = styled.div`
  width: var(--progress, 0%);
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.durations.normal};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const FileText = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const FileName = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

export const FileSize = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

export const RemoveButton = styled.button`
  flex: none;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
