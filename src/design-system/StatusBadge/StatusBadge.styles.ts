import styled, { css } from 'styled-components';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const tones = {
  neutral: css`
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => (theme.name === 'dark' ? theme.colors.link : theme.colors.primary)};
    border-color: transparent;
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    border-color: transparent;
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
    border-color: transparent;
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    border-color: transparent;
  `,
};

export const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;

export const Dot = styled.span`
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;

export const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
