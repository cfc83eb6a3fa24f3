/**
 * The demo backend over real HTTP: the end-to-end and production-server tests' backend
 * (src/mocks/http-server.ts) and the contract check's in its tests. Same handlers as the in-browser
 * demo, in memory, answering instantly.
 *
 * Tenants: a request carrying the cookie `demo-tenant` is answered from that tenant's own database
 * and scenario switches, seeded on its first call, as each browser context of the in-page demo has
 * its own; the end-to-end tests give each test one (tests/e2e/helpers.ts), so tests running side by
 * side never see each other's money. Without the cookie, one shared tenant (the production-server
 * tests, the contract check).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { resetDemoDb, seedTenantAround } from './db';
import { applyMockQuery } from './scenarios';
import { newTenantState, setTenantScope, type TenantState } from './tenant';

export const TENANT_COOKIE = 'demo-tenant';
/**
 * The scenario switches of the caller's tenant, as the in-page demo's `?mock=` takes them
 * (`getWallets:500json,login:slow`, `off`, `beyond:off`, `reset`): the body of a POST here.
 */
export const SWITCHES_PATH = '/api/__demo-backend/switches';

/** Seeds the caller's tenant again around the ISO date of the body (its browser's fixed clock). */
export const TODAY_PATH = '/api/__demo-backend/today';

/** Tenants kept at most: the least recently used goes first (a test lasts minutes, runs 2 at a time). */
const MAX_TENANTS = 64;
const tenants = new Map<string, TenantState>();
/** The requests without the cookie: one tenant. */
const untenanted = newTenantState();
const current = new AsyncLocalStorage<TenantState>();
setTenantScope(() => current.getStore());

function tenantOf(req: IncomingMessage): TenantState {
  const match = new RegExp(`(?:^|;\\s*)${TENANT_COOKIE}=([\\w-]{1,64})(?:;|$)`).exec(
    req.headers.cookie ?? '',
  );
  const name = match?.[1];
  if (!name) return untenanted;
  let state = tenants.get(name);
  if (state) tenants.delete(name);
  else state = newTenantState();
  tenants.set(name, state);
  if (tenants.size > MAX_TENANTS) tenants.delete(tenants.keys().next().value as string);
  return state;
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  // Behind a proxy, the address the browser used (deploy/nginx.conf sends it): what absolute URLs
  // of the answers (attachment links) are built on.
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host;
  const url = new URL(req.url ?? '/', `http://${host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'POST' && path === SWITCHES_PATH) {
    const result = applyMockQuery(`?${new URLSearchParams({ mock: body?.toString() ?? '' })}`);
    if (result?.reset) resetDemoDb();
    res.writeHead(result?.ignored.length ? 422 : 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(result));
    return;
  }
  if (req.method === 'POST' && path === TODAY_PATH) {
    const reference = Date.parse(body?.toString() ?? '');
    if (Number.isNaN(reference)) res.writeHead(422).end();
    else {
      seedTenantAround(reference);
      res.writeHead(204).end();
    }
    return;
  }
  const response = await getResponse(handlers, toRequest(req, body));
  if (!response || response.type === 'error') {
    // No handler (an unknown call) or a simulated network error: answer as a server would.
    res.writeHead(response ? 502 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: response ? 'Bad Gateway' : 'Not Found' }));
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A server (not listening yet) that answers the contract's calls from the demo database. */
export function createDemoBackend(): Server {
  return createServer((req, res) => {
    current
      .run(tenantOf(req), () => handle(req, res))
      .catch((error: unknown) => {
        console.error('[demo backend] failed to answer', req.method, req.url, error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Server Error' }));
      });
  });
}
