import styled from 'styled-components';
import { Link, type LinkProps } from '../Link';

const StyledLink = styled(Link)<{ $primary: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid
    ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.primaryText : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface ButtonLinkProps extends LinkProps {
  /** The main action (filled); otherwise a secondary one (outlined). */
  primary?: boolean;
}

/** A link that looks like a button: an action that leads to another page (e.g. "Deposit"). */
export function ButtonLink({ primary = false, ...rest }: ButtonLinkProps) {
  return <StyledLink $primary={primary} {...rest} />;
}
