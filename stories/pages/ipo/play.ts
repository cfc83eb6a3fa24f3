import { expect, userEvent, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Opens the Buy dialog of an IPO by its button, as a user does, and returns the dialog. */
export async function openTrade(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name }));
  const dialog = await canvas.findByRole('dialog');
  return within(dialog);
}

/** The dialog's quantity field (a number field: role spinbutton). */
export const quantityField = (dialog: Canvas) =>
  dialog.getByRole('spinbutton', { name: /^Quantity/ });

/** Replaces the quantity with `value`. */
export async function setQuantity(dialog: Canvas, value: string) {
  const field = quantityField(dialog);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  return field;
}

/** Waits for the dialog to close. */
export async function dialogClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
}
