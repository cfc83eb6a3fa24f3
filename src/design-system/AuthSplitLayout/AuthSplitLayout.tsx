import { useId, type ReactNode } from 'react';
import {
  Content,
  Decoration,
  FooterSlot,
  Header,
  Illustration,
  Main,
  Root,
  Side,
  Subtitle,
  Tagline,
  Title,
  WelcomePanel,
} from './AuthSplitLayout.styles';

export interface AuthSplitLayoutProps {
  /** The page: sign-in, registration or password forms. Centred, at most ~440 px wide. */
  children: ReactNode;
  /** Large greeting of the welcome panel. */
  title?: string;
  /** Second line of the welcome panel. */
  subtitle?: string;
  /** Closing line of the welcome panel. */
  tagline?: string;
  /** Optional picture under the welcome text (decorative: give images an empty `alt`). */
  illustration?: ReactNode;
  /** Optional bar above the page, e.g. the signed-out `Navbar` (brand, language, theme); it brings its own padding. */
  header?: ReactNode;
  /** Optional bar under the page (the legal footer); it stays inside the one-viewport-high layout. */
  footer?: ReactNode;
  /** Id of the `main` landmark, the target of the skip link and of focus after navigation. */
  mainId?: string;
}

/**
 * Split screen for the signed-out pages: a welcome panel on the left (from `md` up) and the page on
 * the right. One viewport high: the page never scrolls as a whole; a form taller than the window
 * scrolls in its own column.
 */
export function AuthSplitLayout({
  children,
  title = 'Welcome back!',
  subtitle = 'We are glad to see you again!',
  tagline = 'Instant deposits, withdrawals & payouts trusted by millions worldwide.',
  illustration,
  header,
  footer,
  mainId = 'main',
}: AuthSplitLayoutProps) {
  const titleId = useId();
  return (
    <Root>
      <WelcomePanel aria-labelledby={titleId}>
        <Decoration aria-hidden="true" />
        <Title id={titleId}>{title}</Title>
        <Subtitle>{subtitle}</Subtitle>
        <Tagline>{tagline}</Tagline>
        {illustration && <Illustration>{illustration}</Illustration>}
      </WelcomePanel>
      <Side>
        {header && <Header>{header}</Header>}
        <Main id={mainId} tabIndex={-1}>
          <Content>{children}</Content>
        </Main>
        {footer && <FooterSlot>{footer}</FooterSlot>}
      </Side>
    </Root>
  );
}
