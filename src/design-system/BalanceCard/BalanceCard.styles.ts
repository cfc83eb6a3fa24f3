import styled from 'styled-components';

export const Card = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[5]}`};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 4px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 32px;
`;

export const Label = styled.p`
  margin: 0;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: break-word;
`;

export const Amount = styled.p<{ $long: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme, $long }) => ($long ? theme.fontSizes.xl : theme.fontSizes.xxl)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  overflow-wrap: break-word;
`;

export const Blurred = styled.span`
  display: inline-block;
  filter: blur(9px);
  user-select: none;
  pointer-events: none;
`;

/** One line at least, even empty: content that arrives later moves nothing. */
export const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[2]};
  min-height: 24px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  overflow-wrap: break-word;
`;

export const EyeButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
