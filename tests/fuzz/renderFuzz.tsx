import type { RequestHandler } from 'msw';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Locale } from '@/i18n/locales';
import { createTestQueryClient, messagesOf } from '../utils/render';
import { renderPageStory, type PageStory } from '../utils/renderPageStory';

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
  const locale = (Story.globals.locale ?? 'en') as Locale;
  return renderPageStory(Story, { watch, locale, queryClient, intl: intlOf(locale) });
}

/** Empties the shared query client after a render (with `cleanup`). */
export const clearFuzzClient = () => queryClient.clear();
