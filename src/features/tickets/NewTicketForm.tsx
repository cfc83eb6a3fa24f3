import { useQueryClient } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { createTicket, getGetAllTicketsQueryKey } from '@/api/generated/tickets/tickets';
import { readCreatedTicket } from '@/api/readers/ticket';
import type { Ticket } from '@/api/generated/model';
import { TextField } from '@/design-system/TextField';
import { FormBanner, useFocusFirstInvalid, useForm } from '@/form';
import { AttachAndSend } from './AttachAndSend';
import { ticketMessages as m } from './messages';
import { FormStack } from './TicketLayout';

export interface NewTicketFormProps {
  /** Called with the new ticket once the server has it. */
  onCreated: (ticket: Ticket) => void;
  /** The subject field, so "New ticket" can move focus there. */
  subjectRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * Subject, message and up to five files, always sent as multipart (`subject`, `message`,
 * `attachments[]`) through the form helper, with the upload progress under the files.
 */
export function NewTicketForm({ onCreated, subjectRef }: NewTicketFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const form = useForm({
    initialValues: { subject: '', message: '', attachments: [] as File[] },
    labels: { subject: m.subject, message: m.message, attachments: m.attachments },
    send: (values, options) => createTicket(values, options),
    onSuccess: async (answer) => {
      form.reset();
      setRound((value) => value + 1);
      const ticket = readCreatedTicket(answer);
      if (ticket) onCreated(ticket);
      await queryClient.invalidateQueries({ queryKey: getGetAllTicketsQueryKey() });
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);
  const required = intl.formatMessage(m.required);

  return (
    <FormStack
      ref={formRef}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="new-ticket-title"
    >
      <FormBanner form={form} />
      <TextField
        ref={subjectRef}
        id="new-ticket-subject"
        label={intl.formatMessage(m.subject)}
        required
        requiredLabel={required}
        maxLength={150}
        autoComplete="off"
        {...form.field('subject')}
      />
      <TextField
        id="new-ticket-message"
        label={intl.formatMessage(m.message)}
        hint={intl.formatMessage(m.messageHint)}
        required
        requiredLabel={required}
        multiline
        rows={6}
        {...form.field('message')}
      />
      <AttachAndSend
        form={form}
        id="new-ticket-attachments"
        round={round}
        send={intl.formatMessage(m.send)}
      />
    </FormStack>
  );
}
