import { describe, expect, it } from 'vitest';
import { readCreatedTicket, selectTicket, selectTickets } from '@/api/readers/ticket';
import { MalformedAnswer } from '@/lib/tolerant';

const ticket = {
  id: 3,
  subject: 'Card deposit',
  status: 'open',
  created_at: '2026-03-10T09:00:00Z',
  updated_at: '2026-03-11T09:00:00Z',
  unread: true,
};
const message = {
  id: 11,
  author: 'client',
  body: 'Hello',
  attachments: [{ name: 'receipt.pdf', url: 'https://files.example.com/r.pdf', size: 2048 }],
  created_at: '2026-03-10T09:00:00Z',
};

describe('ticket readers', () => {
  it('read the list and a conversation as sent', () => {
    expect(selectTickets({ data: [ticket] })).toEqual({ data: [ticket] });
    expect(selectTicket({ data: { ...ticket, messages: [message] } })).toEqual({
      data: { ...ticket, messages: [message] },
    });
  });

  it('fill in what may be missing: the number as the subject, support as the author', () => {
    const { data } = selectTicket({ data: { id: 3, messages: [{ id: 11, body: 'Hi' }] } });
    expect(data).toMatchObject({ subject: '#3', unread: false });
    expect(data.messages[0]).toMatchObject({ author: 'support', attachments: [] });
  });

  it('offers no link for an attachment without its address', () => {
    const { data } = selectTicket({
      data: { ...ticket, messages: [{ ...message, attachments: [{ name: 'lost.pdf' }] }] },
    });
    expect(data.messages[0]!.attachments).toEqual([]);
  });

  it('read the ticket a new request made, or null when the answer names none', () => {
    expect(readCreatedTicket({ data: ticket })).toEqual(ticket);
    expect(readCreatedTicket({ data: { subject: 'No id' } })).toBeNull();
    // Made all the same: a date it cannot read is left out.
    expect(readCreatedTicket({ data: { ...ticket, updated_at: 'x' } })).toEqual({
      ...ticket,
      created_at: '',
      updated_at: '',
    });
  });

  it('read dates as sent, a missing one as empty', () => {
    const moments = [
      '2026-03-11',
      '2026-03-11 09:00:00',
      '2026-03-11T09:00:00.000000Z',
      '2026-03-11T11:00:00+02:00',
    ];
    for (const updated_at of moments)
      expect(selectTickets({ data: [{ ...ticket, updated_at }] }).data[0]!.updated_at).toBe(
        updated_at,
      );
    expect(selectTickets({ data: [{ ...ticket, updated_at: null }] }).data[0]!.updated_at).toBe('');
  });

  it.each([
    ['a ticket without its id', () => selectTickets({ data: [ticket, { subject: 'x' }] })],
    ['a list that is not one', () => selectTickets({ data: { 3: ticket } })],
    [
      'a message without its id',
      () => selectTicket({ data: { ...ticket, messages: [{ body: 'no id' }] } }),
    ],
    ['a conversation without its messages', () => selectTicket({ data: { ...ticket } })],
    ['no ticket', () => selectTicket({ data: null })],
    // A date of the wrong kind: the list's error state, never "Updated x".
    ['a list date that is text', () => selectTickets({ data: [{ ...ticket, updated_at: 'x' }] })],
    [
      'a list date that is a number',
      () => selectTickets({ data: [{ ...ticket, updated_at: 1741683600 }] }),
    ],
    [
      'a list date that is an object',
      () => selectTickets({ data: [{ ...ticket, created_at: {} }] }),
    ],
    [
      'an impossible date',
      () => selectTickets({ data: [{ ...ticket, updated_at: '2026-13-45' }] }),
    ],
    [
      'a message date of the wrong kind',
      () =>
        selectTicket({ data: { ...ticket, messages: [{ ...message, created_at: 'yesterday' }] } }),
    ],
  ])('refuse %s', (_, read) => {
    expect(read).toThrow(MalformedAnswer);
  });
});
