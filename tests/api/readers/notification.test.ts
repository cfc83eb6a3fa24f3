import { describe, expect, it } from 'vitest';
import { readFacts, readUnreadCount, selectNotificationPage } from '@/api/readers/notification';
import { MalformedAnswer } from '@/lib/tolerant';

const entry = (id: unknown, kind: string, params: unknown, read_at: string | null = null) => ({
  id,
  kind,
  params,
  created_at: '2026-03-16T09:00:00Z',
  read_at,
});

describe('selectNotificationPage', () => {
  it('reads each notification, its facts and the unread count', () => {
    const page = selectNotificationPage({
      data: [
        entry(2, 'deposit_completed', { transaction_id: 7, amount: '500.00', currency: 'usd' }),
        entry(1, 'ipo_allocated', { stock_id: 45, company: 'Skyline', quantity: 100 }, 'x'),
      ],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 2, unread: 5 },
    });
    expect(page.data[0]).toEqual({
      id: 2,
      kind: 'deposit_completed',
      facts: { transactionId: 7, amount: { amount: 500, currency: 'USD' } },
      created_at: '2026-03-16T09:00:00Z',
      read_at: null,
    });
    expect(page.data[1]!.facts).toEqual({ stockId: 45, company: 'Skyline', quantity: 100 });
    expect(page.data[1]!.read_at).toBe('x');
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2, unread: 5 });
  });

  it('keeps a kind it does not know, with whatever its params say', () => {
    const page = selectNotificationPage({
      data: [entry(3, 'margin_call', { level: 80 }), entry(4, 'weird', 'not an object')],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 2, unread: 2 },
    });
    expect(page.data.map((row) => [row.kind, row.facts])).toEqual([
      ['margin_call', {}],
      ['weird', {}],
    ]);
  });

  it('counts the unread entries of the page when meta says nothing', () => {
    const page = selectNotificationPage({
      data: [entry(1, 'a', {}), entry(2, 'b', {}, '2026-03-01T00:00:00Z')],
    });
    expect(page.meta.unread).toBe(1);
    expect(page.meta.total).toBe(2);
  });

  it('fails an answer whose list is missing or holds an entry without an id', () => {
    expect(() => selectNotificationPage({ meta: {} })).toThrow(MalformedAnswer);
    expect(() => selectNotificationPage({ data: [entry('x', 'a', {})] })).toThrow(MalformedAnswer);
    expect(() => selectNotificationPage('<html>')).toThrow(MalformedAnswer);
  });
});

describe('readFacts', () => {
  it('leaves out what is missing or unreadable instead of failing', () => {
    expect(
      readFacts({
        amount: '12,5',
        currency: 'USD',
        ticket_id: '103',
        subject: '  ',
        quantity: -3,
        device: 'Safari on iPhone',
        location: null,
      }),
    ).toEqual({ device: 'Safari on iPhone' });
    // An amount without a currency is no money to show.
    expect(readFacts({ amount: 5 })).toEqual({});
  });
});

describe('readUnreadCount', () => {
  it('reads { unread } and nothing else', () => {
    expect(readUnreadCount({ unread: 0 })).toBe(0);
    expect(() => readUnreadCount({ unread: -1 })).toThrow(MalformedAnswer);
    expect(() => readUnreadCount({})).toThrow(MalformedAnswer);
  });
});
