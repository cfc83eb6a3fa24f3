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

/**
 * Checks the page's `h1`, waits for the table's cells and returns the table with its column
 * headers' texts.
 */
export async function loadedTable(canvasElement: HTMLElement, heading: string, tableName: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const table = await canvas.findByRole('table', { name: tableName });
  await within(table).findAllByRole('cell');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  return { canvas, table, headers };
}

/** `play` of a list still loading: its placeholders are announced. */
export async function playLoading({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
}

/** `play` of a list that failed: an error in its place with a retry. */
export async function playListError({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'This list could not be loaded' }),
  ).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
}
