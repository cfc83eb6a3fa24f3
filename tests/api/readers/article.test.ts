import { describe, expect, it } from 'vitest';
import { selectArticles } from '@/api/readers/article';
import { MalformedAnswer } from '@/lib/tolerant';

const article = {
  id: 1,
  title: 'Markets this week',
  summary: 'What moved.',
  body: '<p>Text</p>',
  image_url: 'https://cdn.example.com/a.jpg',
  published_at: '2026-03-14T08:00:00Z',
  lang: 'en',
};

describe('selectArticles', () => {
  it('reads the articles as sent', () => {
    expect(selectArticles([article])).toEqual([article]);
  });

  it('reads an article without a picture or texts as one with none', () => {
    expect(selectArticles([{ id: 2 }])).toEqual([
      { id: 2, title: '', summary: '', body: '', image_url: null, published_at: '', lang: '' },
    ]);
  });

  it.each([
    ['an article without its id', [article, { title: 'x' }]],
    ['an entry that is not an article', [article, 'x']],
    ['an envelope where the list belongs', { data: [article] }],
  ])('refuses %s', (_, answer) => {
    expect(() => selectArticles(answer)).toThrow(MalformedAnswer);
  });
});
