import type { Play } from '../../play';

/** A small file as a user picks it. */
export const pickedFile = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_773_655_200_000 });

/** Picks files in the attachments field; the field itself (not the browser) checks their types. */
export async function attachFiles({ canvas, userEvent }: Play, files: File[]) {
  await userEvent
    .setup({ applyAccept: false })
    .upload(canvas.getByLabelText('Attachments', { selector: 'input' }), files);
}

/** Fills the new-ticket form as a user does; optionally attaches files. */
export async function fillNewTicket(play: Play, files: File[] = []) {
  const { canvas, userEvent } = play;
  await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), 'Card withdrawal');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Message/ }),
    'Where is my money?{Enter}Thanks',
  );
  if (files.length) await attachFiles(play, files);
}
