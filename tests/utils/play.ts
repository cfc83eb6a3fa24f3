import { userEvent, within } from 'storybook/test';

/** What a play function receives from Storybook, as far as the stories use it. */
export interface PlayArgs {
  canvasElement: HTMLElement;
  canvas: ReturnType<typeof within>;
  userEvent: ReturnType<typeof userEvent.setup>;
}

/**
 * The play context Storybook gives a story, for a composed story's `play` in jsdom (composeStories
 * leaves `canvas` and `userEvent` empty): the canvas's queries and a user-event session. The
 * user-event copy inside storybook/test, as the stories use: a second copy in the same document
 * breaks React's input value tracking.
 */
export const playContext = (canvasElement: HTMLElement): PlayArgs => ({
  canvasElement,
  canvas: within(canvasElement),
  userEvent: userEvent.setup(),
});
