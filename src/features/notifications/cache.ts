import type { MarkNotificationsReadRequest } from '@/api/generated/model';
import { isRecord, type Raw } from '@/lib/tolerant';

/*
 * The optimistic side of marking read: the cache holds the answers as they came (the reader runs
 * as each query's `select`), so these change raw answers, leaving alone anything they cannot read.
 */

const rowsOf = (answer: unknown): Raw[] =>
  isRecord(answer) && Array.isArray(answer.data) ? answer.data.filter(isRecord) : [];

const named = (request: MarkNotificationsReadRequest, id: unknown): boolean =>
  'all' in request || (typeof id === 'number' && request.ids.includes(id));

/** How many of the notifications `request` names are unread, as far as the cached answers know. */
export function unreadNamed(answers: unknown[], request: MarkNotificationsReadRequest): number {
  const ids = new Set<unknown>();
  for (const answer of answers)
    for (const row of rowsOf(answer))
      if (named(request, row.id) && (row.read_at === null || row.read_at === undefined))
        ids.add(row.id);
  return ids.size;
}

/** The answer with `unread` as its count (at least 0). */
export function withUnread(answer: unknown, unread: number): unknown {
  if (!isRecord(answer) || !isRecord(answer.meta)) return answer;
  return { ...answer, meta: { ...answer.meta, unread: Math.max(0, unread) } };
}

const unreadIn = (answer: unknown): number | undefined => {
  const meta = isRecord(answer) && isRecord(answer.meta) ? answer.meta : undefined;
  return typeof meta?.unread === 'number' ? meta.unread : undefined;
};

/**
 * The answer as it reads once `request` is done: the named notifications read at `at`, and the
 * count down by `dropped` (what the request makes read across every cached page), or 0 for all.
 */
export function markedRead(
  answer: unknown,
  request: MarkNotificationsReadRequest,
  dropped: number,
  at: string,
): unknown {
  if (!isRecord(answer) || !Array.isArray(answer.data)) return answer;
  const data = answer.data.map((row: unknown) =>
    isRecord(row) && named(request, row.id) && !row.read_at ? { ...row, read_at: at } : row,
  );
  const unread = unreadIn(answer);
  const next = { ...answer, data };
  if (unread === undefined) return next;
  return withUnread(next, 'all' in request ? 0 : unread - dropped);
}
