import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
// One user-event copy per document, the tests' own (tests/utils/play.ts says why).
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { getAutologinByTokenMockHandler } from '@/api/generated/auth/auth.msw';
import { getGetClientInfoResponseMock } from '@/api/generated/session/session.msw';
import { AutologinPage } from '@/features/auth/AutologinPage';
import { getDb, SEEDED_TOKENS } from '@/mocks/db';
import { server } from '@/mocks/node';
import { getCurrentUser, keepUserCached, userQueryKey } from '@/session';
import { useSession } from '@/stores/session';
import * as stories from '../../../stories/pages/auth/Autologin.stories';
import { networkError } from '../../../stories/pages/responses';
import { useCleanClient } from '../../api/helpers';
import { createTestQueryClient, renderWithProviders } from '../../utils/render';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Success, SigningIn, LinkUsed, Offline, AnotherUserSignedIn, SignedInLinkUsed, German } =
  composeStories(stories);

const AUTOLOGIN = '*/api/autologin/:token';

/** The exchange answers with a long-lived token of the demo seed, so the user loads for real. */
const signsInAs = (user: keyof typeof SEEDED_TOKENS) =>
  getAutologinByTokenMockHandler({
    token: SEEDED_TOKENS[user],
    token_type: 'bearer',
    expires_in: 7200,
  });

/*
 * A page spends a token once per page life and remembers the exchange by token, so every test
 * uses its own token (the demo backend knows `demo-autologin` and `client-autologin`).
 */
describe('AutologinPage', () => {
  useCleanClient();

  it('shows "Signing you in…" while the exchange is under way', async () => {
    const exchanges = recordRequests('get', AUTOLOGIN);
    renderPageStory(SigningIn, { watch: [exchanges.handler] });
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { level: 1 })).toHaveTextContent('Signing you in…');
    expect(screen.getByRole('region', { name: 'Signing you in…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('button')).toBeNull();
    // The exchange is under way (and stays so: the story's server never answers).
    await waitFor(() => expect(exchanges.seen).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
  });

  it('keeps its address out of Referer with a no-referrer meta in <head> while it shows', () => {
    const { unmount } = renderPageStory(SigningIn);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    const meta = document.head.querySelectorAll('meta[name="referrer"]');
    expect(meta).toHaveLength(1);
    expect(meta[0]).toHaveAttribute('content', 'no-referrer');
    unmount();
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
  });

  it('signs in with a link of the demo backend: session cookie, user in the cache, then home', async () => {
    const setCookie = vi.spyOn(Cookies, 'set');
    const { queryClient, location } = renderPageStory(Success, {
      withHandlers: false,
      initialEntries: ['/en/autologin/demo-autologin'],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');

    // The link becomes a session token, kept in a session cookie (no expiry)…
    await waitFor(() => expect(useSession.getState().token).toMatch(/^demo-1-/));
    const token = useSession.getState().token;
    expect(Cookies.get('token')).toBe(token);
    const [, , attributes] = setCookie.mock.calls.find(([name]) => name === 'token') ?? [];
    expect(attributes).toBeDefined();
    expect(attributes?.expires).toBeUndefined();
    expect(getDb().autologin.find((row) => row.token === 'demo-autologin')?.used).toBe(true);
    // …the user is fetched into the session's cache…
    await waitFor(() =>
      expect(getCurrentUser(queryClient)).toMatchObject({
        email: 'demo@example.com',
        first_name: 'Alex',
      }),
    );
    // …and the page goes home.
    await waitFor(() => expect(location.current?.pathname).toBe('/en/home'));
    expect(screen.getByText('Left the page')).toBeInTheDocument();
  });

  it('spends the token once, however often the page renders or mounts', async () => {
    const exchanges = recordRequests('get', AUTOLOGIN);
    server.use(exchanges.handler);
    const page = (
      <StrictMode>
        <Routes>
          <Route path="/:lang/autologin/:token" element={<AutologinPage />} />
          <Route path="/:lang/home" element={<p>Home page</p>} />
        </Routes>
      </StrictMode>
    );
    const first = renderWithProviders(page, { initialEntries: ['/en/autologin/client-autologin'] });
    first.rerender(page);
    first.rerender(page);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(getCurrentUser(first.queryClient)?.email).toBe('client@example.com');
    first.unmount();

    // The same link opened again in this page life: the earlier exchange is reused, not repeated.
    const second = renderWithProviders(page, {
      initialEntries: ['/en/autologin/client-autologin'],
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(getCurrentUser(second.queryClient)?.email).toBe('client@example.com');
    expect(exchanges.seen).toHaveLength(1);
    expect(new URL(exchanges.seen[0]!.url).pathname).toBe('/api/autologin/client-autologin');
  });

  it('takes a link with the token as a parameter (?token=): exchanged by call 24, its body { token }', async () => {
    const exchanges = recordRequests('post', '*/api/autologin');
    server.use(exchanges.handler);
    const page = (
      <Routes>
        <Route path="/:lang/autologin/:token?" element={<AutologinPage />} />
        <Route path="/:lang/home" element={<p>Home page</p>} />
      </Routes>
    );
    const { queryClient } = renderWithProviders(page, {
      initialEntries: ['/en/autologin?token=client-autologin'],
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(getCurrentUser(queryClient)?.email).toBe('client@example.com');
    expect(exchanges.seen).toHaveLength(1);
    expect(await exchanges.seen[0]!.json()).toMatchObject({ token: 'client-autologin' });
    expect(getDb().autologin.find((row) => row.token === 'client-autologin')?.used).toBe(true);
  });

  it('shows the failed state for a token the server refuses, with the way to sign in', async () => {
    const { play } = renderPageStory(LinkUsed);
    await play();
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the failed state for a token the demo backend does not know', async () => {
    renderPageStory(LinkUsed, {
      withHandlers: false,
      initialEntries: ['/en/autologin/no-such-link'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This sign-in link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
  });

  it('shows the offline state for a network failure, and "Try again" signs in once the server answers', async () => {
    const exchanges = recordRequests('get', AUTOLOGIN);
    const { location, queryClient } = renderPageStory(Offline, {
      withHandlers: false,
      watch: [
        exchanges.handler,
        getAutologinByTokenMockHandler(networkError, { once: true }),
        signsInAs('demo'),
      ],
      initialEntries: ['/en/autologin/retry-link'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You seem to be offline' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your internet connection and try again.',
    );
    expect(useSession.getState().token).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/en/home'));
    expect(exchanges.seen).toHaveLength(2);
    expect(getCurrentUser(queryClient)?.email).toBe('demo@example.com');
  });

  it('runs the offline story: the retry asks again and stays offline while there is no answer', async () => {
    const exchanges = recordRequests('get', AUTOLOGIN);
    const { play } = renderPageStory(Offline, { watch: [exchanges.handler] });
    await play();
    expect(exchanges.seen).toHaveLength(2);
  });

  it('shows the offline state in German', async () => {
    const { play } = renderPageStory(German);
    await play();
  });

  describe('when another user is signed in', () => {
    const signedInClient = () => {
      useSession.getState().saveToken(SEEDED_TOKENS.demo, false);
      const queryClient = createTestQueryClient();
      keepUserCached(queryClient);
      queryClient.setQueryData(userQueryKey(), getGetClientInfoResponseMock());
      return queryClient;
    };

    it('asks only once the server has said whose link it is, naming both users', async () => {
      const exchanges = recordRequests('get', AUTOLOGIN);
      const { play } = renderPageStory(AnotherUserSignedIn, { watch: [exchanges.handler] });
      await play();
      expect(exchanges.seen).toHaveLength(1);
    });

    it('says a bad link does not work, without ever asking to switch', async () => {
      const { play } = renderPageStory(SignedInLinkUsed);
      await play();
    });

    it('stays signed in and goes home on Cancel', async () => {
      const exchanges = recordRequests('get', AUTOLOGIN);
      const queryClient = signedInClient();
      const { location } = renderPageStory(AnotherUserSignedIn, {
        withHandlers: false,
        watch: [exchanges.handler, signsInAs('client')],
        queryClient,
        initialEntries: ['/en/autologin/cancelled-link'],
      });
      const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
      await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(location.current?.pathname).toBe('/en/home'));
      expect(exchanges.seen).toHaveLength(1);
      expect(useSession.getState().token).toBe(SEEDED_TOKENS.demo);
      expect(getCurrentUser(queryClient)?.first_name).toBe('Alex');
    });

    it('signs the other user out on the server, then signs in with the link', async () => {
      const logouts = recordRequests('post', '*/api/logout');
      const queryClient = signedInClient();
      const { location } = renderPageStory(AnotherUserSignedIn, {
        withHandlers: false,
        watch: [logouts.handler, signsInAs('client')],
        queryClient,
        initialEntries: ['/en/autologin/switch-link'],
      });
      const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
      expect(dialog).toHaveAccessibleDescription(
        /You are signed in as Alex Morgan\. This link signs in Maria Novak\./,
      );
      await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Switch account' }));
      await waitFor(() => expect(location.current?.pathname).toBe('/en/home'));
      expect(logouts.seen).toHaveLength(1);
      expect(logouts.seen[0]!.headers.get('authorization')).toBe(`Bearer ${SEEDED_TOKENS.demo}`);
      expect(getCurrentUser(queryClient)?.email).toBe('client@example.com');
      expect(useSession.getState().token).toBe(SEEDED_TOKENS.client);
    });
  });
});
