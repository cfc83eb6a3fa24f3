import { useQueryClient } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@/api/generated/model';
import { userQueryKey } from '@/session';

export const STORY_USER: User = {
  id: 1,
  first_name: 'Dana',
  second_name: 'Demo',
  email: 'demo@example.com',
  status: 'active',
  role: 'investor',
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: '2025-01-10T09:00:00Z',
};

/** The signed-in user in the cache, as the session code leaves it after sign-in. */
function SignedIn({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(userQueryKey(), STORY_USER));
  return <>{children}</>;
}

/**
 * A signed-in page inside a `<main>` landmark, without the app's shell (which needs the data
 * router). `path` is the route pattern, `url` the address the story opens.
 */
export function moneyPage(path: string, url: string) {
  const decorator: Decorator = (Story) => (
    <SignedIn>
      <main style={{ padding: 16, maxWidth: 1180 }}>
        <Routes>
          <Route path={path} element={<Story />} />
          <Route path="*" element={<p>Left the page</p>} />
        </Routes>
      </main>
    </SignedIn>
  );
  return {
    decorators: [decorator],
    parameters: { layout: 'fullscreen', route: { initialEntries: [url] } },
  };
}
