import { expect, userEvent, waitFor, within } from 'storybook/test';

export type Canvas = ReturnType<typeof within>;

/** Replaces a field's text as a user does: select all, then type. */
export async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** The toast the page pushed (the frame lists them in a polite live region). */
export async function expectToast(canvasElement: HTMLElement, text: string | RegExp) {
  const region = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(region.getByText(text)).toBeVisible());
}

/** The name the sidebar and navbar show, read from the same query cache entry. */
export const signedInName = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByTestId('signed-in-name');
