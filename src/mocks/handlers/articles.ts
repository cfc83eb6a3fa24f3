import { http, passthrough } from 'msw';
import { getGetArticlesMockHandler } from '@/api/generated/articles/articles.msw';
import { invalid } from '../http-utils';
import { inTenantScope } from '../tenant';
import { ARTICLES } from '../seed/articles';

/** Set to `network` in a tab's sessionStorage: the articles call leaves the demo for the network. */
export const ARTICLES_SOURCE_KEY = 'cabinet-demo-articles';

const articlesFromNetwork = (): boolean => {
  try {
    return (
      typeof sessionStorage !== 'undefined' &&
      !inTenantScope() &&
      sessionStorage.getItem(ARTICLES_SOURCE_KEY) === 'network'
    );
  } catch {
    return false;
  }
};

export const articleHandlers = [
  // The articles come from another system (the admin host): an end-to-end test or a developer
  // can put a real one, or a test's route with hostile HTML, behind the demo.
  http.get('*/api/articles/getAll', () => (articlesFromNetwork() ? passthrough() : undefined)),

  /** Public: the admin host never receives the cabinet's token. Unknown locales fall back to English. */
  getGetArticlesMockHandler(({ request }) => {
    const lang = new URL(request.url).searchParams.get('lang')?.trim().toLowerCase();
    if (!lang) invalid({ lang: ['The lang field is required.'] });
    const rows = ARTICLES.filter((row) => row.lang === lang);
    return (rows.length ? rows : ARTICLES.filter((row) => row.lang === 'en')).sort((a, b) =>
      b.published_at.localeCompare(a.published_at),
    );
  }),
];
