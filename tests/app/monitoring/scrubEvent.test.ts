import {
  BrowserClient,
  createTransport,
  defaultStackParser,
  Scope,
  type ErrorEvent,
} from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent } from '@/app/monitoring/scrub';

const EVENT_ID = '4c79f7a9b8e64e0f9d2b5c1a7e3f2d10';
const TRACE_ID = '9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const SPAN_ID = '3b8e1f2a9c4d5e6f';
const RELEASE = 'cabinet@0.1.0+7b0dfe9';
const ASSET = 'https://cabinet.example.com/assets/index-BjK2l9Qa.js';

/** An error event as the browser SDK builds it, with personal data where people's words go. */
const sample = () => ({
  event_id: EVENT_ID,
  timestamp: 1764245000.123,
  level: 'error',
  platform: 'javascript',
  release: RELEASE,
  environment: 'production',
  sdk: { name: 'sentry.javascript.browser', version: '11.12.0', integrations: ['Dedupe'] },
  message: 'Deposit of 1,250.00 USD failed for ann@example.com from 127.0.0.1',
  user: { ip_address: '{{auto}}' },
  contexts: {
    trace: { trace_id: TRACE_ID, span_id: SPAN_ID, parent_span_id: SPAN_ID },
    browser: { name: 'Chrome', version: '120.0.6099.109' },
  },
  tags: { page: '/en/password/reset/9f8e7d6c5b4a39281706?email=ann@example.com' },
  exception: {
    values: [
      {
        type: 'TypeError',
        value: 'No funds for 99.90 EUR on ann@example.com',
        mechanism: { type: 'onerror', handled: false },
        stacktrace: {
          frames: [
            { filename: ASSET, abs_path: ASSET, function: 'submit', lineno: 1, colno: 48213 },
            {
              filename: 'https://cabinet.example.com/en/autologin/Zx81kq2mP0aa9?next=/home',
              function: '?',
              lineno: 12,
              colno: 7,
              in_app: true,
            },
          ],
        },
      },
    ],
  },
  breadcrumbs: [
    { timestamp: 1764244999.5, category: 'console', level: 'log', message: 'Paid 12.50 EUR' },
    {
      timestamp: 1764244999.9,
      category: 'sentry.event',
      event_id: EVENT_ID,
      message: 'Earlier: ann@example.com',
    },
  ],
  extra: { arguments: [{ amount: 1250, note: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }] },
});

describe('scrubEvent: decided by where a string sits', () => {
  it('leaves the event format as it is: ids, release, environment, sdk, times, frames', () => {
    const event = sample();
    const sent = scrubEvent(event);
    for (const key of [
      'event_id',
      'timestamp',
      'level',
      'platform',
      'release',
      'environment',
      'sdk',
    ])
      expect(sent[key as keyof typeof sent], key).toEqual(event[key as keyof typeof event]);
    expect(sent.event_id).toBe(EVENT_ID);
    expect(sent.release).toBe(RELEASE);
    expect(sent.contexts.trace).toEqual({
      trace_id: TRACE_ID,
      span_id: SPAN_ID,
      parent_span_id: SPAN_ID,
    });
    expect(sent.contexts.browser).toEqual({ name: 'Chrome', version: '120.0.6099.109' });
    const [bundle, inline] = sent.exception.values[0]!.stacktrace.frames;
    expect(bundle).toEqual(event.exception.values[0]!.stacktrace.frames[0]);
    // An inline script's frame names the page: its secrets go, where it is stays.
    expect(inline).toEqual({
      filename: 'https://cabinet.example.com/en/autologin/[redacted]',
      function: '?',
      lineno: 12,
      colno: 7,
      in_app: true,
    });
    expect(sent.exception.values[0]!.type).toBe('TypeError');
    expect(sent.exception.values[0]!.mechanism).toEqual({ type: 'onerror', handled: false });
    expect(sent.breadcrumbs[0]!.timestamp).toBe(1764244999.5);
    expect(sent.breadcrumbs[1]!.event_id).toBe(EVENT_ID);
  });

  it('scrubs what people wrote: messages, exception values, breadcrumbs, tags, extra', () => {
    const sent = scrubEvent(sample());
    expect(sent).not.toHaveProperty('user');
    expect(sent.message).toBe('Deposit of [amount] failed for [email] from 127.0.0.1');
    expect(sent.exception.values[0]!.value).toBe('No funds for [amount] on [email]');
    expect(sent.breadcrumbs.map((crumb) => crumb.message)).toEqual([
      'Paid [amount]',
      'Earlier: [email]',
    ]);
    expect(sent.tags.page).toBe('/en/password/reset/[redacted]');
    expect(sent.extra).toEqual({
      arguments: [{ amount: '[redacted]', note: 'otpauth://[redacted]' }],
    });
    const text = JSON.stringify(sent);
    for (const personal of ['ann@example.com', '1,250.00', '99.90', '12.50', 'JBSWY3DPEHPK3PXP'])
      expect(text).not.toContain(personal);
  });

  it('scrubs a breadcrumb as it is recorded, keeping its kind and time', () => {
    expect(
      scrubBreadcrumb({
        timestamp: 1,
        category: 'navigation',
        data: { from: '/en/login', to: '/en/autologin/abcdef0123456789?token=x' },
      }),
    ).toEqual({
      timestamp: 1,
      category: 'navigation',
      data: { from: '/en/login', to: '/en/autologin/[redacted]' },
    });
  });
});

describe('scrubEvent on what the SDK really sends', () => {
  it('keeps the envelope and the event in agreement: event_id, trace, release', async () => {
    const bodies: string[] = [];
    const client = new BrowserClient({
      dsn: 'https://publickey@o1.ingest.example.com/4242',
      tunnel: '/monitoring/sentry',
      release: RELEASE,
      environment: 'production',
      integrations: [],
      stackParser: defaultStackParser,
      transport: (options) =>
        createTransport(options, async (request) => {
          bodies.push(String(request.body));
          return { statusCode: 200 };
        }),
      beforeSend: (event: ErrorEvent) => scrubEvent(event),
    });
    const scope = new Scope();
    scope.setClient(client);
    client.init();
    scope.captureException(new Error('Boom for ann@example.com: 1,250.00 USD'));
    await client.flush(2000);

    expect(bodies).toHaveLength(1);
    interface Header {
      event_id: string;
      dsn: string;
      trace: { trace_id: string };
    }
    interface Sent {
      event_id: string;
      release: string;
      contexts: { trace: { trace_id: string; span_id: string } };
      exception: { values: { value: string; stacktrace: { frames: { filename: string }[] } }[] };
    }
    const lines = bodies[0]!.split('\n');
    const header = JSON.parse(lines[0]!) as Header;
    const event = JSON.parse(lines[2]!) as Sent;
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(header.event_id).toBe(event.event_id);
    expect(header.dsn).toBe('https://publickey@o1.ingest.example.com/4242');
    expect(event.release).toBe(RELEASE);
    expect(event.contexts.trace.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(event.contexts.trace.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(header.trace.trace_id).toBe(event.contexts.trace.trace_id);
    expect(event.exception.values[0]!.value).toBe('Boom for [email]: [amount]');
    const frames = event.exception.values[0]!.stacktrace.frames;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.some((frame) => frame.filename.endsWith('scrubEvent.test.ts'))).toBe(true);
  });
});
