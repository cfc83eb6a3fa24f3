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
