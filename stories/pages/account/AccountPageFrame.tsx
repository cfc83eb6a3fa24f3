import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { getDb, publicUser, resetDemoDb } from '@/mocks/db';
import { CLIENT_USER_ID, DEMO_USER_ID, FAILED_USER_ID, SEEDED_TOKENS } from '@/mocks/seed/users';
import { useCurrentUser, userQueryKey } from '@/session';
import { useSession } from '@/stores/session';
import { useToasts } from '@/stores/toasts';

/*
 * The frame of an account page story: a fresh demo backend signed in with a seeded token, a
 * stand-in for the sidebar that shows the user's name from the query cache (as the real sidebar
 * and navbar do), the page in a <main>, and the toasts the page pushes.
 */

export type SeededAccount = keyof typeof SEEDED_TOKENS;

const USER_IDS: Record<SeededAccount, number> = {
  demo: DEMO_USER_ID,
  client: CLIENT_USER_ID,
  failed: FAILED_USER_ID,
};

/** Per-story options: `parameters: { accountFrame: { seedUser: false } }`. */
export interface AccountFrameParameters {
  /** The seeded account the story is signed in as (default: the one `accountPage` was given). */
  account?: SeededAccount;
  /**
   * Put the signed-in user into the query cache before the page renders, as a signed-in app has
   * it (default). Off: the page has to fetch it (its loading and error states).
   */
  seedUser?: boolean;
}

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Main = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Toasts = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space[4]};
  inset-inline-end: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: min(360px, calc(100vw - 32px));

  & > p {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.popover};
  }
`;

/** The name the sidebar would show: it reads the same cache entry. */
function SignedInAs() {
  const user = useCurrentUser();
  return (
    <Top>
      <span>Signed in as</span>
      <strong data-testid="signed-in-name">
        {user ? `${user.first_name} ${user.second_name}` : '…'}
      </strong>
    </Top>
  );
}

function ToastList() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <Toasts role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} data-tone={toast.tone}>
          {typeof toast.message === 'string' ? toast.message : toast.message.defaultMessage}
        </p>
      ))}
    </Toasts>
  );
}

/**
 * One query client and one fresh backend for the life of the story. The preview makes a new client
 * whenever it renders (e.g. when the test-runner switches the theme); the page would load again.
 */
function SignedIn({
  account,
  seedUser,
  children,
}: {
  account: SeededAccount;
  seedUser: boolean;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    resetDemoDb();
    useToasts.getState().clear();
    // Before the first request: the HTTP client reads the token from the session store.
    useSession.getState().saveToken(SEEDED_TOKENS[account], false);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const user = getDb().users.find((row) => row.id === USER_IDS[account]);
    if (seedUser && user) queryClient.setQueryData(userQueryKey(), publicUser(user));
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <SignedInAs />
      <Main id="main">{children}</Main>
      <ToastList />
    </QueryClientProvider>
  );
}

/** Story settings of an account page: full-screen, opened at `url`, signed in as `account`. */
export function accountPage(url: string, account: SeededAccount = 'demo') {
  const decorator: Decorator = (Story, context) => {
    const options = (context.parameters.accountFrame ?? {}) as AccountFrameParameters;
    return (
      <SignedIn account={options.account ?? account} seedUser={options.seedUser ?? true}>
        <Story />
      </SignedIn>
    );
  };
  return {
    decorators: [decorator],
    parameters: { layout: 'fullscreen', route: { initialEntries: [url] } },
  };
}
