import styled from 'styled-components';

/**
 * The card a form's steps sit in (the form, its confirmation, the result). Render it `as="form"`
 * for the steps that send.
 */
export const StepCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-wrap: anywhere;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/** A step's heading; focused by script when the step appears. */
export const StepHeading = styled.h2.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;
