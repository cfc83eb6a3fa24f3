import { expect, screen, waitFor } from 'storybook/test';
import type { Canvas, Play } from '../../play';

/** Replaces a field's text as a user does: select all, then type. */
export async function retype(userEvent: Play['userEvent'], field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** The toast the page pushed (inside an open dialog while one is open, hence the whole screen). */
export async function expectToast(text: string | RegExp) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

/** The name the sidebar and navbar show, read from the same query cache entry (the frame's bar). */
export const signedInName = (canvas: Canvas) => canvas.getByTestId('signed-in-name');
