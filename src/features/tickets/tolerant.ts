import type {
  Attachment,
  Ticket,
  TicketListData,
  TicketMessage,
  TicketWithMessagesData,
} from '@/api/generated/model';

/*
 * `select` readers of the ticket answers. Production does not validate answers against the
 * contract, so a drifting backend (an HTML page with status 200, a missing envelope, a field of
 * the wrong type) must end as the query's error state, never a crash or an endless skeleton: a
 * reader throws when the answer holds nothing usable and reads entries field by field.
 */

type Raw = Record<string, unknown>;

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
const fail = (): never => {
  throw new MalformedAnswer('Malformed answer');
};

const records = (list: unknown): (Raw & { id: number })[] =>
  Array.isArray(list)
    ? list.filter((entry): entry is Raw & { id: number } => isRecord(entry) && isId(entry.id))
    : [];

const readTicket = (raw: Raw & { id: number }): Ticket => ({
  id: raw.id,
  // The subject is the page title: the ticket's number stands in when it is missing.
  subject: text(raw.subject) || `#${raw.id}`,
  status: text(raw.status) as Ticket['status'],
  created_at: text(raw.created_at),
  updated_at: text(raw.updated_at),
  unread: raw.unread === true,
});

const readAttachment = (raw: unknown): Attachment | null =>
  isRecord(raw) && typeof raw.url === 'string'
    ? { name: text(raw.name), url: raw.url, size: typeof raw.size === 'number' ? raw.size : 0 }
    : null;

const readMessage = (raw: Raw & { id: number }): TicketMessage => ({
  id: raw.id,
  author: (raw.author === 'client' ? 'client' : 'support') as TicketMessage['author'],
  body: text(raw.body),
  attachments: Array.isArray(raw.attachments)
    ? raw.attachments.map(readAttachment).filter((file): file is Attachment => file !== null)
    : [],
  created_at: text(raw.created_at),
});

/** A `tickets/get-all-tickets` answer (`{ data: [...] }`). */
export function selectTickets(answer: unknown): TicketListData {
  const list = isRecord(answer) ? answer.data : undefined;
  if (!Array.isArray(list)) fail();
  return { data: records(list).map(readTicket) };
}

/** A `tickets/get-ticket-by-id` answer (`{ data: { ...ticket, messages } }`). */
export function selectTicket(answer: unknown): TicketWithMessagesData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw) || !isId(raw.id)) return fail();
  const ticket = readTicket({ ...raw, id: raw.id });
  return { data: { ...ticket, messages: records(raw.messages).map(readMessage) } };
}
