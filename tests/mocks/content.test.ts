import { describe, expect, it } from 'vitest';
import { GetAnalyticsResponse, GetArticlesResponse } from '@/api/generated/zod/index.zod';
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

describe('demo backend: analytics', () => {
  it.each([
    ['7d', 7],
    ['30d', 30],
    ['90d', 90],
    ['1y', 52],
  ])(
    'answers %s with a balance history that ends at the wallet balance',
    async (period, points) => {
      const { data } = GetAnalyticsResponse.parse((await call('/api/analytics', { period })).data);
      expect(data.balance_history).toHaveLength(points);
      expect(data.pnl).toHaveLength(points);
      expect(data.balance_history.at(-1)!.balance).toBe(12345.6);
      expect(data.totals.profit).toBeCloseTo(
        data.pnl.reduce((sum, row) => sum + row.value, 0),
        2,
      );
      expect(data.allocation.map((row) => row.label)).toEqual([
        'Wallets',
        'IPO holdings',
        'Trading accounts',
      ]);
    },
  );

  it('moves the history with a new deposit', async () => {
    await call('/api/deposit/create', { wallet_id: 1, method_id: 2, amount: 500 });
    const { data } = (await call('/api/analytics', { period: '7d' })).data;
    expect(data.balance_history.at(-1).balance).toBe(12845.6);
    expect((await call('/api/analytics', { period: '2w' })).status).toBe(422);
  });
});
