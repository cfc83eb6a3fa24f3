import { defineMessage, defineMessages } from 'react-intl';

export const ticketMessages = defineMessages({
  lead: {
    id: 'tickets.page.lead',
    defaultMessage:
      'Ask our support team anything about your account. We usually answer within one business day.',
  },
  newTicket: { id: 'tickets.page.newTicket', defaultMessage: 'New ticket' },
  listTitle: { id: 'tickets.list.title', defaultMessage: 'Your tickets' },
  loading: { id: 'tickets.list.loading', defaultMessage: 'Loading your tickets…' },
  errorTitle: { id: 'tickets.list.errorTitle', defaultMessage: 'Your tickets could not be loaded' },
  errorText: {
    id: 'tickets.list.errorText',
    defaultMessage: 'Check your connection and try again.',
  },
  emptyTitle: { id: 'tickets.list.emptyTitle', defaultMessage: 'No tickets yet' },
  emptyText: {
    id: 'tickets.list.emptyText',
    defaultMessage: 'When you write to support, your conversations appear here.',
  },
  unread: { id: 'tickets.list.unread', defaultMessage: 'New reply' },
  updated: { id: 'tickets.list.updated', defaultMessage: 'Updated' },
  statusOpen: { id: 'tickets.status.open', defaultMessage: 'Open' },
  statusAnswered: { id: 'tickets.status.answered', defaultMessage: 'Answered' },
  statusClosed: { id: 'tickets.status.closed', defaultMessage: 'Closed' },
  formTitle: { id: 'tickets.form.title', defaultMessage: 'New ticket' },
  subject: { id: 'tickets.form.subject', defaultMessage: 'Subject' },
  message: { id: 'tickets.form.message', defaultMessage: 'Message' },
  messageHint: {
    id: 'tickets.form.messageHint',
    defaultMessage: 'Describe your question. Never share your password.',
  },
  send: { id: 'tickets.form.send', defaultMessage: 'Send ticket' },
  required: { id: 'tickets.form.required', defaultMessage: 'required' },
  attachments: { id: 'tickets.attachments.label', defaultMessage: 'Attachments' },
  attachmentsHint: {
    id: 'tickets.attachments.hint',
    defaultMessage: 'Up to 5 files, 10 MB each: images (JPEG, PNG, GIF, WebP), PDF or text files.',
  },
  drop: { id: 'tickets.attachments.drop', defaultMessage: 'Drag files here or' },
  browse: { id: 'tickets.attachments.browse', defaultMessage: 'choose files' },
  chooseTouch: { id: 'tickets.attachments.chooseTouch', defaultMessage: 'Choose files' },
  remove: { id: 'tickets.attachments.remove', defaultMessage: 'Remove' },
  progress: { id: 'tickets.attachments.progress', defaultMessage: 'Upload progress' },
  back: { id: 'tickets.detail.back', defaultMessage: 'All tickets' },
  conversation: { id: 'tickets.detail.conversation', defaultMessage: 'Conversation' },
  you: { id: 'tickets.detail.you', defaultMessage: 'You' },
  support: { id: 'tickets.detail.support', defaultMessage: 'Support' },
  files: { id: 'tickets.detail.files', defaultMessage: 'Attachments' },
  threadLoading: { id: 'tickets.detail.loading', defaultMessage: 'Loading the conversation…' },
  threadErrorTitle: {
    id: 'tickets.detail.errorTitle',
    defaultMessage: 'This conversation could not be loaded',
  },
  notFoundTitle: { id: 'tickets.detail.notFoundTitle', defaultMessage: 'Ticket not found' },
  notFoundText: {
    id: 'tickets.detail.notFoundText',
    defaultMessage: 'This ticket does not exist or belongs to another account.',
  },
  replyTitle: { id: 'tickets.reply.title', defaultMessage: 'Reply' },
  reply: { id: 'tickets.reply.message', defaultMessage: 'Your reply' },
  sendReply: { id: 'tickets.reply.send', defaultMessage: 'Send reply' },
  replySent: {
    id: 'tickets.reply.sent',
    defaultMessage: 'Your reply was sent. Support will answer here.',
  },
});

export const openedMessage = defineMessage<{ date: string }>({
  id: 'tickets.detail.opened',
  defaultMessage: 'Opened {date}',
});

export const createdMessage = defineMessage<{ subject: string }>({
  id: 'tickets.form.created',
  defaultMessage: 'Your ticket “{subject}” was sent. We will answer as soon as we can.',
});

export const rejectionMessages = {
  wrongType: defineMessage<{ name: string }>({
    id: 'tickets.attachments.wrongType',
    defaultMessage:
      '“{name}” was not added: only images (JPEG, PNG, GIF, WebP), PDF and text files can be attached.',
  }),
  tooLarge: defineMessage<{ name: string }>({
    id: 'tickets.attachments.tooLarge',
    defaultMessage: '“{name}” was not added: a file may be at most 10 MB.',
  }),
  tooMany: defineMessage<{ name: string }>({
    id: 'tickets.attachments.tooMany',
    defaultMessage: '“{name}” was not added: you can attach at most 5 files.',
  }),
};
