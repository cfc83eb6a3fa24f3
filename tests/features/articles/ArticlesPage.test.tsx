import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getGetArticlesResponseMock } from '@/api/generated/articles/articles.msw';
import { http as httpClient } from '@/api/axiosClient';
import { server } from '@/mocks/node';
import { useSession } from '@/stores/session';
import * as detail from '../../../stories/pages/articles/ArticleDetail.stories';
import * as latest from '../../../stories/pages/articles/LatestArticles.stories';
import * as list from '../../../stories/pages/articles/Articles.stories';
import { CORS, setEnv, useCleanClient } from '../../api/helpers';
import { renderPageStory, type PageStory } from '../../utils/renderPageStory';
import { fetchWithoutCredentials } from '@/api/fetchAdapter';

const List = composeStories(list);
const Detail = composeStories(detail);
const Latest = composeStories(latest);

const ADMIN = 'http://admin.example';

/** Answers the articles call on `origin` and keeps every request it got. */
function adminHost(origin: string, answer: (lang: string | null) => unknown[]) {
  const seen: Request[] = [];
  server.use(
    http.get(`${origin}/api/articles/getAll`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(answer(new URL(request.url).searchParams.get('lang')) as never, {
        headers: CORS,
      });
    }),
  );
  return seen;
}

/** The request settings the HTTP client used, as its response carries them. */
function captureConfigs() {
  const configs: InternalAxiosRequestConfig[] = [];
  const id = httpClient.interceptors.response.use((response) => {
    configs.push(response.config);
    return response;
  });
  onTestFinished(() => httpClient.interceptors.response.eject(id));
  return { configs };
}

const signedInWithXsrf = () => {
  document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';
};

describe('ArticlesPage', () => {
  useCleanClient();

  it.each([
    ['the list', List.Loaded],
    ['the empty state', List.Empty],
    ['the loading state', List.Loading],
    ['the error state with a retry', List.Failed],
    ['the English fallback of a locale without articles', List.EnglishFallback],
    ['an article', Detail.Loaded],
    ['a hostile article, safely', Detail.Hostile],
    ['an article that does not exist', Detail.NotFound],
    ['the article loading', Detail.Loading],
    ['the article failing with a retry', Detail.Failed],
    ['the latest three on home', Latest.Loaded],
    ['nothing on home without articles', Latest.Empty],
    ['the latest articles failing with a retry', Latest.Failed],
  ])('shows %s', async (_, Story) => {
    await renderPageStory(Story as PageStory).play();
  });

  it('asks the admin host in the interface language, with no token, no XSRF header and no cookies', async () => {
    setEnv({ adminApiUrl: ADMIN });
    signedInWithXsrf();
    const sent = captureConfigs();
    const seen = adminHost(ADMIN, () => getGetArticlesResponseMock());
    await renderPageStory(List.Loaded, {
      withHandlers: false,
      locale: 'de',
      initialEntries: ['/de/articles'],
    });
    expect(await screen.findByRole('link', { name: 'Leverage explained' })).toBeVisible();
    // The story's frame signs in: the cabinet's token exists and must stay home.
    expect(useSession.getState().token).not.toBeNull();
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(new URL(request.url).searchParams.get('lang')).toBe('de');
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.headers.get('x-xsrf-token')).toBeNull();
    expect(request.headers.get('cookie')).toBeNull();
    // Cookies stay home too: our fetch transport sends `credentials: 'omit'` (jsdom's fetch does not
    // report the mode to the handler; the end-to-end test checks the browser's request).
    expect(sent.configs.at(-1)).toMatchObject({
      withCredentials: false,
      adapter: fetchWithoutCredentials,
    });
  });

  it('sends no token or XSRF header even when the admin host is the API host', async () => {
    setEnv({ apiUrl: '', adminApiUrl: '' });
    signedInWithXsrf();
    const sent = captureConfigs();
    const seen = adminHost(location.origin, () => getGetArticlesResponseMock());
    await renderPageStory(List.Loaded, { withHandlers: false });
    expect(await screen.findByRole('link', { name: 'Leverage explained' })).toBeVisible();
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('x-xsrf-token')).toBeNull();
    expect(sent.configs.at(-1)).toMatchObject({
      withCredentials: false,
      adapter: fetchWithoutCredentials,
    });
  });

  it('falls back to English when the interface language has no articles', async () => {
    setEnv({ adminApiUrl: ADMIN });
    const seen = adminHost(ADMIN, (lang) => (lang === 'en' ? getGetArticlesResponseMock() : []));
    await renderPageStory(List.Loaded, {
      withHandlers: false,
      locale: 'fi',
      initialEntries: ['/fi/articles'],
    });
    expect(await screen.findByRole('link', { name: 'Leverage explained' })).toHaveAttribute(
      'href',
      '/fi/articles/14',
    );
    expect(seen.map((request) => new URL(request.url).searchParams.get('lang'))).toEqual([
      'fi',
      'en',
    ]);
  });

  it('does not ask twice when the interface language has articles', async () => {
    setEnv({ adminApiUrl: ADMIN });
    const seen = adminHost(ADMIN, () => getGetArticlesResponseMock());
    await renderPageStory(List.Loaded, {
      withHandlers: false,
      locale: 'fi',
      initialEntries: ['/fi/articles'],
    });
    await screen.findByRole('link', { name: 'Leverage explained' });
    expect(seen.map((request) => new URL(request.url).searchParams.get('lang'))).toEqual(['fi']);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
