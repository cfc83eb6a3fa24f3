import { expect, waitFor, within } from 'storybook/test';
import type { Canvas, Play } from '../../play';

/** Opens the Buy dialog of an IPO by its button, as a user does, and returns the dialog. */
export async function openTrade({ canvas, userEvent }: Play, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name }));
  const dialog = await canvas.findByRole('dialog');
  return within(dialog);
}

/** The dialog's quantity field (a number field: role spinbutton). */
export const quantityField = (dialog: Canvas) =>
  dialog.getByRole('spinbutton', { name: /^Quantity/ });

/** Replaces the quantity with `value`. */
export async function setQuantity(userEvent: Play['userEvent'], dialog: Canvas, value: string) {
  const field = quantityField(dialog);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  return field;
}

/** Waits for the dialog to close. */
export async function dialogClosed(canvas: Canvas) {
  await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
}

/**
 * Checks the page's `h1`, waits for the table's cells and returns the table with its column
 * headers' texts.
 */
export async function loadedTable(canvas: Canvas, heading: string, tableName: string) {
  await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const table = await canvas.findByRole('table', { name: tableName });
  await within(table).findAllByRole('cell');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  return { table, headers };
}

/** `play` of a list still loading: its placeholders are announced. */
export async function playLoading({ canvas }: Pick<Play, 'canvas'>) {
  await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
}

/** `play` of a list that failed: an error in its place with a retry. */
export async function playListError({ canvas }: Pick<Play, 'canvas'>) {
  await expect(
    await canvas.findByRole('heading', { name: 'This list could not be loaded' }),
  ).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
}
