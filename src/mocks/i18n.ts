import { getResponse, http, type RequestHandler } from 'msw';
import { MOCK_MESSAGES } from './i18n-messages';
import { OPERATIONS } from './operations';

;

/** The rules whose English wording the demo backend (and Laravel) uses, `:attribute` etc. as placeholders. */
const ENGLISH = {
  required: 'The :attribute field is required.',
  email: 'The :attribute field must be a valid email address.',
  minString: 'The :attribute field must be at least :min characters.',
  maxString: 'The :attribute field must not be greater than :max characters.',
  maxFile: 'The :attribute field must not be greater than :max kilobytes.',
  minNumeric: 'The :attribute field must be at least :min.',
  maxNumeric: 'The :attribute field must not be greater than :max.',
  gtNumeric: 'The :attribute field must be greater than :value.',
  confirmed: 'The :attribute field confirmation does not match.',
  accepted: 'The :attribute field must be accepted.',
  unique: 'The :attribute has already been taken.',
  in: 'The selected :attribute is invalid.',
  date: 'The :attribute field must be a valid date.',
  integer: 'The :attribute field must be an integer.',
  numeric: 'The :attribute field must be a number.',
  string: 'The :attribute field must be a string.',
  regex: 'The :attribute field format is invalid.',
} as const;
export type TemplateKey = keyof typeof ENGLISH;

/** The languages the demo backend answers in (the app's eleven). */
export const MOCK_LOCALES = ['cs', 'de', 'en', 'es', 'fi', 'fr', 'it', 'no', 'pl', 'ro', 'ru'] as const;
export type MockLocale = (typeof MOCK_LOCALES)[number];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /:(attribute|min|max|value)/g;

/** Each template as a pattern; " field" is optional so the older "The :attribute must…" wording matches too. */
const PATTERNS = (Object.entries(ENGLISH) as [TemplateKey, string][]).map(([key, template]) => {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const source = escape(template)
    .replace(':attribute field ', ':attribute(?: field)? ')
    .replace(PLACEHOLDER, (_, name: string) => (name === 'attribute' ? '(.+?)' : '(\\S+?)'));
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * The request's language, as Laravel's locale middleware reads it: the first `Accept-Language`
 * tag we speak (`de-AT` → `de`, Norwegian `nb`/`nn` → `no`), else English.
 */
export function requestLocale(request: Request): MockLocale {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const primary = part.split(';')[0]!.trim().toLowerCase().split('-')[0]!;
    const tag = primary === 'nb' || primary === 'nn' ? 'no' : primary;
    if ((MOCK_LOCALES as readonly string[]).includes(tag)) return tag as MockLocale;
  }
  return 'en';
}

/** One English text of the demo backend in `locale`; a text it has no translation for stays English. */
export function translateMockText(text: string, locale: MockLocale): string {
  const table = locale === 'en' ? undefined : MOCK_MESSAGES[locale];
  if (!table) return text;
  const sentence = table.sentences[text];
  if (sentence !== undefined) return sentence;
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    const template = table.templates[key];
    if (!match || template === undefined) continue;
    return names.reduce((out, name, index) => {
      const value = match[index + 1] ?? '';
      return out.replace(`:${name}`, name === 'attribute' ? (table.attributes[value.toLowerCase()] ?? value) : value);
    }, template);
  }
  return text;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts of an answer body: `message`, `status`, and every message of `errors` / `description`. */
function translateBody(body: Json, locale: MockLocale): Json {
  const out: Json = { ...body };
  for (const key of ['message', 'status']) {
    const value = out[key];
    if (typeof value === 'string') out[key] = translateMockText(value, locale);
  }
  for (const key of ['errors', 'description']) {
    const bag = out[key];
    if (!isRecord(bag)) continue;
    out[key] = Object.fromEntries(
      Object.entries(bag).map(([field, list]) => [
        field,
        Array.isArray(list) ? list.map((m) => (typeof m === 'string' ? translateMockText(m, locale) : m)) : list,
      ]),
    );
  }
  return out;
}

/** The answer in the request's language (JSON answers only; anything else passes unchanged). */
export async function localizeResponse(response: Response, request: Request): Promise<Response> {
  const locale = requestLocale(request);
  if (locale === 'en' || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body: unknown = await response.clone().json().catch(() => undefined);
  if (!isRecord(body)) return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Language', locale);
  // The translation has another length than the English the header counted.
  headers.delete('Content-Length');
  return new Response(JSON.stringify(translateBody(body, locale)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The demo backend as Laravel answers: in the language of `Accept-Language`. One handler per
 * contract call asks `handlers` for the answer and translates its texts, so the routes keep
 * writing plain English (`Validator`, `invalid()`) and every domain is covered at once.
 */
export function localized(handlers: RequestHandler[]): RequestHandler[] {
  return OPERATIONS.map((operation) =>
    http[operation.method](operation.path, async ({ request }) => {
      const response = await getResponse(handlers, request);
      return response ? localizeResponse(response, request) : undefined;
    }),
  );
}
