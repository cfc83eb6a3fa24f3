import { userEvent, within } from 'storybook/test';

/** Picks files in the attachments field; the field itself (not the browser) checks their types. */
export async function attachFiles(canvasElement: HTMLElement, files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(within(canvasElement).getByLabelText('Attachments', { selector: 'input' }), files);
}

/** Fills the new-ticket form as a user does; optionally attaches files. */
export async function fillNewTicket(canvasElement: HTMLElement, files: File[] = []) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), 'Card withdrawal');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Message/ }),
    'Where is my money?{Enter}Thanks',
  );
  if (files.length) await attachFiles(canvasElement, files);
  return canvas;
}
