import styled from 'styled-components';
import { Link } from '../Link';

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
  /** Called after a link was chosen (e.g. to close a menu). */
  onNavigate?: () => void;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** A vertical list of the cabinet's other sections (wallets, trading accounts, IPO…). */
export function SectionNav({ items, label = 'Sections', onNavigate, className }: SectionNavProps) {
  return (
    <Nav aria-label={label} className={className}>
      <Heading aria-hidden="true">{label}</Heading>
      <List>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}
