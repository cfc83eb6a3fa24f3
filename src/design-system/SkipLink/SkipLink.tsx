import type { MouseEvent } from 'react';
import styled from 'styled-components';

const Link = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: 2100;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
  }
`;

export interface SkipLinkProps {
  /** Id of the element to jump to (the `main` landmark). */
  targetId?: string;
  /** Visible text once focused. */
  label?: string;
}

/**
 * "Skip to content": put it first in the page so it is the first Tab stop. Hidden until focused;
 * it moves focus to the target itself (no hash change, so the router does not navigate).
 */
export function SkipLink({ targetId = 'main', label = 'Skip to content' }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Link href={`#${targetId}`} onClick={onClick}>
      {label}
    </Link>
  );
}
