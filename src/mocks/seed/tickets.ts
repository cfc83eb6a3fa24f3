import type { TicketMessage } from '@/api/generated/model';
import { seeded } from '../i18n/localise';
import type { TextKey } from '../i18n/texts';
import type { TicketRow } from '../schema';
import { daysBefore } from './time';
import { CLIENT_USER_ID, DEMO_USER_ID } from './users';

/** Where the demo pretends to keep uploaded files (made absolute per request). */
export const demoFilePath = (name: string): string => `/demo-files/${encodeURIComponent(name)}`;

const file = (name: string, size: number) => ({ name, url: demoFilePath(name), size });

/** A message of a seeded ticket: its text is a seeded one, written in the reader's language. */
const message = (
  id: number,
  author: TicketMessage['author'],
  days: number,
  text: TextKey,
  attachments = [] as TicketMessage['attachments'],
): TicketMessage => ({
  id,
  author,
  body: seeded(text),
  attachments,
  created_at: daysBefore(days),
});

type TicketSeed = Omit<TicketRow, 'subject' | 'created_at' | 'updated_at' | 'reply_due_at'> & {
  subject: TextKey;
};

const ticket = (row: TicketSeed): TicketRow => ({
  ...row,
  subject: seeded(row.subject),
  created_at: row.messages[0]?.created_at ?? daysBefore(0),
  updated_at: row.messages[row.messages.length - 1]?.created_at ?? daysBefore(0),
  reply_due_at: null,
});

/** Support's automatic answer to a client's message (see `settleDue`). */
export const SUPPORT_AUTO_ANSWER = seeded('ticket.autoAnswer');

/** Open: the investor asks about an IPO subscription (with a screenshot). */
const ipoAllocation = (): TicketRow =>
  ticket({
    id: 104,
    user_id: DEMO_USER_ID,
    subject: 'ticket.104.subject',
    status: 'open',
    unread: false,
    messages: [message(1041, 'client', 1.5, 'ticket.104.1', [file('hlxb-order.png', 48_213)])],
  });

/** Answered and unread: a bank transfer not credited yet (with the receipt). */
const depositNotCredited = (): TicketRow =>
  ticket({
    id: 103,
    user_id: DEMO_USER_ID,
    subject: 'ticket.103.subject',
    status: 'answered',
    unread: true,
    messages: [
      message(1031, 'client', 4.2, 'ticket.103.1', [file('bank-receipt.pdf', 182_344)]),
      message(1032, 'support', 3.9, 'ticket.103.2'),
    ],
  });

/** Closed a year ago: which documents prove an address (support attaches a guide). */
const addressProof = (): TicketRow =>
  ticket({
    id: 102,
    user_id: DEMO_USER_ID,
    subject: 'ticket.102.subject',
    status: 'closed',
    unread: false,
    messages: [
      message(1021, 'client', 379, 'ticket.102.1'),
      message(1022, 'support', 378.8, 'ticket.102.2', [file('proof-of-address-guide.pdf', 96_512)]),
      message(1023, 'client', 378.5, 'ticket.102.3'),
    ],
  });

/** Closed: the platinum account's leverage cap (as the trading seed applies it). */
const platinumLeverage = (): TicketRow =>
  ticket({
    id: 101,
    user_id: DEMO_USER_ID,
    subject: 'ticket.101.subject',
    status: 'closed',
    unread: false,
    messages: [
      message(1011, 'client', 90, 'ticket.101.1'),
      message(1012, 'support', 89.7, 'ticket.101.2'),
    ],
  });

/** client@example.com's: why the identity document was rejected (answered, unread). */
const rejectedIdCard = (): TicketRow =>
  ticket({
    id: 105,
    user_id: CLIENT_USER_ID,
    subject: 'ticket.105.subject',
    status: 'answered',
    unread: true,
    messages: [
      message(1051, 'client', 19, 'ticket.105.1', [file('id-card-front.jpg', 1_204_992)]),
      message(1052, 'support', 18.6, 'ticket.105.2'),
    ],
  });

export const seedTickets = (): TicketRow[] => [
  ipoAllocation(),
  depositNotCredited(),
  addressProof(),
  platinumLeverage(),
  rejectedIdCard(),
];
