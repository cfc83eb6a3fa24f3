import type { Notification } from '@/api/generated/model';
import {
  getGetNotificationsMockHandler,
  getMarkNotificationsReadMockHandler,
} from '@/api/generated/notifications/notifications.msw';
import { byNewest, commit, demoNowIso, notificationRows, settleDue } from '../db';
import { type Body, Validator, flag, paginate, readBody, requireAuth } from '../http-utils';
import type { NotificationRow } from '../schema';

/** Notifications a page (the contract's 20). */
const PER_PAGE = 20;

const publicNotification = ({ user_id: _u, ...row }: NotificationRow): Notification => row;

const unreadOf = (userId: number): number =>
  notificationRows().filter((row) => row.user_id === userId && row.read_at === null).length;

/** `ids` of a call-59 body: a non-empty list of integers, or a 422 about it. */
function readIds(body: Body, v: Validator): number[] {
  const ids = body.ids;
  if (!Array.isArray(ids) || ids.length === 0) {
    v.add('ids', 'The ids field is required when all is not present.');
    return [];
  }
  if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id)))
    v.add('ids', 'The ids field must be a list of integers.');
  return ids as number[];
}

/**
 * Calls 58–59 (beyond the specification; `?mock=beyond:off` makes them 404 as a backend without
 * them). Deposits that complete and tickets support answers add notifications on a later read
 * (`settleDue`), so the bell counts them at its next look.
 */
export const notificationHandlers = [
  getGetNotificationsMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    if (body.unread_only !== undefined && typeof body.unread_only !== 'boolean')
      new Validator().add('unread_only', 'The unread only field must be true or false.').check();
    settleDue();
    const unreadOnly = flag(body.unread_only);
    const rows = notificationRows()
      .filter((row) => row.user_id === user.id && (!unreadOnly || row.read_at === null))
      .sort(byNewest);
    const { data, meta } = paginate(rows, { page: body.page } as Body, PER_PAGE);
    return { data: data.map(publicNotification), meta: { ...meta, unread: unreadOf(user.id) } };
  }),

  getMarkNotificationsReadMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const all = body.all === true;
    if (body.all !== undefined && !all) v.add('all', 'The all field must be true.');
    const ids = all ? [] : readIds(body, v);
    v.check();
    const at = demoNowIso();
    let changed = false;
    for (const row of notificationRows()) {
      if (row.user_id !== user.id || row.read_at !== null) continue;
      if (!all && !ids.includes(row.id)) continue;
      row.read_at = at;
      changed = true;
    }
    if (changed) commit();
    return { unread: unreadOf(user.id) };
  }),
];
