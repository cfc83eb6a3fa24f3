import { defineMessage, defineMessages } from 'react-intl';

/** The notification centre's own texts (the sentences are in ./sentences). */
export const notificationMessages = defineMessages({
  /** `shown`: the number the badge shows (99+ above 99), so the name says what is seen. */
  bellLabel: defineMessage<{ count: number; shown: string }>({
    id: 'notifications.bell.label',
    defaultMessage: '{count, plural, =0 {Notifications} other {Notifications, {shown} unread}}',
  }),
  announce: defineMessage<{ count: number }>({
    id: 'notifications.bell.announce',
    defaultMessage:
      '{count, plural, one {You have # unread notification} other {You have # unread notifications}}',
  }),
  panelTitle: { id: 'notifications.panel.title', defaultMessage: 'Notifications' },
  close: { id: 'notifications.panel.close', defaultMessage: 'Close' },
  seeAll: { id: 'notifications.panel.seeAll', defaultMessage: 'See all notifications' },
  markAll: { id: 'notifications.list.markAll', defaultMessage: 'Mark all as read' },
  markOne: { id: 'notifications.list.markOne', defaultMessage: 'Mark as read' },
  unread: { id: 'notifications.list.unread', defaultMessage: 'Unread' },
  listLabel: { id: 'notifications.list.label', defaultMessage: 'Your notifications' },
  loading: { id: 'notifications.list.loading', defaultMessage: 'Loading notifications' },
  loadError: {
    id: 'notifications.list.loadError',
    defaultMessage: 'The notifications could not be loaded',
  },
  emptyTitle: { id: 'notifications.list.emptyTitle', defaultMessage: 'No notifications yet' },
  emptyText: {
    id: 'notifications.list.emptyText',
    defaultMessage:
      'Credited deposits, paid withdrawals, answers from support and new sign-ins will be listed here.',
  },
  emptyUnreadTitle: {
    id: 'notifications.list.emptyUnreadTitle',
    defaultMessage: 'No unread notifications',
  },
  emptyUnreadText: {
    id: 'notifications.list.emptyUnreadText',
    defaultMessage: 'You have read them all.',
  },
  markFailed: {
    id: 'notifications.list.markFailed',
    defaultMessage: 'The notifications could not be marked as read. Please try again.',
  },
  lead: {
    id: 'notifications.page.lead',
    defaultMessage: 'What happened in your account, newest first.',
  },
  unreadOnly: { id: 'notifications.page.unreadOnly', defaultMessage: 'Unread only' },
  pagination: { id: 'notifications.page.pagination', defaultMessage: 'Pages of the notifications' },
  previous: { id: 'notifications.page.previous', defaultMessage: 'Previous page' },
  next: { id: 'notifications.page.next', defaultMessage: 'Next page' },
  pageLabel: defineMessage<{ page: number }>({
    id: 'notifications.page.pageLabel',
    defaultMessage: 'Page {page}',
  }),
});
