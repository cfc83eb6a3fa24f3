import type { Notification, NotificationPage } from '@/api/generated/model';

/*
 * Notifications as a backend sends them, around the stories' fixed "today" (16 March 2026 10:00
 * UTC): every kind the cabinet writes, and one it does not know.
 */

const at = (hoursAgo: number) =>
  new Date(Date.parse('2026-03-16T10:00:00Z') - hoursAgo * 3_600_000).toISOString();

const note = (
  id: number,
  kind: string,
  params: Notification['params'],
  hoursAgo: number,
  read = false,
): Notification => ({
  id,
  kind,
  params,
  created_at: at(hoursAgo),
  read_at: read ? at(hoursAgo - 0.5) : null,
});

/** Every kind: five unread, the first the new device; an amount as a decimal string among them. */
export const EVERY_KIND: Notification[] = [
  note(210, 'new_sign_in', { device: 'Firefox 136 on Windows', location: 'Vienna, Austria' }, 1),
  note(209, 'ticket_answered', { ticket_id: 103, subject: 'Deposit not credited yet' }, 3),
  note(208, 'deposit_completed', { transaction_id: 5101, amount: '500.00', currency: 'USD' }, 5),
  note(207, 'ipo_allocated', { stock_id: 45, company: 'Skyline Mobility AG', quantity: 100 }, 26),
  note(206, 'margin_call', {}, 30),
  note(
    205,
    'withdrawal_rejected',
    { transaction_id: 5099, amount: 800, currency: 'EUR' },
    50,
    true,
  ),
  note(
    204,
    'withdrawal_completed',
    { transaction_id: 5098, amount: 345.6, currency: 'USD' },
    70,
    true,
  ),
  note(203, 'deposit_rejected', { transaction_id: 5097, amount: 2500, currency: 'USD' }, 120, true),
  note(202, 'verification_changed', { status: 'verified' }, 300, true),
];

export const page = (
  data: Notification[],
  {
    unread = data.filter((n) => !n.read_at).length,
    current = 1,
    last = 1,
    total = data.length,
  } = {},
): NotificationPage => ({
  data,
  meta: { current_page: current, last_page: last, per_page: 20, total, unread },
});

/** 134 unread: the badge (and the bell's name) say 99+; pages of twenty. */
export const manyUnread = (pageNumber: number): NotificationPage =>
  page(
    Array.from({ length: 20 }, (_, index) => {
      const id = 1000 - (pageNumber - 1) * 20 - index;
      return note(
        id,
        'deposit_completed',
        { transaction_id: id, amount: 50 + index, currency: 'USD' },
        (pageNumber - 1) * 20 + index,
      );
    }),
    { unread: 134, current: pageNumber, last: 7, total: 134 },
  );
