import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A fake Sentry ingest for the production-server tests: it checks each envelope as Sentry does
 * before it keeps an event (a 400 and the reason otherwise), so a report that a real Sentry would
 * refuse, or keep without its stack or its trace, fails the test that sent it.
 */

/** What a real project expects of this build's reports. */
export interface IngestExpectations {
  /** The DSN the build was made with: the envelope header must name it. */
  readonly dsn: string;
  /** The build's exact VITE_RELEASE (the source maps were uploaded under it). */
  readonly release: string;
  /** The folder of the build's source maps (`<outDir>-sourcemaps`). */
  readonly sourceMaps: string;
  /** The origin the build is served from: its frames name `<origin>/assets/<file>.js`. */
  readonly origin: string;
}

export interface Envelope {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly header: Record<string, unknown>;
  readonly items: { readonly header: Record<string, unknown>; readonly payload: unknown }[];
}

const HEX32 = /^[0-9a-f]{32}$/;
const HEX16 = /^[0-9a-f]{16}$/;
type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope's header and items (an item's payload is one line, or `length` bytes). */
export function parseEnvelope(body: string): Pick<Envelope, 'header' | 'items'> {
  const bytes = Buffer.from(body, 'utf8');
  let at = 0;
  const line = () => {
    const end = bytes.indexOf(0x0a, at);
    const text = bytes.subarray(at, end < 0 ? bytes.length : end).toString('utf8');
    at = end < 0 ? bytes.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Json;
  const items: Envelope['items'] = [];
  while (at < bytes.length) {
    const text = line();
    if (!text) continue;
    const itemHeader = JSON.parse(text) as Json;
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = bytes.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length + 1;
    } else payload = line();
    items.push({ header: itemHeader, payload: JSON.parse(payload) as unknown });
  }
  return { header, items };
}

/** What Sentry would refuse or lose in an event item (an empty list: it is kept whole). */
function eventProblems(header: Json, event: Json, expected: IngestExpectations): string[] {
  const problems: string[] = [];
  if (typeof event.event_id !== 'string' || !HEX32.test(event.event_id))
    problems.push(`event_id ${String(event.event_id)} is not 32 lowercase hex`);
  if (header.event_id !== event.event_id)
    problems.push(
      `the envelope names event ${String(header.event_id)}, the event ${String(event.event_id)}`,
    );
  if (event.release !== expected.release)
    problems.push(`release "${String(event.release)}" is not the build's "${expected.release}"`);
  const trace = isJson(event.contexts) && isJson(event.contexts.trace) ? event.contexts.trace : {};
  if (typeof trace.trace_id !== 'string' || !HEX32.test(trace.trace_id))
    problems.push(`trace_id ${String(trace.trace_id)} is not 32 hex`);
  if (typeof trace.span_id !== 'string' || !HEX16.test(trace.span_id))
    problems.push(`span_id ${String(trace.span_id)} is not 16 hex`);
  if (isJson(header.trace) && header.trace.trace_id !== trace.trace_id)
    problems.push('the envelope and the event name different traces');
  if (typeof event.timestamp !== 'number') problems.push('no timestamp');
  const assets = `${expected.origin}/assets/`;
  const values =
    isJson(event.exception) && Array.isArray(event.exception.values) ? event.exception.values : [];
  for (const value of values as Json[]) {
    const frames =
      isJson(value.stacktrace) && Array.isArray(value.stacktrace.frames)
        ? value.stacktrace.frames
        : [];
    for (const frame of frames as Json[]) {
      const file = typeof frame.filename === 'string' ? frame.filename : '';
      if (!file.startsWith(assets)) continue;
      if (!existsSync(join(expected.sourceMaps, 'assets', `${file.slice(assets.length)}.map`)))
        problems.push(`frame ${file} has no source map in the build`);
      if (typeof frame.lineno !== 'number' || typeof frame.colno !== 'number')
        problems.push(`frame ${file} has no line and column`);
    }
  }
  return problems;
}

/** Every problem Sentry would have with the envelope. */
export function envelopeProblems(
  envelope: Pick<Envelope, 'header' | 'items'>,
  expected: IngestExpectations,
): string[] {
  const { header, items } = envelope;
  const problems: string[] = [];
  if (header.dsn !== expected.dsn) problems.push(`the envelope names DSN ${String(header.dsn)}`);
  for (const { header: itemHeader, payload } of items) {
    if (!isJson(payload)) problems.push(`a ${String(itemHeader.type)} item is not an object`);
    else if (itemHeader.type === 'event')
      problems.push(...eventProblems(header, payload, expected));
    else if (itemHeader.type === 'session') {
      const attrs = isJson(payload.attrs) ? payload.attrs : {};
      if (attrs.release !== expected.release)
        problems.push(`a session names release "${String(attrs.release)}"`);
    }
  }
  return problems;
}

export interface FakeSentry {
  readonly origin: string;
  /** Envelopes kept (every check passed). */
  readonly envelopes: Envelope[];
  /** Envelopes refused, with what was wrong. */
  readonly refused: { readonly envelope: Envelope; readonly problems: string[] }[];
  /** Other requests (the metrics collector's, at /rum): their bodies. */
  readonly other: { readonly path: string; readonly body: string }[];
  close(): Promise<void>;
}

/**
 * Starts the fake ingest on 127.0.0.1 (any free port): `/api/<project>/envelope/`, anything else
 * (a metrics collector's path) recorded as it came. `expected` is asked on each envelope (the
 * DSN names the ingest's own port, the frames the server's).
 */
export async function startFakeSentry(expected: () => IngestExpectations): Promise<FakeSentry> {
  const fake: Omit<FakeSentry, 'origin' | 'close'> = { envelopes: [], refused: [], other: [] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      if (!/^\/api\/\d+\/envelope\/$/.test(path)) {
        fake.other.push({ path, body });
        res.writeHead(204).end();
        return;
      }
      let envelope: Envelope;
      let problems: string[];
      try {
        envelope = { path, headers: req.headers, body, ...parseEnvelope(body) };
        problems = envelopeProblems(envelope, expected());
      } catch (error) {
        envelope = { path, headers: req.headers, body, header: {}, items: [] };
        problems = [`not an envelope: ${String(error)}`];
      }
      if (problems.length > 0) {
        fake.refused.push({ envelope, problems });
        res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"detail":"invalid"}');
        return;
      }
      fake.envelopes.push(envelope);
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ id: envelope.header.event_id ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ...fake,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
