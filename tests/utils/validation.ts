import { afterAll, beforeAll } from 'vitest';
import { loadResponseRegistry } from '@/api/validation';

/**
 * Response validation off for the tests of the calling file, as in production: the app's own
 * readers are all that stands between an answer and the page. It empties the schema registry the
 * validation consults (the HTTP client is already loaded by the setup file, so mocking the
 * validation module would come too late) and puts it back afterwards.
 */
export function withoutResponseValidation(): void {
  let saved: [string, unknown][] = [];
  beforeAll(async () => {
    const registry = (await loadResponseRegistry()) as Map<string, unknown>;
    saved = [...registry];
    registry.clear();
  });
  afterAll(async () => {
    const registry = (await loadResponseRegistry()) as Map<string, unknown>;
    for (const [id, schema] of saved) registry.set(id, schema);
  });
}
