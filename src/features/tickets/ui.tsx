import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RenderLink } from '@/design-system/CardLink';

/** The page's h1 (focusable by script so navigation can move focus to it). */
export const PageTitle = styled.h1.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
  overflow-wrap: break-word;

  &:focus {
    outline: none;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    flex: 1 1 280px;
  }
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** List and new-ticket form side by side on wide screens, one after the other on phones. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: ${({ theme }) => theme.space[16]};
`;

export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 3px;
`;

/** Router links for the design system's list items. */
export const renderRouterLink: RenderLink = ({ href, className, children, ...rest }) => (
  <Link to={href} className={className} {...rest}>
    {children}
  </Link>
);
