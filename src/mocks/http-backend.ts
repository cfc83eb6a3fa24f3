/**
 * The demo backend over real HTTP: the production-server tests' backend (src/mocks/http-server.ts)
 * and the contract check's in its tests. Same handlers as the in-browser demo, in memory,
 * answering instantly.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers';

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
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
  const request = toRequest(req, await readBody(req));
  const response = await getResponse(handlers, request);
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
    handle(req, res).catch((error: unknown) => {
      console.error('[demo backend] failed to answer', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Server Error' }));
    });
  });
}
