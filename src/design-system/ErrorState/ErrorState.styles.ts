import styled from 'styled-components';

export type ErrorStateVariant = '404' | 'unauthorized' | 'error';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const IconWrap = styled.div<{ $variant: ErrorStateVariant }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $variant }) =>
    $variant === 'error'
      ? theme.colors.dangerSoft
      : $variant === 'unauthorized'
        ? theme.colors.warningSoft
        : theme.colors.primarySoft};
  color: ${({ theme, $variant }) =>
    $variant === 'error'
      ? theme.colors.danger
      : $variant === 'unauthorized'
        ? theme.colors.warning
        : theme.colors.primary};

  svg {
    width: 36px;
    height: 36px;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
