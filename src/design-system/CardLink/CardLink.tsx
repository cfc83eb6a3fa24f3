import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../Link';

/**
 * Makes the link cover its positioned card ("stretched link"): the whole card is clickable while
 * the link's accessible name stays the short title, and the focus ring outlines the card.
 */
const Stretch = styled.span`
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface CardLinkProps {
  /** Target of the link (rendered with the app's link component, see `LinkProvider`). */
  href: string;
  /** Accessible name when the content alone is not enough. */
  'aria-label'?: string;
  /** The link's visible content, usually the card's title. */
  children: ReactNode;
}

/** The title link of a domain card; its click area stretches over the nearest positioned ancestor. */
export function CardLink({ href, children, 'aria-label': ariaLabel }: CardLinkProps) {
  return (
    <Stretch>
      <Link href={href} aria-label={ariaLabel}>
        {children}
      </Link>
    </Stretch>
  );
}
