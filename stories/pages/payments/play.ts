import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD } from './fixtures';

/** Types an amount into the page's amount field (clearing it first), as a user does. */
export async function typeAmount(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: /^Amount|^Betrag|^Summa/ }, LOAD);
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  return canvas;
}

/** Presses "Continue" and waits for the confirmation step. */
export async function continueToConfirm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(canvas.getByRole('heading', { level: 2, name: 'Check and confirm' })).toHaveFocus(),
  );
  return canvas;
}

type PlayContext = { canvasElement: HTMLElement };

/** `play` of a page without a wallet: it says so. */
export async function playNoWallet({ canvasElement }: PlayContext) {
  await expect(
    await within(canvasElement).findByText('You have no wallet yet.', undefined, LOAD),
  ).toBeVisible();
}

/** `play` of a page whose methods never arrive: placeholders, announced. */
export async function playLoadingOptions({ canvasElement }: PlayContext) {
  await expect(await within(canvasElement).findByRole('status', undefined, LOAD)).toHaveTextContent(
    'Loading payment options…',
  );
}

/** `play` of a page whose methods failed: an error in place with a retry. */
export async function playOptionsError({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'The payment options could not be loaded.' }, LOAD),
  ).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
}

type Canvas = ReturnType<typeof within>;

/** Confirms on the confirmation step: the created transaction's heading takes the focus, pending. */
export async function confirmPayment(canvas: Canvas, confirmLabel: string, doneHeading: string) {
  await userEvent.click(canvas.getByRole('button', { name: confirmLabel }));
  await expect(await canvas.findByRole('heading', { name: doneHeading }, LOAD)).toHaveFocus();
  await expect(canvas.getByText('Pending')).toBeVisible();
}

/** Double-clicks confirm while the server never answers: the button turns busy. */
export async function confirmTwice(canvas: Canvas, confirmLabel: string) {
  const confirm = canvas.getByRole('button', { name: confirmLabel });
  await userEvent.dblClick(confirm);
  await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  return confirm;
}
