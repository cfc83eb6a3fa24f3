import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { fingerprintReportsSettled } from '@/api/fingerprint';
import { resetClientState } from '@/api/axiosClient';
import { env } from '@/lib/env';
import { server } from '@/mocks/node';

/** A request as the server saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

const toSeen = async (request: Request): Promise<SeenRequest> => ({
  method: request.method,
  url: new URL(request.url),
  headers: request.headers,
  body: request.method === 'GET' ? '' : await request.clone().text(),
});

/** Records every request a handler answers. */
export function recorder() {
  const seen: SeenRequest[] = [];
  const record = async (request: Request) => {
    seen.push(await toSeen(request));
  };
  return { seen, record };
}

/** A POST handler that records each request into `seen` and answers `body` as JSON. */
export function answerPost(
  path: string,
  body: unknown,
  seen: SeenRequest[] = [],
  init?: ResponseInit,
) {
  server.use(
    mock.post(`*${path}`, async ({ request }) => {
      seen.push(await toSeen(request));
      return HttpResponse.json(body as never, init);
    }),
  );
  return seen;
}

/** What another origin must answer for jsdom (like a browser) to let the page read the reply. */
export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, X-XSRF-TOKEN, Accept-Language, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST',
};

/** Answers the CORS preflight of another origin. */
export const allowPreflight = (origin: string) =>
  server.use(
    mock.options(`${origin}/*`, () => new HttpResponse(null, { status: 204, headers: CORS })),
  );

type MutableEnv = { -readonly [K in keyof typeof env]: (typeof env)[K] };

/** Overrides build-time settings for one test (restored afterwards by {@link useCleanClient}). */
export const setEnv = (patch: Partial<MutableEnv>) => Object.assign(env as MutableEnv, patch);

/** Fresh client state per test: guards re-armed, env restored (the fingerprint is stubbed in setup). */
export function useCleanClient() {
  const original = { ...env };
  beforeEach(() => resetClientState());
  afterEach(async () => {
    // A sign-in's background report must not land in the next test's handlers.
    await fingerprintReportsSettled();
    Object.assign(env as MutableEnv, original);
    vi.useRealTimers();
  });
}

export const wallets = [{ id: 1, currency: 'USD', balance: 1200.5, name: 'Main' }];
