import type { ReactNode } from 'react';
import styled from 'styled-components';

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Heading = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    overflow-wrap: anywhere;

    &:hover {
      background: ${({ theme }) => theme.colors.secondary};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.link};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }
`;

/** What `renderLink` receives: spread it onto the router's link component. */
export interface SectionNavLinkProps {
  href: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}

export interface SectionNavItem {
  /** Stable key, e.g. `wallets`. */
  key: string;
  /** Target of the link. */
  href: string;
  /** Visible, translated label. */
  label: string;
  /** The current page is this section or one of its sub-pages: `aria-current="page"`. */
  active?: boolean;
}

export interface SectionNavProps {
  /** The sections in display order. */
  items: SectionNavItem[];
  /** Accessible name of the navigation landmark; also shown as a small heading. */
  label?: string;
  /** Renders a link (pass the router's Link); a plain `<a>` by default. */
  renderLink?: (props: SectionNavLinkProps) => ReactNode;
  /** Called after a link was chosen (e.g. to close a menu). */
  onNavigate?: () => void;
  /** Extra class for layout by the parent. */
  className?: string;
}

const defaultRenderLink = ({ children, ...props }: SectionNavLinkProps) => <a {...props}>{children}</a>;

/** A vertical list of the cabinet's other sections (wallets, trading accounts, IPO…). */
export function SectionNav({
  items,
  label = 'Sections',
  renderLink = defaultRenderLink,
  onNavigate,
  className,
}: SectionNavProps) {
  return (
    <Nav aria-label={label} className={className}>
      <Heading aria-hidden="true">{label}</Heading>
      <List>
        {items.map((item) => (
          <li key={item.key}>
            {renderLink({
              href: item.href,
              children: item.label,
              'aria-current': item.active ? 'page' : undefined,
              onClick: onNavigate,
            })}
          </li>
        ))}
      </List>
    </Nav>
  );
}
