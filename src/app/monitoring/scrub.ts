/**
 * What leaves the browser for error reporting carries no personal data: no e-mail address, no
 * name of the signed-in client, no amount, no token, no one-time link. What is scrubbed is decided
 * by where a string sits in the event, not by what it looks like: the event format's own fields
 * (`event_id`, trace and span ids, `release`, `environment`, `sdk`, `timestamp`, stack frames'
 * file names and lines) leave as they are, because a real Sentry needs them exactly (a 32-hex
 * `event_id` matching the envelope's, the release its source maps were uploaded for); what people
 * wrote or typed (messages, exception values, breadcrumbs, URLs, tags, extra data) goes through
 * `scrubText` (./scrubText.ts), and values under keys that name personal data are dropped whole.
 */
import { scrubText, scrubUrl } from './scrubText';

export { scrubText } from './scrubText';

type Known = readonly string[];
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys whose values are personal or secret, wherever they appear in extra data. */
const SECRET_KEY =
  /^(?:authorization|cookie|set-cookie|token|access_token|password|password_confirmation|email|e-mail|first_name|second_name|last_name|full_name|phone|address|amount|balance|available|reserved|price|total|sum|data|body|headers|request|response|config|visitorId|challenge|recovery_codes|secret|otpauth_url)$/i;

/**
 * Keys of the event format itself that share a name with personal data (`request` of an event,
 * `data` of a breadcrumb): scrubbed field by field instead of dropped, so the report stays useful.
 */
const STRUCTURAL = new Set(['request', 'data']);
const isStructural = (key: string, item: unknown) => STRUCTURAL.has(key) && isObject(item);

/** A value (of a breadcrumb, a tag, extra data) with every string scrubbed. */
export function scrubValue(value: unknown, known: Known = [], depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, known);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, known, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Fields).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && typeof item !== 'undefined' && !isStructural(key, item)
        ? '[redacted]'
        : scrubValue(item, known, depth + 1),
    ]),
  );
}

/**
 * An object of the event format: the fields in `keep` as they are, those in `own` by their own
 * scrubber, every other field through `scrubValue`.
 */
function scrubFields(
  value: unknown,
  known: Known,
  keep: ReadonlySet<string>,
  own: Readonly<Record<string, (item: unknown, known: Known) => unknown>> = {},
): unknown {
  if (!isObject(value)) return scrubValue(value, known);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      keep.has(key)
        ? item
        : Object.hasOwn(own, key)
          ? own[key]!(item, known)
          : scrubValue(item, known, 1),
    ]),
  );
}

const each =
  (scrub: (item: unknown, known: Known) => unknown) =>
  (list: unknown, known: Known): unknown =>
    Array.isArray(list) ? list.map((item) => scrub(item, known)) : scrubValue(list, known);

const asUrl = (value: unknown) => (typeof value === 'string' ? scrubUrl(value) : value);

/** A stack frame: where the code is stays (an inline script's frame loses the page's secrets). */
const FRAME_KEEP = new Set([
  'function',
  'raw_function',
  'module',
  'lineno',
  'colno',
  'in_app',
  'platform',
  'instruction_addr',
  'debug_id',
]);
const scrubFrame = (frame: unknown, known: Known) =>
  scrubFields(frame, known, FRAME_KEEP, { filename: asUrl, abs_path: asUrl });

const scrubStacktrace = (stacktrace: unknown, known: Known) =>
  scrubFields(stacktrace, known, new Set(['frames_omitted']), { frames: each(scrubFrame) });

const MECHANISM_KEEP = new Set([
  'type',
  'handled',
  'synthetic',
  'source',
  'exception_id',
  'parent_id',
  'is_exception_group',
]);
const scrubException = (value: unknown, known: Known) =>
  scrubFields(value, known, new Set(['type', 'module', 'thread_id']), {
    stacktrace: scrubStacktrace,
    mechanism: (mechanism, k) => scrubFields(mechanism, k, MECHANISM_KEEP),
  });

/** A breadcrumb: when and what kind stay; its message and data are scrubbed. */
export const scrubBreadcrumb = <T>(breadcrumb: T, known: Known = []): T =>
  scrubFields(
    breadcrumb,
    known,
    new Set(['timestamp', 'type', 'category', 'level', 'event_id']),
  ) as T;

/** Contexts: their ids (`trace_id`, `span_id`, ...) stay; the rest is scrubbed as text. */
const scrubContexts = (contexts: unknown, known: Known) =>
  isObject(contexts)
    ? Object.fromEntries(
        Object.entries(contexts).map(([name, context]) => [
          name,
          isObject(context)
            ? Object.fromEntries(
                Object.entries(context).map(([key, item]) => [
                  key,
                  /(?:^|_)id$/.test(key) && typeof item === 'string'
                    ? item
                    : scrubValue(item, known, 2),
                ]),
              )
            : scrubValue(context, known, 1),
        ]),
      )
    : scrubValue(contexts, known);

/** The event format's own fields: ids, names of the build and the SDK, times. Never scrubbed. */
const EVENT_KEEP = new Set([
  'event_id',
  'timestamp',
  'start_timestamp',
  'level',
  'platform',
  'logger',
  'server_name',
  'release',
  'dist',
  'environment',
  'sdk',
  'modules',
  'type',
  'debug_meta',
  // The SDK's own bookkeeping (the envelope header's trace comes from it); never sent as such.
  'sdkProcessingMetadata',
]);
const EVENT_OWN = {
  exception: (exception: unknown, known: Known) =>
    scrubFields(exception, known, new Set(), { values: each(scrubException) }),
  breadcrumbs: each(scrubBreadcrumb),
  contexts: scrubContexts,
  request: (request: unknown, known: Known) =>
    isObject(request) && typeof request.url === 'string'
      ? { url: scrubText(request.url, known) }
      : {},
} satisfies Record<string, (item: unknown, known: Known) => unknown>;

/**
 * An error event as it may leave the browser: no user, no request headers, cookies, body or query,
 * every string people wrote scrubbed, the format's own fields untouched. Returns a new object.
 */
export function scrubEvent<T extends object>(event: T, known: Known = []): T {
  const { user: _user, ...rest } = event as Fields;
  return scrubFields(rest, known, EVENT_KEEP, EVENT_OWN) as T;
}
