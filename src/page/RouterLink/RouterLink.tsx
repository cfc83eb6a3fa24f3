import type { ReactNode } from 'react';
import { Link as RouterNavLink } from 'react-router-dom';
import { isOutsideApp, LinkProvider, type LinkProps } from '@/design-system/Link';

/** A design-system link through the router; an address outside the app stays a plain anchor. */
function RouterLink({ href, children, ...rest }: LinkProps) {
  if (isOutsideApp(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterNavLink to={href} {...rest}>
      {children}
    </RouterNavLink>
  );
}

/** Every design-system link below goes through the router (the app, Storybook, tests). */
export function RouterLinks({ children }: { children: ReactNode }) {
  return <LinkProvider component={RouterLink}>{children}</LinkProvider>;
}
