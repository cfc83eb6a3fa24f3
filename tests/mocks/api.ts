import axios from 'axios';
import { SEEDED_TOKENS } from '@/mocks/db';

/** The jsdom origin: requests go through the MSW node server of tests/setup.ts. */
export const ORIGIN = 'http://127.0.0.1:5317';

/** Answers are probed field by field in the tests; the contract test checks their shapes with zod. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loose on purpose, see above
export type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  data: T;
  contentType: string;
}

export const DEMO = SEEDED_TOKENS.demo;

/** A JSON (or empty) call; `token` null sends no Authorization header. */
export async function call<T = Loose>(
  path: string,
  body?: unknown,
  { token = DEMO, method = 'POST' }: { token?: string | null; method?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  return {
    status: response.status,
    data: contentType.includes('json') && text ? JSON.parse(text) : text,
    contentType,
  };
}

/** Multipart, the way the app sends files (axios + FormData). */
export async function upload<T = Loose>(
  path: string,
  form: FormData,
  token: string | null = DEMO,
): Promise<Answer<T>> {
  const response = await axios.post(`${ORIGIN}${path}`, form, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    validateStatus: () => true,
  });
  return {
    status: response.status,
    data: response.data as T,
    contentType: String(response.headers['content-type'] ?? ''),
  };
}

export async function login(email = 'demo@example.com', password = 'password'): Promise<string> {
  const answer = await call<{ token: string }>('/api/login', { email, password }, { token: null });
  if (answer.status !== 200)
    throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data.token;
}

export const file = (name: string, size: number, type = 'application/pdf') =>
  new File(['x'.repeat(size)], name, { type });
