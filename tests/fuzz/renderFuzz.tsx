import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { themes } from '@/design-system/theme';
import { FieldTexts } from '@/form/FieldTexts';
import type { Locale } from '@/i18n/locales';
import { server } from '@/mocks/node';
import { RouterLinks } from '@/page/RouterLink';
import { PageFrame } from '../../stories/pages/frame';
import { createTestQueryClient, messagesOf } from '../utils/render';
import { storyHandlers, type PageStory } from '../utils/renderPageStory';

/*
 * `renderPageStory` for thousands of renders: the same providers and page frame, but what does not change
 * between renders is made once. One intl object per locale keeps its parsed messages and
 * formatters (a fresh IntlProvider parses every message it formats again), the catalogues are
 * read once, and one query client is emptied between renders instead of being made anew.
 */
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();
const intlOf = (locale: Locale): IntlShape => {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'en', messages: messagesOf(locale) }, cache);
    intls.set(locale, intl);
  }
  return intl;
};

const queryClient = createTestQueryClient();

/** Renders a page story over the demo backend behind `watch`, as `renderPageStory` does. */
export function renderFuzz(Story: PageStory, watch: RequestHandler[]) {
  server.use(...watch, ...storyHandlers(Story));
  const locale = (Story.globals.locale ?? 'en') as Locale;
  const page = Story.parameters.page;
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={themes['light-theme']}>
      <QueryClientProvider client={queryClient}>
        <RawIntlProvider value={intlOf(locale)}>
          <FieldTexts>
            <MemoryRouter initialEntries={page ? [page.route] : ['/en/']}>
              <RouterLinks>
                {page ? <PageFrame page={page}>{children}</PageFrame> : children}
              </RouterLinks>
            </MemoryRouter>
          </FieldTexts>
        </RawIntlProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return render(<Story />, { wrapper: Providers });
}

/** Empties the shared query client after a render (with `cleanup`). */
export const clearFuzzClient = () => queryClient.clear();
