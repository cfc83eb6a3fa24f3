import { isCurrencyCode, money, type Money } from '@/lib/money';
import {
  amount,
  entries,
  fail,
  isId,
  isRecord,
  readMeta,
  text,
  type PageFacts,
  type Raw,
} from '@/lib/tolerant';

/**
 * What a notification is about, read from its `params`: only what is there and readable. A field
 * of the wrong kind is left out, never a failure: the sentence is then written without it (a
 * notification is never dropped for what it says).
 */
export interface NotificationFacts {
  transactionId?: number;
  /** The amount in its own currency (a decimal string read as a number). */
  amount?: Money;
  ticketId?: number;
  subject?: string;
  stockId?: number;
  company?: string;
  quantity?: number;
  status?: string;
  device?: string;
  location?: string;
}

/** A notification as the cabinet reads it (call 58). */
export interface NotificationView {
  id: number;
  /** As sent: a kind the cabinet does not know stays, and is shown with a general sentence. */
  kind: string;
  facts: NotificationFacts;
  created_at: string;
  read_at: string | null;
}

export interface NotificationPageView {
  data: NotificationView[];
  /** Pagination, and how many notifications are unread in all (whatever the page or filter). */
  meta: PageFacts & { unread: number };
}

const words = (value: unknown): string | undefined => {
  const read = text(value).trim();
  return read ? read : undefined;
};

const count = (value: unknown): number | undefined => {
  const read = amount(value);
  return Number.isFinite(read) && read >= 0 ? read : undefined;
};

/** The amount and its currency, or nothing when either is missing or unreadable. */
function moneyOf(params: Raw): Money | undefined {
  const value = amount(params.amount);
  const currency = text(params.currency).trim().toUpperCase();
  return Number.isFinite(value) && isCurrencyCode(currency) ? money(value, currency) : undefined;
}

/** The facts of a notification's `params` (anything but an object reads as none). */
export function readFacts(params: unknown): NotificationFacts {
  const raw = isRecord(params) ? params : {};
  const facts: NotificationFacts = {
    transactionId: isId(raw.transaction_id) ? raw.transaction_id : undefined,
    amount: moneyOf(raw),
    ticketId: isId(raw.ticket_id) ? raw.ticket_id : undefined,
    subject: words(raw.subject),
    stockId: isId(raw.stock_id) ? raw.stock_id : undefined,
    company: words(raw.company),
    quantity: count(raw.quantity),
    status: words(raw.status),
    device: words(raw.device),
    location: words(raw.location),
  };
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== undefined),
  ) as NotificationFacts;
}

const readNotification = (raw: Raw & { id: number }): NotificationView => ({
  id: raw.id,
  kind: text(raw.kind).trim(),
  facts: readFacts(raw.params),
  created_at: text(raw.created_at),
  read_at: typeof raw.read_at === 'string' && raw.read_at ? raw.read_at : null,
});

const unreadCount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/**
 * A `notifications` answer (`{ data: [...], meta }`). An entry without an integer id cannot be
 * marked read: it makes the answer unreadable, as in every list. Without `meta.unread` the count
 * is the unread entries of this page (a lower bound, never a made-up figure).
 */
export function selectNotificationPage(answer: unknown): NotificationPageView {
  const body = isRecord(answer) ? answer : {};
  const data = entries(body.data, 'id', readNotification);
  const meta = isRecord(body.meta) ? body.meta : {};
  return {
    data,
    meta: {
      ...readMeta(meta, data.length),
      unread:
        unreadCount(meta.unread) ?? data.filter((notification) => !notification.read_at).length,
    },
  };
}

/** The count a `notifications/read` answer (call 59) gives: `{ unread }`, else unreadable. */
export const readUnreadCount = (answer: unknown): number =>
  (isRecord(answer) ? unreadCount(answer.unread) : undefined) ?? fail();
