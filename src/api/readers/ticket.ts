import type {
  Attachment,
  Ticket,
  TicketListData,
  TicketMessage,
  TicketWithMessagesData,
} from '@/api/generated/model';
import { entries, fail, isId, isRecord, readMoment, text, type Raw } from '@/lib/tolerant';

const readTicket = (raw: Raw & { id: number }): Ticket => ({
  id: raw.id,
  // The subject is the page title: the ticket's number stands in when it is missing.
  subject: text(raw.subject) || `#${raw.id}`,
  status: text(raw.status) as Ticket['status'],
  // A date of the wrong kind is an unreadable answer (the list's error state), never "Updated x".
  created_at: readMoment(raw.created_at),
  updated_at: readMoment(raw.updated_at),
  unread: raw.unread === true,
});

/** An attachment the conversation can link to; one without its address is not offered. */
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
  created_at: readMoment(raw.created_at),
});

/** A `tickets/get-all-tickets` answer (`{ data: [...] }`). */
export function selectTickets(answer: unknown): TicketListData {
  return { data: entries(isRecord(answer) ? answer.data : undefined, 'id', readTicket) };
}

/** A `tickets/get-ticket-by-id` answer (`{ data: { ...ticket, messages } }`). */
export function selectTicket(answer: unknown): TicketWithMessagesData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw) || !isId(raw.id)) return fail();
  const ticket = readTicket({ ...raw, id: raw.id });
  // Messages the page cannot read are the error state, never an empty conversation.
  return { data: { ...ticket, messages: entries(raw.messages, 'id', readMessage) } };
}

/**
 * The ticket a `tickets/create` answer (`{ data: Ticket }`) made; null when it names none. The
 * ticket was made whatever its dates look like: unreadable ones are left out, not an error.
 */
export function readCreatedTicket(answer: unknown): Ticket | null {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw) || !isId(raw.id)) return null;
  try {
    return readTicket({ ...raw, id: raw.id });
  } catch {
    return readTicket({ ...raw, id: raw.id, created_at: null, updated_at: null });
  }
}
