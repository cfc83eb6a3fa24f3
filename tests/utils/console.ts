import { format } from 'node:util';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/** The line as the console would print it (`%s` placeholders filled, as React's warnings use them). */
const text = (args: unknown[]): string => format(...args);

/**
 * Silences the console errors and warnings a test file causes on purpose (a call made to fail,
 * which the page then shows), so that the unit log prints only what nobody expected. Call it at
 * the top of a `describe`; a line matching none of `patterns` still prints.
 */
export function silenceExpected(...patterns: RegExp[]): void {
  const spies: MockInstance[] = [];
  beforeEach(() => {
    for (const level of ['error', 'warn'] as const) {
      const original = console[level].bind(console);
      spies.push(
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          const line = text(args);
          if (!patterns.some((pattern) => pattern.test(line))) original(...args);
        }),
      );
    }
  });
  afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));
}
