import { http, type RequestHandler } from 'msw';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import type { Locale } from '@/i18n/locales';
import { server } from '@/mocks/node';
import { renderWithProviders, type ProviderOptions } from './render';

/** A composed page story (`composeStories`), as far as these tests use it. */
export type PageStory = ((props: Record<string, never>) => ReactNode) & {
  parameters: { route?: { initialEntries?: string[] }; msw?: MswParameter };
  globals: { locale?: string };
  play?: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
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

/**
 * Renders a page story as Storybook does: its URL, locale and handler overrides over the demo
 * backend (unless `withHandlers: false`), behind the `watch` handlers, inside the app's providers. `location` follows the
 * router, so a test can see where the page navigated.
 */
export function renderPageStory(
  Story: PageStory,
  {
    withHandlers = true,
    watch = [],
    ...options
  }: ProviderOptions & { withHandlers?: boolean; watch?: RequestHandler[] } = {},
) {
  const handlers = [...watch, ...(withHandlers ? storyHandlers(Story) : [])];
  if (handlers.length > 0) server.use(...handlers);
  const location: CurrentLocation = { current: null };
  const rendered = renderWithProviders(
    <>
      <Story />
      <LocationProbe
        onChange={(next) => {
          location.current = next;
        }}
      />
    </>,
    {
      initialEntries: Story.parameters.route?.initialEntries,
      locale: (Story.globals.locale ?? 'en') as Locale,
      ...options,
    },
  );
  /** Runs the story's play function on what was rendered. */
  const play = () => Story.play?.({ canvasElement: rendered.container });
  return { ...rendered, location, play };
}
