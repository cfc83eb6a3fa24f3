import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What `renderLink` receives: spread it onto the router's link component. */
export interface LinkRenderProps {
  /** Target of the link. */
  href: string;
  /** Class carrying the design system's styles; pass it through. */
  className?: string;
  /** The link's content. */
  children: ReactNode;
  /** Accessible name when the content alone is not enough. */
  'aria-label'?: string;
}

/** Renders a link with the app's router, e.g. `(p) => <Link to={p.href} {...p} />`. */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

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
  /** Target of the link. */
  href: string;
  /** Router link renderer; a plain `<a>` when absent. */
  renderLink?: RenderLink;
  /** Accessible name when the content alone is not enough. */
  'aria-label'?: string;
  /** The link's visible content, usually the card's title. */
  children: ReactNode;
}

/** The title link of a domain card; its click area stretches over the nearest positioned ancestor. */
export function CardLink({ href, renderLink, children, 'aria-label': ariaLabel }: CardLinkProps) {
  const props: LinkRenderProps = {
    href,
    children,
    ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
  };
  return (
    <Stretch>
      {renderLink ? (
        renderLink(props)
      ) : (
        <a href={href} aria-label={ariaLabel}>
          {children}
        </a>
      )}
    </Stretch>
  );
}
