import { describe, expect, it } from 'vitest';
import {
  GetNotificationsResponse,
  MarkNotificationsReadResponse,
} from '@/api/generated/zod/index.zod';
import { applyMockQuery } from '@/mocks/scenarios';
import { call, upload } from './api';

interface Row {
  id: number;
  kind: string;
  params: Record<string, unknown>;
  created_at: string;
  read_at: string | null;
}

const list = async (body: Record<string, unknown> = {}, token?: string) => {
  const answer = await call('/api/notifications', body, token ? { token } : {});
  expect(answer.status).toBe(200);
  return GetNotificationsResponse.parse(answer.data) as { data: Row[]; meta: { unread: number } };
};

describe('demo backend: notifications', () => {
  it('lists the seeded ones newest first: several kinds, three unread, one of an unknown kind', async () => {
    const { data, meta } = await list();
    expect(meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, unread: 3 });
    expect(data.map((row) => row.created_at)).toEqual(
      data
        .map((row) => row.created_at)
        .sort()
        .reverse(),
    );
    expect(new Set(data.map((row) => row.kind))).toEqual(
      new Set([
        'new_sign_in',
        'ticket_answered',
        'deposit_completed',
        'statement_ready',
        'ipo_allocated',
        'withdrawal_completed',
        'deposit_rejected',
        'verification_changed',
      ]),
    );
    expect(data.find((row) => row.kind === 'ticket_answered')).toMatchObject({
      params: { ticket_id: 103, subject: 'Deposit not credited yet' },
      read_at: null,
    });
    expect(data.find((row) => row.kind === 'ipo_allocated')?.params).toMatchObject({
      company: 'Skyline Mobility AG',
      quantity: 100,
    });
    const unread = await list({ unread_only: true });
    expect(unread.data.map((row) => row.kind)).toEqual([
      'new_sign_in',
      'ticket_answered',
      'deposit_completed',
    ]);
  });

  it('keeps each user to their own', async () => {
    const client = await list({}, 'client-token');
    expect(client.meta.unread).toBe(1);
    expect(client.data.map((row) => row.kind)).toEqual([
      'verification_changed',
      'deposit_completed',
    ]);
  });

  it('marks some by id, then all, and answers the count left', async () => {
    const { data } = await list({ unread_only: true });
    const one = await call('/api/notifications/read', { ids: [data[0]!.id, 1] });
    expect(MarkNotificationsReadResponse.parse(one.data)).toEqual({ unread: 2 });
    expect((await list()).data.find((row) => row.id === data[0]!.id)?.read_at).not.toBeNull();
    const all = await call('/api/notifications/read', { all: true });
    expect(all.data).toEqual({ unread: 0 });
    expect((await list({ unread_only: true })).data).toEqual([]);
    // Another user's stay unread.
    expect((await list({}, 'client-token')).meta.unread).toBe(1);
  });

  it('refuses a body that names nothing to mark, or a page that is none', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }]) {
      const answer = await call('/api/notifications/read', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call('/api/notifications', { page: 0 })).status).toBe(422);
    expect((await call('/api/notifications', { unread_only: 'yes' })).status).toBe(422);
    expect((await call('/api/notifications', {}, { token: null })).status).toBe(401);
  });

  it('tells of a deposit that completes and a ticket support answers, on a later read', async () => {
    const before = (await list()).meta.unread;
    const deposit = await call('/api/deposit/create', { wallet_id: 1, method_id: 1, amount: 500 });
    expect(deposit.status).toBe(200);
    const form = new FormData();
    form.append('subject', 'Where is my money?');
    form.append('message', 'Please check.');
    expect((await upload('/api/tickets/create', form)).status).toBe(200);
    const { data, meta } = await list();
    expect(meta.unread).toBe(before + 2);
    expect(data[0]).toMatchObject({ kind: 'ticket_answered', read_at: null });
    expect(data[0]!.params).toMatchObject({ subject: 'Where is my money?' });
    expect(data[1]).toMatchObject({
      kind: 'deposit_completed',
      params: { transaction_id: deposit.data.data.id, amount: 500, currency: 'USD' },
    });
  });

  it('answers 404 with ?mock=beyond:off, as a backend without notifications', async () => {
    applyMockQuery('?mock=beyond:off');
    expect((await call('/api/notifications', {})).status).toBe(404);
    expect((await call('/api/notifications/read', { all: true })).status).toBe(404);
  });
});
