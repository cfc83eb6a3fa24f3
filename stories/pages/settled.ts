import type { QueryClient } from '@tanstack/react-query';

/**
 * What the test-runner waits for before a story's picture (.storybook/test-runner.ts): every
 * request of the story's query client answered, but those the story holds on purpose
 * (`neverAnswers`). A story whose play ends before a late answer (a busy machine) would otherwise
 * be pictured half-loaded.
 */
export interface StoryRequests {
  client: QueryClient;
  /** Requests `neverAnswers` holds: they stay pending for as long as one looks. */
  held: number;
}

/** Where the test-runner reads it (a page script: no module to import there). */
export type StoryRequestsScope = { __storyRequests?: StoryRequests };

const scope = globalThis as StoryRequestsScope;

/** The frame's query client for this story: counting starts afresh. */
export function trackStoryClient(client: QueryClient): QueryClient {
  scope.__storyRequests = { client, held: 0 };
  return client;
}

/** A request the story means never to answer. */
export function holdRequest() {
  if (scope.__storyRequests) scope.__storyRequests.held += 1;
}
