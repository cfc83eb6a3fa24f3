import { userEvent, within } from 'storybook/test';

/** Types an address into the page's e-mail field and presses its submit button, as a user does. */
export async function submitEmail(canvasElement: HTMLElement, email: string, submitLabel: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail/i }), email);
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
  return canvas;
}

/**
 * Ends a play function with nothing focused. After a submit the clicked button is disabled while
 * busy and enabled again with the answer; whether it keeps focus (and its focus ring) then depends
 * on whether the busy state was painted in between, i.e. on timing. The snapshot must not.
 */
export function releaseFocus(canvasElement: HTMLElement): void {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
}
