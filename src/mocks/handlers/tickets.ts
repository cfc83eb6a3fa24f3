import type { Attachment, Ticket, TicketWithMessages } from '@/api/generated/model';
import {
  getCreateTicketMockHandler,
  getGetAllTicketsMockHandler,
  getGetTicketByIdMockHandler,
  getReplyTicketMockHandler,
} from '@/api/generated/tickets/tickets.msw';
import { demoConfig } from '../config';
import { commit, demoNow, demoNowIso, getDb, nextId, nextMessageId, settleDue } from '../db';
import {
  type Body,
  Validator,
  absoluteUrl,
  isFile,
  num,
  readBody,
  requireAuth,
} from '../http-utils';
import type { TicketRow, UserRow } from '../schema';
import { demoFilePath } from '../seed/tickets';

const MAX_FILES = 5;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

const publicTicket = ({
  user_id: _u,
  messages: _m,
  reply_due_at: _r,
  ...ticket
}: TicketRow): Ticket => ticket;

function withMessages(row: TicketRow, request: Request): TicketWithMessages {
  return {
    ...publicTicket(row),
    messages: row.messages.map((message) => ({
      ...message,
      attachments: message.attachments.map((file) => ({
        ...file,
        url: absoluteUrl(file.url, request),
      })),
    })),
  };
}

/** Message text and `attachments[]` of a multipart body; files keep only name, size and a fake path. */
function readMessage(body: Body, v: Validator): { message: string; attachments: Attachment[] } {
  const message = v.requireText(body, 'message');
  const raw = body.attachments ?? body['attachments[]'];
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(isFile);
  if (files.length > MAX_FILES) v.add('attachments', `You may attach at most ${MAX_FILES} files.`);
  files.forEach((file, index) => {
    if (file.size > MAX_FILE_BYTES)
      v.add(`attachments.${index}`, 'The attachment must not be greater than 10240 kilobytes.');
  });
  return {
    message,
    attachments: files.map((file) => ({
      name: file.name,
      size: file.size,
      url: demoFilePath(file.name),
    })),
  };
}

function ownTicket(user: UserRow, body: Body): TicketRow {
  const v = new Validator();
  const ticket = getDb().tickets.find(
    (row) => row.user_id === user.id && row.id === num(body.ticket_id),
  );
  if (body.ticket_id === undefined) v.add('ticket_id', 'The ticket id field is required.');
  else if (!ticket) v.add('ticket_id', 'The selected ticket id is invalid.');
  v.check();
  return ticket!;
}

/** A client message; support answers automatically once `autoReplyMs` has passed (on a later read). */
function addClientMessage(ticket: TicketRow, message: string, attachments: Attachment[]): void {
  const at = demoNowIso();
  ticket.messages.push({
    id: nextMessageId(),
    author: 'client',
    body: message,
    attachments,
    created_at: at,
  });
  ticket.status = 'open';
  ticket.updated_at = at;
  ticket.reply_due_at = demoNow() + demoConfig().autoReplyMs;
}

export const ticketHandlers = [
  getGetAllTicketsMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    settleDue();
    const rows = getDb()
      .tickets.filter((row) => row.user_id === user.id)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
    return { data: rows.map(publicTicket) };
  }),

  getGetTicketByIdMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const ticket = ownTicket(user, await readBody(request));
    settleDue();
    if (ticket.unread) {
      ticket.unread = false;
      commit();
    }
    return { data: withMessages(ticket, request) };
  }),

  getCreateTicketMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const subject = v.requireText(body, 'subject');
    if (subject.length > 150)
      v.add('subject', 'The subject field must not be greater than 150 characters.');
    const { message, attachments } = readMessage(body, v);
    v.check();
    const db = getDb();
    const at = demoNowIso();
    const ticket: TicketRow = {
      id: nextId(db.tickets, 100),
      user_id: user.id,
      subject,
      status: 'open',
      created_at: at,
      updated_at: at,
      unread: false,
      messages: [],
      reply_due_at: null,
    };
    addClientMessage(ticket, message, attachments);
    db.tickets.push(ticket);
    commit();
    return { data: publicTicket(ticket) };
  }),

  getReplyTicketMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const ticket = ownTicket(user, body);
    const v = new Validator();
    const { message, attachments } = readMessage(body, v);
    v.check();
    addClientMessage(ticket, message, attachments);
    commit();
    return { data: withMessages(ticket, request) };
  }),
];
