import fc from 'fast-check';
import type { ZodType } from 'zod';

/**
 * Generated answers that break a call's response schema, as a drifting or hostile backend would
 * send them: a valid answer (the generated mock) with fields of the wrong type, nulls, missing
 * fields, a wrong envelope, arrays for objects, numbers as strings, HTML in strings; or anything
 * at all; or an HTML page with status 200.
 */

/** A JSON body, or an HTML document served as text/html with status 200. */
export type FuzzAnswer = { json: unknown } | { html: string };

type Path = readonly (string | number)[];

/** Every path into a JSON value, the value itself included (`[]`). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here = [prefix];
  if (Array.isArray(value)) {
    return here.concat(value.flatMap((item, index) => pathsOf(item, [...prefix, index])));
  }
  if (typeof value === 'object' && value !== null) {
    return here.concat(
      Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key])),
    );
  }
  return here;
}

const REMOVE = Symbol('remove');

/** A copy of `value` with the node at `path` replaced (or removed, for REMOVE). */
function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next === REMOVE ? undefined : next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const index = head as number;
    if (rest.length === 0 && next === REMOVE) copy.splice(index, 1);
    else copy[index] = setAt(copy[index], rest, next);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const key = head as string;
  if (rest.length === 0 && next === REMOVE) delete copy[key];
  else copy[key] = setAt(copy[key], rest, next);
  return copy;
}

const HOSTILE_STRINGS = [
  '',
  '   ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '99999999999999999999999999',
  '-12345.678',
  '0x1F',
  'null',
  'undefined',
  '[object Object]',
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '<b>bold</b>',
  'javascript:alert(1)',
  '//evil.example/path',
  '2026-13-45T99:99:99Z',
  'not a date',
  'Ω≈ç√∫˜µ≤≥÷ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202e',
  'x'.repeat(5000),
];

/** A value of any JSON type that a field should not hold. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(REMOVE),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(-1, 0, -0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 1.5),
  fc.double({ noNaN: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.string(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** One to four fields (or the whole answer) replaced by a hostile value or removed. */
const fieldMutations = (valid: unknown): fc.Arbitrary<unknown> => {
  const paths = pathsOf(valid);
  const mutation = fc.tuple(fc.constantFrom(...paths), hostileValue);
  return fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) =>
    mutations.reduce<unknown>((answer, [path, next]) => {
      // An earlier mutation may have replaced a parent: only follow paths that still exist.
      try {
        return setAt(answer, path, next);
      } catch {
        return answer;
      }
    }, valid),
  );
};

/** The right data in the wrong wrapper. */
const envelopes = (valid: unknown): fc.Arbitrary<unknown> => {
  const unwrapped =
    typeof valid === 'object' && valid !== null && 'data' in valid
      ? (valid as { data: unknown }).data
      : valid;
  return fc.constantFrom<unknown>(
    { data: valid },
    { data: { data: valid } },
    unwrapped,
    [valid],
    Array.isArray(valid) ? { ...valid } : Object.values((valid ?? {}) as object),
    Array.isArray(valid) ? (valid[0] ?? {}) : [],
    { message: 'OK', data: null },
    { status: 'failed' },
    Array.from({ length: 60 }, () => (Array.isArray(valid) ? valid[0] : valid)),
  );
};

const HTML_PAGES = [
  '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
  '<html><head><title>Maintenance</title></head><body>Back soon</body></html>',
];

/** JSON as it crosses the wire: undefined fields dropped, -0 as 0, a missing body as null. */
const toWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null) ?? 'null');

/**
 * Answers to a call that break `schema` (checked after the JSON round trip), derived from its
 * `valid` answer. Most are close to valid, the cases a page is least prepared for.
 */
export function malformedAnswers(valid: unknown, schema: ZodType): fc.Arbitrary<FuzzAnswer> {
  const json = fc
    .oneof(
      { weight: 6, arbitrary: fieldMutations(valid) },
      { weight: 2, arbitrary: envelopes(valid) },
      { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }) },
    )
    .map(toWire)
    .filter((answer) => !schema.safeParse(answer).success)
    .map((answer): FuzzAnswer => ({ json: answer }));
  const html = fc.constantFrom(...HTML_PAGES).map((page): FuzzAnswer => ({ html: page }));
  return fc.oneof({ weight: 19, arbitrary: json }, { weight: 1, arbitrary: html });
}
