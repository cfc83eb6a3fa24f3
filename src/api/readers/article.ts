import type { Article } from '@/api/generated/model';
import { entries, text } from '@/lib/tolerant';

/** The articles of an `articles/getAll` answer (a bare array); an entry without an id makes it unreadable. */
export const selectArticles = (answer: unknown): Article[] =>
  entries(answer, 'id', (entry) => ({
    id: entry.id,
    title: text(entry.title),
    summary: text(entry.summary),
    body: text(entry.body),
    image_url: typeof entry.image_url === 'string' ? entry.image_url : null,
    published_at: text(entry.published_at),
    lang: text(entry.lang),
  }));
