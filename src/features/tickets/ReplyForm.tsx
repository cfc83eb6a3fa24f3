import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetAllTicketsQueryKey,
  getGetTicketByIdQueryKey,
  replyTicket,
} from '@/api/generated/tickets/tickets';
import { Notice } from '@/design-system/Notice';
import { TextField } from '@/design-system/TextField';
import { FormBanner, useFocusFirstInvalid, useForm } from '@/form';
import { AttachAndSend } from './AttachAndSend';
import { ticketMessages as m } from './messages';
import { FormStack } from './TicketLayout';

/**
 * The answer box under a conversation: a message and up to five files, always sent as multipart
 * (`ticket_id`, `message`, `attachments[]`). The conversation shows the answer at once.
 */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const form = useForm({
    initialValues: { message: '', attachments: [] as File[] },
    labels: { message: m.reply, attachments: m.attachments },
    send: (values, options) => replyTicket({ ticket_id: ticketId, ...values }, options),
    onSuccess: async (answer) => {
      form.reset();
      setRound((value) => value + 1);
      queryClient.setQueryData(getGetTicketByIdQueryKey({ ticket_id: ticketId }), answer);
      await queryClient.invalidateQueries({ queryKey: getGetAllTicketsQueryKey() });
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);

  return (
    <FormStack
      ref={formRef}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="ticket-reply-title"
    >
      {form.recentlySuccessful && <Notice>{intl.formatMessage(m.replySent)}</Notice>}
      <FormBanner form={form} />
      <TextField
        id="ticket-reply-message"
        label={intl.formatMessage(m.reply)}
        required
        requiredLabel={intl.formatMessage(m.required)}
        multiline
        rows={4}
        {...form.field('message')}
      />
      <AttachAndSend
        form={form}
        id="ticket-reply-attachments"
        round={round}
        send={intl.formatMessage(m.sendReply)}
      />
    </FormStack>
  );
}
