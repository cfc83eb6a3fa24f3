import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { IntlProvider, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import type { User } from '@/api/generated/model';
import { landingMessages } from '@/app/layouts/AuthLayout';
import { ToastHost } from '@/app/shell/ToastHost';
import { AuthSplitLayout } from '@/design-system/AuthSplitLayout';
import { NumberFormatProvider } from '@/design-system/NumberFormat';
import { themes } from '@/design-system/theme';
import { FieldTexts } from '@/form/FieldTexts';
import { isLocale, type Locale } from '@/i18n/locales';
import type { Notation } from '@/lib/money';
import { getDb, publicUser, resetDemoDb, SEEDED_TOKENS } from '@/mocks/db';
import { RouterLinks } from '@/page/RouterLink';
import { keepUserCached, useCurrentUser, userQueryKey } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { useToasts } from '@/stores/toasts';
import { trackStoryClient } from './settled';

/*
 * The one frame of every story (`.storybook/preview.tsx`): the providers the app gives a page,
 * and for a page story (`parameters.page`) the signed-in state, the layout around the page and
 * the app's toasts. Each story gets its own query client, demo database and session, kept for
 * the story's life: the test-runner's theme switch re-renders the story, and the page must not
 * load again half-way through its checks. The page tests render the same frame
 * (tests/utils/renderPageStory.tsx).
 */

export type SeededAccount = keyof typeof SEEDED_TOKENS;

/** Device preferences a page story starts with (each story starts from these, not the last one's). */
export interface StoryPreferences {
  themeStatus: 'light-theme' | 'dark-theme';
  locale: Locale;
  isTileView: boolean;
  privacyMode: boolean;
  numberNotation: Notation;
  welcomeMessageShown: boolean;
}

const DEFAULT_PREFERENCES: StoryPreferences = {
  themeStatus: 'light-theme',
  locale: 'en',
  isTileView: true,
  privacyMode: false,
  numberNotation: 'standard',
  // Not a first visit: the home page's welcome banner has a story of its own.
  welcomeMessageShown: true,
};

/** A page story's settings: `parameters: { page: { … } }` (stories deep-merge theirs into the meta's). */
export interface PageParameters {
  /** The address the page opens at, e.g. `/en/wallet/1?tab=history`. */
  route: string;
  /**
   * The route pattern the page reads its params from (`/:lang/wallet/:id`). With it, a page that
   * navigates elsewhere shows "Left the page"; without it the page stays whatever the address.
   */
  path?: string;
  /** Around the page: `main` (the signed-in layout's `<main>`, default) or `auth` (the sign-in split screen). */
  layout?: 'main' | 'auth';
  /**
   * The seeded account signed in: its token is saved before the first request. `null`: signed
   * out. Default: `demo` in the main layout, signed out in the auth layout.
   */
  account?: SeededAccount | null;
  /**
   * The signed-in user in the query cache before the page renders, as sign-in leaves it: `true`
   * (default when signed in) the account's user from the demo database, or this `User`; `false`
   * leaves the page to fetch it (its loading and error states).
   */
  seedUser?: boolean | User;
  /** A bar above the page naming the signed-in user from the cache, as the sidebar and navbar do. */
  signedInBar?: boolean;
  /** Preferences to start with, over the defaults (light, English, tiles, balances shown, standard numbers, welcome seen). */
  preferences?: Partial<StoryPreferences>;
}

/** A page story's parameters: full-screen, in the page frame. */
export const pageParameters = (page: PageParameters) => ({ layout: 'fullscreen', page }) as const;

export interface StoryProvidersProps {
  theme: 'light' | 'dark';
  locale: Locale;
  /** Compiled (Storybook) or source (tests) messages of `locale` (unless `intl` is given). */
  messages?: Record<string, unknown>;
  /**
   * A ready intl object instead of `messages`, for thousands of renders (the fuzz tests): kept
   * between renders, it parses each message once.
   */
  intl?: IntlShape;
  /** How amounts are written (Settings → Number format). */
  numbers?: Notation;
  /** Where the memory router starts. */
  initialEntries?: string[];
  /** The query client to use (a test's); otherwise the frame makes one for its life. */
  queryClient?: QueryClient;
  /** Called for a message react-intl cannot format (Storybook keeps quiet). */
  onIntlError?: (error: unknown) => void;
  children: ReactNode;
}

/** A query client as a story gets one: no retries, data fresh until the story ends. */
export const newStoryQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

/**
 * Theme, messages, number format, field texts, one query client for the frame's life and a
 * memory router whose links go through the router: what the app gives a page (Storybook adds the
 * global style). Mount it keyed by the story: a new story gets a new client and a new router. The
 * unit tests render their components in it too (tests/utils/render.tsx).
 */
export function StoryProviders({
  theme,
  locale,
  messages,
  numbers = 'standard',
  initialEntries = ['/en/'],
  intl,
  queryClient,
  onIntlError,
  children,
}: StoryProvidersProps) {
  const [ownClient] = useState(() => trackStoryClient(queryClient ?? newStoryQueryClient()));
  const page = (
    <NumberFormatProvider locale={locale} notation={numbers}>
      <FieldTexts>
        <MemoryRouter initialEntries={initialEntries}>
          <RouterLinks>{children}</RouterLinks>
        </MemoryRouter>
      </FieldTexts>
    </NumberFormatProvider>
  );
  return (
    <ThemeProvider theme={themes[theme === 'dark' ? 'dark-theme' : 'light-theme']}>
      <QueryClientProvider client={queryClient ?? ownClient}>
        {intl ? (
          <RawIntlProvider value={intl}>{page}</RawIntlProvider>
        ) : (
          <IntlProvider
            locale={locale}
            defaultLocale="en"
            messages={messages as Record<string, string>}
            onError={onIntlError}
          >
            {page}
          </IntlProvider>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/**
 * What a page finds when it opens: a fresh demo database, no toast, the story's preferences and
 * the account signed in (or nobody), its user in the cache. Stories of one file run one after
 * another on one page in the test-runner: nothing of the last story is left.
 */
function startPage(page: PageParameters, queryClient: QueryClient, locale: Locale) {
  resetDemoDb();
  useToasts.getState().clear();
  // The story's language is the app's: its calls ask the demo backend for it (Accept-Language).
  usePreferences.setState({ ...DEFAULT_PREFERENCES, locale, ...page.preferences });
  const account =
    page.account === undefined ? (page.layout === 'auth' ? null : 'demo') : page.account;
  if (!account) {
    useSession.getState().clearToken();
    return;
  }
  // Before the first request: the HTTP client reads the token from the session store.
  useSession.getState().saveToken(SEEDED_TOKENS[account], false);
  const seed = page.seedUser ?? true;
  if (seed === false) return;
  const user = seed === true ? accountUser(account) : seed;
  if (!user) return;
  keepUserCached(queryClient);
  queryClient.setQueryData(userQueryKey(), user);
}

function accountUser(account: SeededAccount): User | undefined {
  const db = getDb();
  const token = db.tokens.find((row) => row.token === SEEDED_TOKENS[account]);
  const row = token && db.users.find((user) => user.id === token.user_id);
  return row ? publicUser(row) : undefined;
}

const Main = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** The name the sidebar and navbar would show: they read the same cache entry. */
function SignedInBar() {
  const user = useCurrentUser();
  return (
    <Bar>
      <span>Signed in as</span>
      <strong data-testid="signed-in-name">
        {user ? `${user.first_name} ${user.second_name}` : '…'}
      </strong>
    </Bar>
  );
}

/** The auth layout as the client sees it, without the app's navbar (it needs the data router). */
function AuthFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <AuthSplitLayout
      title={intl.formatMessage(landingMessages.title)}
      subtitle={intl.formatMessage(landingMessages.subtitle)}
      tagline={intl.formatMessage(landingMessages.tagline)}
    >
      {children}
    </AuthSplitLayout>
  );
}

/**
 * A page as the app shows it, inside StoryProviders: its layout, its route, the app's toasts. The
 * app's navbar and sidebar need the data router and are left out.
 */
export function PageFrame({ page, children }: { page: PageParameters; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { locale } = useIntl();
  useState(() => startPage(page, queryClient, isLocale(locale) ? locale : 'en'));
  const routed = page.path ? (
    <Routes>
      <Route path={page.path} element={children} />
      <Route path="*" element={<p>Left the page</p>} />
    </Routes>
  ) : (
    children
  );
  return (
    <>
      {page.signedInBar && <SignedInBar />}
      {page.layout === 'auth' ? <AuthFrame>{routed}</AuthFrame> : <Main id="main">{routed}</Main>}
      <ToastHost />
    </>
  );
}
