import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RenderLink } from '@/design-system/CardLink';

/** The page's one h1, focusable by script (navigation moves focus to it). */
export const PageTitle = styled.h1.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Tiles in a responsive grid, rows in a single column. */
export const Grid = styled.ul<{ $view: 'tile' | 'list' }>`
  display: grid;
  grid-template-columns: ${({ $view }) =>
    $view === 'tile' ? 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A link that looks like a button (the actions lead to other pages). */
export const ActionLink = styled(Link)<{ $primary?: boolean }>`
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

export const renderRouterLink: RenderLink = ({ href, ...rest }) => <Link to={href} {...rest} />;
