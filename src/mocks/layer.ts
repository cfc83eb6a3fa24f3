import { HttpResponse, delay, getResponse, http, type RequestHandler } from 'msw';
import { IDEMPOTENCY_HEADER } from '@/api/idempotency';
import { demoConfig } from './config';
import { commit, demoNowIso, getDb } from './db';
import { signedIn } from './http-utils';
import { inRequestLanguage } from './i18n/localise';
import { OPERATIONS, type MockOperation } from './operations';
import { type MockScenario, scenarioFor } from './scenarios';
import type { IdempotencyRow } from './schema';

export const SLOW_MS = 5000;

/** An error page as a misconfigured server sends it; its script tries to reach the host page. */
export const HTML_ERROR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>500 | Server Error</title>
<style>body{font-family:'DejaVu Sans',sans-serif;background:#f7f7f9;color:#333;display:grid;place-items:center;height:100vh;margin:0}h1{font-weight:300}</style>
</head>
<body>
<div><h1>500 | Server Error</h1><p>Something went wrong on our servers (demo scenario).</p></div>
<script>
  try {
    window.parent.document.body.style.background = 'red';
    window.parent.document.title = 'The error page touched the app';
  } catch (error) {
    console.log('The error page could not reach the parent page:', error && error.name);
  }
</script>
</body>
</html>`;

type Failure = Exclude<MockScenario, 'slow' | 'lost'>;

function failure(operation: MockOperation, scenario: Failure): Response {
  switch (scenario) {
    case '401':
      return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    case '500html':
      return HttpResponse.html(HTML_ERROR_PAGE, { status: 500 });
    case '500json':
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case '404':
      return HttpResponse.json({ message: 'Not Found.' }, { status: 404 });
    case '422': {
      // In the call's own error shape, as the contract declares it: `errors` for most calls,
      // `description.currency_id` for trading-account create.
      const { envelope, field } = operation;
      const message = `The ${field.replace(/_/g, ' ')} is invalid (demo scenario).`;
      return HttpResponse.json({ message, [envelope]: { [field]: [message] } }, { status: 422 });
    }
  }
}

/** How many idempotent answers the demo keeps (the oldest go first): enough for any session. */
const IDEMPOTENCY_KEPT = 200;

/** The stored first answer of `user`'s call with `key`, if any. */
const storedAnswer = (userId: number, key: string): IdempotencyRow | undefined =>
  getDb().idempotency?.find((row) => row.user_id === userId && row.key === key);

/** Keeps the first answer of an idempotent call, persisted with the rest of the demo data. */
function storeAnswer(row: IdempotencyRow): void {
  const rows = (getDb().idempotency ??= []);
  rows.push(row);
  if (rows.length > IDEMPOTENCY_KEPT) rows.splice(0, rows.length - IDEMPOTENCY_KEPT);
  commit();
}

/** Calls of one user with one key under way: a repeat that arrives meanwhile waits for the first. */
const running = new Map<string, Promise<Response | undefined>>();

/** The first answer again, marked as a replay as payment APIs do (`Idempotent-Replayed`). */
const replay = (row: { status: number; content_type: string; body: string }): Response =>
  new Response(row.body, {
    status: row.status,
    headers: { 'Content-Type': row.content_type, 'Idempotent-Replayed': 'true' },
  });

/**
 * A call the contract marks idempotent (`x-idempotent`): the first request with an
 * `Idempotency-Key` acts and its answer is kept in the demo database (per user, so it survives a
 * reload); a request with a key seen before gets that answer again without acting again. The same
 * key with another body is refused (422), as the IETF Idempotency-Key draft says. Answers that
 * are no outcome (401, 5xx) are not kept: a repeat acts as the first would have.
 */
async function once(
  operation: MockOperation,
  request: Request,
  act: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  const user = signedIn(request)?.user;
  if (!key || !user) return act();
  const scope = `${user.id}:${key}`;
  const body = await request.clone().text();
  // From the last wait on, nothing is awaited until this call is registered as running.
  for (let first = running.get(scope); first; first = running.get(scope))
    await first.catch(() => undefined);
  const stored = storedAnswer(user.id, key);
  if (stored) {
    if (stored.operation === operation.id && stored.request === body) return replay(stored);
    return HttpResponse.json(
      { message: 'This Idempotency-Key was already used for another request.' },
      { status: 422 },
    );
  }
  const work = act().then(async (response) => {
    if (response && response.status < 500 && response.status !== 401) {
      storeAnswer({
        user_id: user.id,
        key,
        operation: operation.id,
        request: body,
        status: response.status,
        content_type: response.headers.get('content-type') ?? 'application/json',
        body: await response.clone().text(),
        at: demoNowIso(),
      });
    }
    return response;
  });
  running.set(scope, work);
  try {
    return await work;
  } finally {
    if (running.get(scope) === work) running.delete(scope);
  }
}

/**
 * The demo backend's front: for every call of the contract, the demo latency and a switched-on
 * scenario, then `stateful` answers, once per `Idempotency-Key` for the calls that move money.
 * `lost` lets the call act and then drops the connection, so its answer never arrives. Every
 * answer's seeded texts are written in the request's `Accept-Language` last (a replay in the
 * language of the repeat: the kept answer holds their keys; ./i18n/localise.ts). One
 * handler per operation (no catch-all), so unknown calls stay unhandled and fail loudly in tests.
 */
export function withDemoLayer(stateful: RequestHandler[]): RequestHandler[] {
  return OPERATIONS.map((operation) =>
    http[operation.method](operation.path, async ({ request }) => {
      const scenario = scenarioFor(operation.id);
      const { latencyMs } = demoConfig();
      if (latencyMs > 0) await delay(latencyMs);
      if (scenario === 'slow') await delay(SLOW_MS);
      else if (scenario && scenario !== 'lost') return failure(operation, scenario);
      const act = () => getResponse(stateful, request);
      const response = operation.idempotent ? await once(operation, request, act) : await act();
      return scenario === 'lost' ? HttpResponse.error() : inRequestLanguage(response, request);
    }),
  );
}
