import { describe, expect, it } from 'vitest';
import {
  CreateTicketResponse,
  GetTicketByIdResponse,
  ReplyTicketResponse,
} from '@/api/generated/zod/index.zod';
import { call, file, upload } from './api';

const form = (fields: Record<string, string>, files: File[] = []) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const item of files) data.append('attachments[]', item);
  return data;
};

describe('demo backend: tickets', () => {
  it('lists the seeded tickets, some with attachments', async () => {
    const list = (await call('/api/tickets/get-all-tickets')).data.data as {
      id: number;
      unread: boolean;
    }[];
    expect(list.map((row) => row.id)).toEqual([104, 103, 101, 102]);
    const ticket = GetTicketByIdResponse.parse(
      (await call('/api/tickets/get-ticket-by-id', { ticket_id: 103 })).data,
    ).data;
    expect(ticket.messages[0]!.attachments).toEqual([
      {
        name: 'bank-receipt.pdf',
        size: 182344,
        url: 'http://127.0.0.1:5317/demo-files/bank-receipt.pdf',
      },
    ]);
    expect(
      (await call('/api/tickets/get-all-tickets')).data.data.find(
        (row: { id: number }) => row.id === 103,
      ).unread,
    ).toBe(false);
    expect((await call('/api/tickets/get-ticket-by-id', { ticket_id: 105 })).status).toBe(422);
  });

  it('creates a ticket from multipart with attachments, then support answers on a later read', async () => {
    const created = await upload(
      '/api/tickets/create',
      form({ subject: 'Card deposit', message: 'My card was charged twice.' }, [
        file('statement.pdf', 2048),
        file('screen.png', 512, 'image/png'),
      ]),
    );
    expect(created.status).toBe(200);
    const ticket = CreateTicketResponse.parse(created.data).data;
    expect(ticket).toMatchObject({ subject: 'Card deposit', status: 'open', unread: false });

    const read = (await call('/api/tickets/get-ticket-by-id', { ticket_id: ticket.id })).data.data;
    expect(read.messages[0]).toMatchObject({
      author: 'client',
      body: 'My card was charged twice.',
      attachments: [
        {
          name: 'statement.pdf',
          size: 2048,
          url: 'http://127.0.0.1:5317/demo-files/statement.pdf',
        },
        { name: 'screen.png', size: 512, url: 'http://127.0.0.1:5317/demo-files/screen.png' },
      ],
    });
    expect(read.messages[1]).toMatchObject({ author: 'support' });
    expect(read.status).toBe('answered');
  });

  it('adds a reply with an attachment and reopens the ticket', async () => {
    const reply = await upload(
      '/api/tickets/reply',
      form({ ticket_id: '102', message: 'One more question.' }, [
        file('notes.txt', 10, 'text/plain'),
      ]),
    );
    expect(reply.status).toBe(200);
    const ticket = ReplyTicketResponse.parse(reply.data).data;
    expect(ticket.status).toBe('open');
    expect(ticket.messages.at(-1)).toMatchObject({
      author: 'client',
      body: 'One more question.',
      attachments: [{ name: 'notes.txt', size: 10 }],
    });

    const list = (await call('/api/tickets/get-all-tickets')).data.data;
    expect(list[0]).toMatchObject({ id: 102, status: 'answered', unread: true });
    const after = (await call('/api/tickets/get-ticket-by-id', { ticket_id: 102 })).data.data;
    expect(after.messages.at(-1).author).toBe('support');
  });

  it("refuses an empty ticket and a reply to someone else's ticket", async () => {
    const empty = await upload('/api/tickets/create', form({ subject: '', message: '' }));
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.data.errors)).toEqual(['subject', 'message']);
    expect(
      (await upload('/api/tickets/reply', form({ ticket_id: '105', message: 'hi' }))).status,
    ).toBe(422);
    expect(
      (await upload('/api/tickets/create', form({ subject: 'a', message: 'b' }), null)).status,
    ).toBe(401);
  });
});
