import type { StoryContext } from '@storybook/react-vite';

/** The queries of a play function's `canvas` (or of `within(element)`). */
export type Canvas = StoryContext['canvas'];

/** What a play helper needs of the play context: the canvas's queries and its user-event session. */
export type Play = Pick<StoryContext, 'canvas' | 'userEvent'>;
