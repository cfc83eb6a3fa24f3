import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { ToastHost } from '@/app/shell/ToastHost';
import { SEEDED_TOKENS } from '@/mocks/seed/users';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { useToasts } from '@/stores/toasts';

/*
 * The frame of an IPO page story: the page inside a <main> as in the main layout, the app's toast
 * host (a purchase ends with a toast), the seeded demo token for any call a story leaves to the
 * demo backend, and one query client for the life of the story (the preview makes a new one when
 * the test-runner switches theme, which would load the page again half-way through a snapshot).
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

function IpoFrame({ children, tileView }: { children: ReactNode; tileView: boolean }) {
  const [client] = useState(() => {
    if (useSession.getState().token !== SEEDED_TOKENS.demo) {
      useSession.getState().saveToken(SEEDED_TOKENS.demo, false);
    }
    // Stories share one page in the test-runner: no toast or view left over from the previous one.
    useToasts.getState().clear();
    usePreferences.setState({ isTileView: tileView });
    return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  });
  return (
    <QueryClientProvider client={client}>
      <Main id="main">{children}</Main>
      <ToastHost />
    </QueryClientProvider>
  );
}

/**
 * Story settings of an IPO page: full-screen, opened at `url` (a story may open another URL with
 * `parameters.route`), rendered under `path`. `parameters.tileView: false` starts in the list view.
 */
export function ipoPage(path: string, url: string) {
  const decorator: Decorator = (Story, context) => (
    <IpoFrame tileView={context.parameters.tileView !== false}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<p>Left the page</p>} />
      </Routes>
    </IpoFrame>
  );
  return {
    decorators: [decorator],
    parameters: { layout: 'fullscreen', route: { initialEntries: [url] } },
  };
}
