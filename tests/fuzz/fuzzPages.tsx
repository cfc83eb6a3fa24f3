import { cleanup, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '@/api/axiosClient';
import { server } from '@/mocks/node';
import type { PageStory } from '../utils/renderPageStory';
import { resetStores } from '../utils/stores';
import { malformedAnswers, type FuzzAnswer } from './malformed';
import { PAGES, callOf, type FuzzCall } from './pages';
import { clearFuzzClient, renderFuzz } from './renderFuzz';

/*
 * The pages have no error boundary of their own (the router's shows the error page): a render
 * error reaching this one is a crash of the page. Widgets have theirs (design-system
 * WidgetBoundary): a widget that throws shows its message with a retry, an error state in place.
 */
class CrashRecorder extends Component<{ onCrash: (error: unknown) => void; children: ReactNode }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onCrash(error);
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

const guarded = (Story: PageStory, onCrash: (error: unknown) => void): PageStory =>
  Object.assign(
    () => (
      <CrashRecorder onCrash={onCrash}>
        <Story />
      </CrashRecorder>
    ),
    { parameters: Story.parameters, globals: Story.globals, play: Story.play },
  );

type Outcome = 'error' | 'content';

const RETRY = /^(try again|retry)$/i;

/**
 * What the page shows: an error state with a retry, or something beyond its heading (content or
 * an empty state); null while loading or blank.
 */
function pageState(container: HTMLElement): Outcome | null {
  if (container.querySelector('[aria-busy="true"]:not(button)')) return null;
  const retry = [...container.querySelectorAll('button')].some((button) =>
    RETRY.test(button.textContent?.trim() ?? ''),
  );
  if (retry) return 'error';
  const main = container.querySelector('main') ?? container;
  const heading = main.querySelector('h1')?.textContent ?? '';
  const text = (main.textContent ?? '').replace(heading, '').trim();
  return heading && text.length > 0 ? 'content' : null;
}

const respond = (answer: FuzzAnswer) =>
  'html' in answer
    ? new HttpResponse(answer.html, { headers: { 'Content-Type': 'text/html' } })
    : HttpResponse.json(answer.json as Parameters<typeof HttpResponse.json>[0]);

/** Renders the page once with `call` answering `answer`; resolves to what the page showed. */
async function renderWith(story: PageStory, call: FuzzCall, answer: FuzzAnswer): Promise<Outcome> {
  const crashes: unknown[] = [];
  const onError = (event: ErrorEvent) => crashes.push(event.error ?? event.message);
  const onRejection = (reason: unknown) => crashes.push(reason);
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  let answered = 0;
  const override = http[call.method](call.url, () => {
    answered += 1;
    return respond(answer);
  });
  try {
    const { container } = renderFuzz(
      guarded(story, (error) => crashes.push(error)),
      [override],
    );
    let outcome: Outcome | null = null;
    await waitFor(
      () => {
        if (crashes.length > 0) return;
        expect(answered, `the page never asked for ${call.id}`).toBeGreaterThan(0);
        outcome = pageState(container);
        expect(outcome, 'the page stays blank or loading').not.toBeNull();
      },
      // A ceiling, not a wait: most runs settle in tens of milliseconds, a busy machine needs more.
      { timeout: 8000, interval: 10 },
    );
    if (crashes.length > 0) throw crashes[0];
    return outcome!;
  } finally {
    window.removeEventListener('error', onError);
    process.off('unhandledRejection', onRejection);
    cleanup();
    clearFuzzClient();
    server.resetHandlers();
    resetStores();
    resetClientState();
  }
}

/** FUZZ_SEED replays the answers of a failure (fast-check prints its seed). */
const seed = () => (process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined);

/** Runs per call: FUZZ_RUNS, else the file's `defaultRuns`. */
const runsPerCall = (defaultRuns: number) => Number(process.env.FUZZ_RUNS) || defaultRuns;

/**
 * For every page and every call that feeds it, renders the page with generated answers that break
 * the call's schema. `validated`: the HTTP client checks answers (dev and test), so a JSON answer
 * to the page's primary call must end as its error state with a retry; otherwise (production),
 * and for the calls that feed only a part of the page, the page must survive and show something.
 */
export function fuzzPages({ validated, defaultRuns }: { validated: boolean; defaultRuns: number }) {
  const runs = runsPerCall(defaultRuns);
  beforeEach(() => {
    // Validation failures, React's key warnings for duplicated ids and the like: expected noise.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  for (const page of PAGES) {
    describe(page.name, () => {
      for (const id of page.calls) {
        const known = page.knownCrashes?.includes(id) && !process.env.FUZZ_ALL;
        it.skipIf(known)(
          `survives ${runs} malformed answers to ${id}${known ? ' (known crash, FUZZ_ALL=1 runs it)' : ''}`,
          async () => {
            const call = callOf(id);
            await fc.assert(
              fc.asyncProperty(malformedAnswers(call.valid, call.schema), async (answer) => {
                const outcome = await renderWith(page.story, call, answer);
                if (validated && 'json' in answer && id === page.primary) {
                  expect(outcome, 'a malformed answer is the query error').toBe('error');
                }
              }),
              // No shrinking: each step renders the page again, and the first counterexample reads well.
              { numRuns: runs, endOnFailure: true, seed: seed() },
            );
          },
          runs * 9000 + 10_000,
        );
      }
    });
  }
}
