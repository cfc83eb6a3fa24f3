import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay } from 'msw';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { ToastHost } from '@/app/shell/ToastHost';
import type { User } from '@/api/generated/model';
import { resetDemoDb } from '@/mocks/db';
import { SEEDED_TOKENS } from '@/mocks/seed/users';
import { userQueryKey } from '@/session';
import { useSession } from '@/stores/session';
import { useToasts } from '@/stores/toasts';

/*
 * The frame of the money page stories (home, wallets, trading accounts): signed in as the demo
 * investor (the seeded token, the user in the cache), the page under its route pattern inside a
 * <main> landmark, and the app's toasts. The app's navbar and sidebar need the data router and
 * are left out.
 */

export const STORY_USER: User = {
  id: 1,
  first_name: 'Alex',
  second_name: 'Morgan',
  email: 'demo@example.com',
  status: 'active',
  role: 'investor',
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: '2025-01-10T09:00:00Z',
};

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
 * One query client and one fresh demo database for the life of the story: the preview makes a new
 * client whenever it renders (the test-runner's theme switch), and an account opened by one story
 * must not be there in the next.
 */
function SignedIn({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    resetDemoDb();
    useToasts.getState().clear();
    // Before the first request: the HTTP client reads the token from the session store.
    useSession.getState().saveToken(SEEDED_TOKENS.demo, false);
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: { retry: false, staleTime: Infinity },
        mutations: { retry: false },
      },
    });
    queryClient.setQueryData(userQueryKey(), STORY_USER);
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Story settings of a signed-in money page: full-screen, rendered under `path`, opened at `url`. */
export function moneyPage(path: string, url: string) {
  const decorator: Decorator = (Story) => (
    <SignedIn>
      <Main id="main">
        <Routes>
          <Route path={path} element={<Story />} />
          <Route path="*" element={<p>Left the page</p>} />
        </Routes>
      </Main>
      <ToastHost />
    </SignedIn>
  );
  return {
    decorators: [decorator],
    parameters: { layout: 'fullscreen', route: { initialEntries: [url] } },
  };
}

/** The server never answers: the page stays in its loading state for as long as one looks. */
export const neverAnswers = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

/** Time for the first answer of a story's backend on a busy machine (the default second is tight). */
export const SLOW = { timeout: 5000 };
