import { expect, waitFor } from 'storybook/test';
import { findStatus, type Canvas, type Play } from '../../play';
import { SLOW } from '../responses';

/** Types an amount into the page's amount field (clearing it first), as a user does. */
export async function typeAmount({ canvas, userEvent }: Play, amount: string) {
  const field = await canvas.findByRole('textbox', { name: /^Amount|^Betrag|^Summa/ }, SLOW);
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

/** Presses "Continue" and waits for the confirmation step. */
export async function continueToConfirm({ canvas, userEvent }: Play) {
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(canvas.getByRole('heading', { level: 2, name: 'Check and confirm' })).toHaveFocus(),
  );
}

type PlayCanvas = { canvas: Canvas };

/** `play` of a page without a wallet: it says so. */
export async function playNoWallet({ canvas }: PlayCanvas) {
  await expect(await canvas.findByText('You have no wallet yet.', undefined, SLOW)).toBeVisible();
}

/** `play` of a page whose methods never arrive: placeholders, announced. */
export async function playLoadingOptions({ canvas }: PlayCanvas) {
  await expect(await findStatus(canvas, 'Loading payment options…', SLOW)).toBeInTheDocument();
}

/** `play` of a page whose methods failed: an error in place with a retry. */
export async function playOptionsError({ canvas }: PlayCanvas) {
  await expect(
    await canvas.findByRole('heading', { name: 'The payment options could not be loaded.' }, SLOW),
  ).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
}

/** Confirms on the confirmation step: the created transaction's heading takes the focus, pending. */
export async function confirmPayment(
  { canvas, userEvent }: Play,
  confirmLabel: string,
  doneHeading: string,
) {
  await userEvent.click(canvas.getByRole('button', { name: confirmLabel }));
  await expect(await canvas.findByRole('heading', { name: doneHeading }, SLOW)).toHaveFocus();
  await expect(canvas.getByText('Pending')).toBeVisible();
}

/** Double-clicks confirm while the server never answers: the button turns busy. */
export async function confirmTwice({ canvas, userEvent }: Play, confirmLabel: string) {
  const confirm = canvas.getByRole('button', { name: confirmLabel });
  await userEvent.dblClick(confirm);
  await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  return confirm;
}
