import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle } from '../src/design-system/theme';
import { isNotation } from '../src/lib/money';
import { LOCALE_NAMES, LOCALES, type Locale } from '../src/i18n/locales';
import { ALL_PARTS, loadMessages, type Messages } from '../src/i18n/loadMessages';
import { handlers } from '../src/mocks/handlers';
import { PASSKEYS_ATTRIBUTE } from '../src/session/passkeys';
import { PageFrame, StoryProviders, type PageParameters } from '../stories/pages/frame';
import { STORY_AXE_TAGS } from '../tests/wcag';
import { FIXED_NOW, freezeTime } from './fixedTime';

freezeTime(FIXED_NOW);

// Play functions wait up to 3 s for what a user would see (Testing Library's default is 1 s): on a
// busy machine a page's first answer or a lazy part took longer (npm test must be green there).
// Stories that wait on something known to be slower pass their own timeout (stories/pages/responses.ts).
configure({ asyncUtilTimeout: 3000 });

/**
 * Every story in the one frame (stories/pages/frame.tsx); a page story (`parameters.page`) also
 * in the page's layout, signed in as its account. Keyed by the story: the frame keeps its query
 * client, router and demo data while the story lives (the test-runner's theme switch re-renders
 * it) and a new story starts afresh.
 */
const withFrame: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  // A story fixes its notation with `globals: { numbers: 'language' }`; the toolbar switches it.
  const numbers = isNotation(context.globals.numbers) ? context.globals.numbers : 'standard';
  const messages = (context.loaded as { messages?: Messages }).messages ?? {};
  const page = context.parameters.page as PageParameters | undefined;
  // The test-runner waits for this marker after switching themes.
  if (typeof document !== 'undefined')
    document.body.dataset.sbTheme = context.globals.theme ?? 'light';
  return (
    <StoryProviders
      key={context.id}
      theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
      locale={locale}
      messages={messages}
      numbers={numbers}
      initialEntries={page ? [page.route] : undefined}
      onIntlError={() => {}}
    >
      <GlobalStyle />
      {page ? (
        <PageFrame page={page}>
          <Story />
        </PageFrame>
      ) : (
        <Story />
      )}
    </StoryProviders>
  );
};

/**
 * Every story starts on a fresh device: what one story left in storage (a passkey offer learnt, a
 * dismissed banner, a session's cached limits) would change the next one's picture, and the order
 * stories run in is not fixed.
 */
function freshDevice(): void {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute(PASSKEYS_ATTRIBUTE);
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withFrame],
  beforeEach: freshDevice,
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
    async ({ globals }) => ({
      messages: await loadMessages((globals.locale ?? 'en') as Locale, ALL_PARTS),
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    numbers: {
      description: 'How amounts and numbers are written (Settings: number format)',
      toolbar: {
        title: 'Numbers',
        icon: 'listordered',
        items: [
          { value: 'standard', title: 'Standard ($ 12,345.60)' },
          { value: 'language', title: 'As in the language' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: `${value} · ${LOCALE_NAMES[value]}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', numbers: 'standard' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // WCAG 2.2 AA and axe's best practices, in the a11y panel and the test-runner alike: axe's own
    // default leaves out target size (2.5.8), the one 2.2 rule it has.
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: [...STORY_AXE_TAGS] } } },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (375)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (1024)',
          styles: { width: '1024px', height: '768px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1440)',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    backgrounds: { disable: true },
    options: { storySort: { order: ['Overview', 'Design system', 'Pages'] } },
  },
};

export default preview;
