import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SEEDED_TOKENS } from '@/mocks/seed/users';
import { useSession } from '@/stores/session';

/*
 * The frame of a signed-in page story (analytics, investor area): the seeded demo token, so the
 * demo backend answers as for demo@example.com, and the page inside a <main> as in the main layout.
 */

const Main = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * One query client for the life of the story. The preview makes a new one whenever it renders,
 * e.g. when the test-runner switches the theme; the page would then load again and the dark
 * snapshot catch it half-way.
 */
function SignedIn({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    // Before the first request: the HTTP client reads the token from the session store.
    if (useSession.getState().token !== SEEDED_TOKENS.demo) {
      useSession.getState().saveToken(SEEDED_TOKENS.demo, false);
    }
    return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  });
  return (
    <QueryClientProvider client={client}>
      <Main id="main">{children}</Main>
    </QueryClientProvider>
  );
}

/** Story settings of a signed-in page: full-screen, opened at `url`. */
export function signedInPage(url: string) {
  const decorator: Decorator = (Story) => (
    <SignedIn>
      <Story />
    </SignedIn>
  );
  return {
    decorators: [decorator],
    parameters: { layout: 'fullscreen', route: { initialEntries: [url] } },
  };
}
