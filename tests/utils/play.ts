import userEvent from '@testing-library/user-event';
import { within } from 'storybook/test';

/** What a play function receives from Storybook, as far as the stories use it. */
export interface PlayArgs {
  canvasElement: HTMLElement;
  canvas: ReturnType<typeof within>;
  userEvent: ReturnType<typeof userEvent.setup>;
}

/**
 * The play context Storybook gives a story, for a composed story's `play` in jsdom (composeStories
 * leaves `canvas` and `userEvent` empty): the canvas's queries and a user-event session. The tests'
 * own copy of user-event (`@testing-library/user-event`), never the one bundled in storybook/test:
 * two copies in one document each intercept an input's value setter, so React's value tracking
 * misses the change and `onChange` never fires (the unit tests share one document).
 */
export const playContext = (canvasElement: HTMLElement): PlayArgs => ({
  canvasElement,
  canvas: within(canvasElement),
  userEvent: userEvent.setup(),
});
