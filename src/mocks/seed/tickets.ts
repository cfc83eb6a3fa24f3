import type { TicketMessage } from '@/api/generated/model';
import type { TicketRow } from '../schema';
import { daysBefore } from './time';
import { CLIENT_USER_ID, DEMO_USER_ID } from './users';

/** Where the demo pretends to keep uploaded files (made absolute per request). */
export const demoFilePath = (name: string): string => `/demo-files/${encodeURIComponent(name)}`;

const file = (name: string, size: number) => ({ name, url: demoFilePath(name), size });

const message = (
  id: number,
  author: TicketMessage['author'],
  days: number,
  body: string,
  attachments = [] as TicketMessage['attachments'],
): TicketMessage => ({
  id,
  author,
  body,
  attachments,
  created_at: daysBefore(days),
});

const ticket = (row: Omit<TicketRow, 'created_at' | 'updated_at' | 'reply_due_at'>): TicketRow => ({
  ...row,
  created_at: row.messages[0]?.created_at ?? daysBefore(0),
  updated_at: row.messages[row.messages.length - 1]?.created_at ?? daysBefore(0),
  reply_due_at: null,
});

export const SUPPORT_AUTO_ANSWER =
  'Thank you for your message. A support specialist has picked up your request and will get back to you within one business day.';

export const seedTickets = (): TicketRow[] => [
  ticket({
    id: 104,
    user_id: DEMO_USER_ID,
    subject: 'Question about my IPO allocation',
    status: 'open',
    unread: false,
    messages: [
      message(
        1041,
        'client',
        1.5,
        'I subscribed to 40 HLXB shares. When will I know how many were allocated?',
        [file('hlxb-order.png', 48_213)],
      ),
    ],
  }),
  ticket({
    id: 103,
    user_id: DEMO_USER_ID,
    subject: 'Deposit not credited yet',
    status: 'answered',
    unread: true,
    messages: [
      message(
        1031,
        'client',
        4.2,
        'I sent a bank transfer of 1,500 USD two days ago and it is not on my wallet yet. Receipt attached.',
        [file('bank-receipt.pdf', 182_344)],
      ),
      message(
        1032,
        'support',
        3.9,
        'Thank you, we have found your transfer. Bank transfers take up to three business days; it will be credited automatically.',
      ),
    ],
  }),
  ticket({
    id: 102,
    user_id: DEMO_USER_ID,
    subject: 'How do I verify my address?',
    status: 'closed',
    unread: false,
    messages: [
      message(1021, 'client', 379, 'Which documents do you accept as proof of address?'),
      message(
        1022,
        'support',
        378.8,
        'A utility bill or a bank statement not older than three months. See the attached guide.',
        [file('proof-of-address-guide.pdf', 96_512)],
      ),
      message(1023, 'client', 378.5, 'Thanks, uploaded. Please close the ticket.'),
    ],
  }),
  ticket({
    id: 101,
    user_id: DEMO_USER_ID,
    subject: 'Leverage on the platinum account',
    status: 'closed',
    unread: false,
    messages: [
      message(1011, 'client', 90, 'Can I change the leverage of my platinum account to 1:100?'),
      message(
        1012,
        'support',
        89.7,
        'Platinum accounts are capped at 1:50 by our risk policy. Your other accounts can use up to 1:500.',
      ),
    ],
  }),
  ticket({
    id: 105,
    user_id: CLIENT_USER_ID,
    subject: 'My ID card was rejected',
    status: 'answered',
    unread: true,
    messages: [
      message(1051, 'client', 19, 'Why was my ID card rejected?', [
        file('id-card-front.jpg', 1_204_992),
      ]),
      message(
        1052,
        'support',
        18.6,
        'The photo is blurred. Please upload a new photo where all four corners are readable.',
      ),
    ],
  }),
];
