import { render } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { useLocation, type Location } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/i18n/locales';
import type { Notation } from '@/lib/money';
import { server } from '@/mocks/node';
import {
  newStoryQueryClient,
  PageFrame,
  StoryProviders,
  type PageParameters,
} from '../../stories/pages/frame';
import { playContext, type PlayArgs } from './play';
import { messagesOf } from './render';

/** A composed page story (`composeStories`), as far as these tests use it. */
export type PageStory = ((props: Record<string, never>) => ReactNode) & {
  id?: string;
  parameters: { page?: PageParameters; msw?: MswParameter };
  globals: { locale?: string };
  play?: (context?: PlayArgs) => Promise<void>;
};

/** The story's own handler overrides (`parameters.msw`), which composeStories does not apply. */
export function storyHandlers(story: PageStory): RequestHandler[] {
  const msw = story.parameters.msw;
  if (!msw) return [];
  if (Array.isArray(msw)) return msw as RequestHandler[];
  const { handlers = [] } = msw;
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat() as RequestHandler[];
}

/**
 * Records every request to `path` and lets it through to the next handler: put it in front of
 * the handlers that answer (`renderPageStory(Story, { watch: [recorder.handler] })`).
 */
export function recordRequests(method: 'get' | 'post', path: string) {
  const seen: Request[] = [];
  const handler = http[method](path, ({ request }) => {
    seen.push(request.clone());
    return undefined;
  });
  return { seen, handler };
}

/** Where the router is now: the address bar of the page under test. */
export interface CurrentLocation {
  current: Location | null;
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onChange(location), [location, onChange]);
  return null;
}

export interface PageStoryOptions {
  locale?: Locale;
  theme?: 'light' | 'dark';
  /** Opens another address than the story's. */
  initialEntries?: string[];
  /** The query client the page uses (to look into its cache); otherwise one as Storybook makes. */
  queryClient?: QueryClient;
  /** How amounts are written (Settings → Number format); standard by default. */
  numbers?: Notation;
  /** The story's handler overrides (default) or only the demo backend's. */
  withHandlers?: boolean;
  /** Handlers in front of all others (recorders). */
  watch?: RequestHandler[];
  /** A ready intl object of `locale`, kept between renders (the fuzz tests), instead of reading the catalogue. */
  intl?: IntlShape;
}

/**
 * Renders a page story as Storybook does, in the same frame (stories/pages/frame.tsx): its
 * address, locale, account and handler overrides over the demo backend (unless
 * `withHandlers: false`), behind the `watch` handlers. `location` follows the router, so a test
 * can see where the page navigated.
 */
export function renderPageStory(
  Story: PageStory,
  {
    withHandlers = true,
    watch = [],
    locale = (Story.globals.locale ?? 'en') as Locale,
    theme = 'light',
    initialEntries,
    queryClient = newStoryQueryClient(),
    numbers,
    intl,
  }: PageStoryOptions = {},
) {
  const handlers = [...watch, ...(withHandlers ? storyHandlers(Story) : [])];
  if (handlers.length > 0) server.use(...handlers);
  const location: CurrentLocation = { current: null };
  const page = Story.parameters.page;
  const rendered = render(
    <StoryProviders
      theme={theme}
      locale={locale}
      messages={intl ? undefined : messagesOf(locale)}
      intl={intl}
      numbers={numbers}
      initialEntries={initialEntries ?? (page ? [page.route] : undefined)}
      queryClient={queryClient}
    >
      {page ? (
        <PageFrame page={page}>
          <Story />
        </PageFrame>
      ) : (
        <Story />
      )}
      <LocationProbe
        onChange={(next) => {
          location.current = next;
        }}
      />
    </StoryProviders>,
  );
  /** Runs the story's play function on what was rendered. */
  const play = () => Story.play?.(playContext(rendered.container));
  return { ...rendered, queryClient, location, play };
}
