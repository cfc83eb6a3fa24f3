import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RenderLink } from '@/design-system/CardLink';

/** The page's one h1, focusable by script (navigation moves focus to it). */
export const PageTitle = styled.h1.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
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

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Tiles in a responsive grid, rows in a single column. */
export const Grid = styled.ul<{ $view: 'tile' | 'list' }>`
  display: grid;
  grid-template-columns: ${({ $view }) =>
    $view === 'tile' ? 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Account cards link with the router (the design system renders plain anchors otherwise). */
export const renderRouterLink: RenderLink = ({ href, ...rest }) => <Link to={href} {...rest} />;
