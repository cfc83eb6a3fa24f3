import { Button } from '@/design-system/Button';
import type { Form } from '@/form';
import { AttachmentsField } from './AttachmentsField';

/** Attachments the server refused (`attachments`, `attachments.0`…): the first message. */
export const attachmentError = (
  errors: Record<string, string[]>,
  translate: (name: string) => string | undefined,
) =>
  translate('attachments') ??
  Object.keys(errors)
    .filter((key) => key.startsWith('attachments.'))
    .map(translate)
    .find(Boolean);

export interface AttachAndSendProps<V extends { attachments: File[] }, R> {
  form: Form<V, R>;
  /** The attachments field's id. */
  id: string;
  /** Changes after each message sent: the field starts afresh (its notes about refused files too). */
  round: number;
  /** The submit button's label. */
  send: string;
}

/**
 * The end of a ticket message form (a new ticket, a reply): its files, with the server's refusal and
 * the upload's progress under them, then the submit button.
 */
export function AttachAndSend<V extends { attachments: File[] }, R>({
  form,
  id,
  round,
  send,
}: AttachAndSendProps<V, R>) {
  return (
    <>
      <AttachmentsField
        key={round}
        id={id}
        files={form.values.attachments}
        onFilesChange={(files) => form.setValue('attachments', files as V['attachments'])}
        error={attachmentError(form.errors, form.error)}
        // From the first moment of sending: some uploads report no progress until they are done.
        progress={form.busy ? (form.progress ?? 0) : undefined}
        disabled={form.busy}
      />
      <div>
        <Button type="submit" busy={form.busy}>
          {send}
        </Button>
      </div>
    </>
  );
}
