import type { RequestHandler } from 'msw';

/** The demo backend's handlers (filled by the stateful mock backend). */
export const handlers: RequestHandler[] = [];
