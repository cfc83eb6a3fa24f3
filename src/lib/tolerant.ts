/*
 * Building blocks of the contract readers (`src/api/readers/`). Production does not validate
 * answers against the contract, so a drifting backend (an HTML page with status 200, a missing
 * envelope, a field of the wrong type) must end as the query's error state or a blank figure,
 * never a crash: readers check each field's type and fall back to a value the page can show, and
 * throw `MalformedAnswer` when the answer holds something they cannot read.
 */

/** An answer's object before its fields are read. */
export type Raw = Record<string, unknown>;

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

/** Throws `MalformedAnswer`; typed `never` so it can stand in for a value. */
export const fail = (): never => {
  throw new MalformedAnswer('Malformed answer');
};

export const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string as sent; anything else is the empty string. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A display string: a string as sent, a number as its digits (an id or a login); else empty. */
export const textual = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** A decimal string as Laravel's `decimal` casts send amounts: "12345.60", "-5", "0.5". */
const DECIMAL = /^-?\d{1,15}(\.\d{1,8})?$/;

/**
 * An amount as sent: a JSON number, or a decimal string (the contract's conventions read both);
 * anything else is NaN, which the formatter shows as "—".
 */
export const amount = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return Number.NaN;
};

/**
 * An amount where the contract puts one. A missing one (absent or null) is NaN, which the
 * formatter shows as "—"; one of the wrong kind (`{}`, `[100]`, `"lots"`, `"12,5"`) makes the
 * answer unreadable, as the contract's conventions say: an error, not a zero or a dash.
 */
export const readAmount = (value: unknown): number => {
  if (value === undefined || value === null) return Number.NaN;
  const read = amount(value);
  return Number.isNaN(read) ? fail() : read;
};

/** An ISO 8601 date or moment: `2026-03-10`, `2026-03-10T09:00:00Z`, `2026-03-10 09:00:00+02:00`. */
const ISO_MOMENT =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A date or moment where the contract puts one, as sent (an ISO 8601 string). A missing one
 * (absent or null) is the empty string, which pages leave out; one of the wrong kind (a number,
 * `{}`, "x", "yesterday") makes the answer unreadable: an error, not "Updated x".
 */
export const readMoment = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' &&
    ISO_MOMENT.test(value.trim()) &&
    Number.isFinite(Date.parse(value.trim()))
    ? value
    : fail();
};

export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/**
 * Every entry of a list, each read by `read` (null when the entry cannot be read). A value that is
 * not a list, or a list with an entry that cannot be read, is malformed: the page shows its error
 * state with a retry, never a shorter list (or "No … yet") that the client would take as the truth.
 */
export const every = <T>(list: unknown, read: (raw: Raw) => T | null): T[] => {
  if (!Array.isArray(list)) return fail();
  return list.map((entry) => (isRecord(entry) ? read(entry) : null) ?? fail());
};

/** Every entry of a list, each with an integer id under `key` (see `every`). */
export const entries = <K extends string, T>(
  list: unknown,
  key: K,
  read: (raw: Raw & Record<K, number>) => T,
): T[] =>
  every(list, (entry) => (isId(entry[key]) ? read(entry as Raw & Record<K, number>) : null));

/** Pagination facts, shaped as the contract's `PageMeta`. */
export interface PageFacts {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

const MAX_PAGES = 10_000;
const pageNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, MAX_PAGES)
    : fallback;

/** Pagination facts within bounds: a page count in the millions must not build a million links. */
export function readMeta(raw: unknown, rows: number): PageFacts {
  const meta = isRecord(raw) ? raw : {};
  const last = pageNumber(meta.last_page, 1);
  return {
    current_page: Math.min(pageNumber(meta.current_page, 1), last),
    last_page: last,
    per_page: pageNumber(meta.per_page, Math.max(rows, 1)),
    total: typeof meta.total === 'number' && meta.total >= 0 ? meta.total : rows,
  };
}

/**
 * `record[key]` for a key that came from the server, own entries only: a status of `valueOf` or
 * `constructor` must not find Object.prototype's functions (the fuzz test found exactly that).
 */
export const lookup = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
