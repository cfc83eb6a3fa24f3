/** Zod's issues with an answer, as the contract check reports them: where, expected, got. */

/** One difference between an answer and the contract. */
export interface Mismatch {
  /** Where in the answer, e.g. `data[0].balance` (`(status)` for the HTTP status). */
  readonly path: string;
  readonly expected: string;
  readonly got: string;
}

/** `data[0].balance` from zod's `['data', 0, 'balance']`. */
export const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  ) || '(root)';

/** What a value is, for "got": its type and a short rendering. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  );

export interface ZodIssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly expected?: unknown;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
}

/** The zod issues of an answer as mismatches: where, what the contract expects, what came. */
export function mismatchesOf(issues: readonly ZodIssueLike[], data: unknown): Mismatch[] {
  return issues.map((issue) => {
    const got = describeValue(valueAt(data, issue.path));
    if (issue.code === 'invalid_type' && issue.expected !== undefined) {
      return { path: formatPath(issue.path), expected: String(issue.expected), got };
    }
    if (issue.code === 'invalid_value' && issue.values) {
      return {
        path: formatPath(issue.path),
        expected: `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`,
        got,
      };
    }
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return {
        path: formatPath(issue.path),
        expected: 'no other keys',
        got: issue.keys.join(', '),
      };
    }
    return { path: formatPath(issue.path), expected: issue.message, got };
  });
}
