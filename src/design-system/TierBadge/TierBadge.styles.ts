import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import type { Tier } from '@/lib/tiers';

const tierColor = (theme: DefaultTheme, tier: Tier): string =>
  tier === 'silver'
    ? theme.colors.tierSilver
    : tier === 'gold'
      ? theme.colors.tierGold
      : tier === 'platinum'
        ? theme.colors.tierPlatinum
        : theme.colors.borderStrong;

export const Root = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  vertical-align: middle;
`;

export const Pill = styled.span<{ $tier: Tier; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ $size }) => ($size === 'sm' ? '1px 8px 1px 4px' : '3px 10px 3px 6px')};
  border: 1.5px solid ${({ theme, $tier }) => tierColor(theme, $tier)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  border-style: ${({ $tier }) => ($tier === 'none' ? 'dashed' : 'solid')};
`;

export const Medal = styled.svg<{ $tier: Tier }>`
  flex: none;
  color: ${({ theme, $tier }) => tierColor(theme, $tier)};
  [data-cut] {
    fill: ${({ theme }) => theme.colors.surface};
  }
`;

export const Progress = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 160px;
  max-width: 100%;
`;

export const Track = styled.span<{ $tier: Tier }>`
  position: relative;
  display: block;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: var(--progress, 0%);
    border-radius: inherit;
    background: ${({ theme, $tier }) => tierColor(theme, $tier)};
  }
`;

export const ProgressText = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
`;
