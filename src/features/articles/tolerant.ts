import type { Article } from '@/api/generated/model';

/*
 * `select` reader of the articles answer. Production does not validate answers against the
 * contract, so a drifting admin host (an HTML page with status 200, an envelope, a field of the
 * wrong type) must end as the list's error state, never a crash: the reader throws when the
 * answer is not a list and reads each article field by field.
 */

type Raw = Record<string, unknown>;

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The articles of a `articles/getAll` answer (a bare array); entries without an id are left out. */
export function selectArticles(answer: unknown): Article[] {
  if (!Array.isArray(answer)) throw new MalformedAnswer('Malformed answer');
  return answer
    .filter(
      (entry): entry is Raw & { id: number } =>
        isRecord(entry) && typeof entry.id === 'number' && Number.isSafeInteger(entry.id),
    )
    .map((entry) => ({
      id: entry.id,
      title: text(entry.title),
      summary: text(entry.summary),
      body: text(entry.body),
      image_url: typeof entry.image_url === 'string' ? entry.image_url : null,
      published_at: text(entry.published_at),
      lang: text(entry.lang),
    }));
}
