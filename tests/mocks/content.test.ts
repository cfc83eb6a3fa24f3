import { describe, expect, it } from 'vitest';
import { GetArticlesResponse } from '@/api/generated/zod/index.zod';
import { call } from './api';

const LOCALES = ['cs', 'de', 'en', 'es', 'fi', 'fr', 'it', 'no', 'pl', 'ro', 'ru'];

describe('demo backend: articles', () => {
  it.each(LOCALES)('answers at least three %s articles without a token', async (lang) => {
    const answer = await call(`/api/articles/getAll?lang=${lang}`, undefined, {
      token: null,
      method: 'GET',
    });
    const articles = GetArticlesResponse.parse(answer.data);
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(articles.every((row) => row.lang === lang)).toBe(true);
    expect(
      articles.some((row) => row.body.includes("<script>console.log('article script')</script>")),
    ).toBe(true);
    expect(articles.some((row) => row.body.includes('<img src=x onerror="alert(1)">'))).toBe(true);
  });

  it('translates titles per locale and falls back to English', async () => {
    const titles = new Set<string>();
    for (const lang of LOCALES) {
      const rows = (
        await call(`/api/articles/getAll?lang=${lang}`, undefined, { token: null, method: 'GET' })
      ).data;
      titles.add(rows[0].title);
    }
    expect(titles.size).toBe(LOCALES.length);
    const fallback = (
      await call('/api/articles/getAll?lang=xx', undefined, { token: null, method: 'GET' })
    ).data;
    expect(fallback.every((row: { lang: string }) => row.lang === 'en')).toBe(true);
  });
});
