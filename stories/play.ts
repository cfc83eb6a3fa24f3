import type { StoryContext } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';

/** The queries of a play function's `canvas` (or of `within(element)`). */
export type Canvas = StoryContext['canvas'];

/** What a play helper needs of the play context: the canvas's queries and its user-event session. */
export type Play = Pick<StoryContext, 'canvas' | 'userEvent'>;

/**
 * The live region (`role="status"`) whose text matches `text`, once one does. A page has several
 * (a list's "Loading…" beside a form's notice): taking the first one found raced them on a busy
 * machine.
 */
export function findStatus(
  canvas: Canvas,
  text: string | RegExp,
  options?: { timeout?: number },
): Promise<HTMLElement> {
  const matches = (content: string) =>
    typeof text === 'string' ? content.includes(text) : text.test(content);
  return waitFor(() => {
    const statuses = canvas.queryAllByRole('status');
    const found = statuses.find((el) => matches(el.textContent ?? ''));
    if (found) return found;
    const said = statuses.map((el) => JSON.stringify(el.textContent ?? '')).join(', ');
    throw new Error(`No status says ${String(text)} (the statuses say: ${said || 'nothing'})`);
  }, options);
}
