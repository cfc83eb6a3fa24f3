import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { getGetArticlesResponseMock } from '@/api/generated/articles/articles.msw';
import { HOSTILE_ARTICLE_BODY } from './hostile';

/** Finnish has no articles on this admin host; English has two. */
export const fallbackHandler = http.get('*/api/articles/getAll', ({ request }) =>
  HttpResponse.json(
    new URL(request.url).searchParams.get('lang') === 'en' ? getGetArticlesResponseMock() : [],
  ),
);

/** An article whose body is hostile from top to bottom (see hostile.ts). */
export const HOSTILE_ARTICLE = {
  ...getGetArticlesResponseMock()[0]!,
  id: 66,
  title: 'Markets this week',
  summary: 'What moved the markets, and what we watch next.',
  body: HOSTILE_ARTICLE_BODY,
  image_url: 'javascript:alert(1)',
};

/** Waits for the sanitized body of the article. */
export const articleBody = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-article-body]')).not.toBeNull(), {
    timeout: 5000,
  });
  return canvasElement.querySelector<HTMLElement>('[data-article-body]')!;
};
