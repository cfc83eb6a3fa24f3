import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureDemoBackend } from '@/mocks/config';
import { STORAGE_KEY, resetDemoDb } from '@/mocks/db';
import { DAY_MS, REFERENCE_MS } from '@/mocks/seed/time';
import { call } from './api';

/** A day the demo could be opened on, far from the fixed reference (16 March 2026). */
const OPENED = Date.parse('2026-11-26T10:29:07Z');

interface Row {
  stock_id?: number;
  id?: number;
  status: string;
  subscription_start: string;
  subscription_end: string;
  listing_date: string;
  created_at: string;
}

const aurora = async () =>
  ((await call('/api/ipo/calendar')).data as Row[]).find((row) => row.id === 46)!;
const holdingStatus = async (stock: number) =>
  ((await call('/api/ipo/my-ipo')).data as Row[]).find((row) => row.stock_id === stock)?.status;

/** A reload of the browser demo: memory is gone, localStorage stays. */
function reload() {
  configureDemoBackend({ persist: false });
  resetDemoDb();
  configureDemoBackend({ persist: true });
}

afterEach(() => {
  vi.useRealTimers();
  configureDemoBackend({ persist: false, referenceDate: REFERENCE_MS });
  resetDemoDb();
});

describe('demo backend: its "today"', () => {
  it('seeds around the fixed reference by default, whatever the real date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(OPENED);
    resetDemoDb();
    expect(await aurora()).toMatchObject({
      status: 'open',
      subscription_start: '2026-03-10T13:30:00.000Z',
      subscription_end: '2026-03-20T20:00:00.000Z',
    });
    const newest = (await call('/api/transactions', { per_page: 1 })).data.data[0] as Row;
    expect(Date.parse(newest.created_at)).toBeLessThanOrEqual(REFERENCE_MS);
  });

  it("around 'now', places the data around the hour the database is created and keeps real time", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(OPENED);
    configureDemoBackend({ referenceDate: 'now' });
    resetDemoDb();
    expect(await aurora()).toMatchObject({
      status: 'open',
      subscription_start: '2026-11-20T13:30:00.000Z',
      subscription_end: '2026-11-30T20:00:00.000Z',
      listing_date: '2026-12-05T13:30:00.000Z',
    });
    const calendar = (await call('/api/ipo/calendar')).data as Row[];
    expect(new Set(calendar.map((row) => row.status))).toEqual(
      new Set(['upcoming', 'open', 'closed', 'listed']),
    );
    // The statement's history ends before today, and a new order is stamped with the real time.
    const newest = (await call('/api/transactions', { per_page: 1 })).data.data[0] as Row;
    expect(Date.parse(newest.created_at)).toBeLessThan(OPENED);
    expect(Date.parse(newest.created_at)).toBeGreaterThan(OPENED - 5 * DAY_MS);
    const order = (await call('/api/ipo/buy', { stock_id: 46, quantity: 10 })).data as Row;
    expect(order.created_at).toBe(new Date(OPENED).toISOString());
  });

  it('keeps the reference of a stored database across reloads, while the statuses follow the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(OPENED);
    configureDemoBackend({ referenceDate: 'now', persist: true });
    resetDemoDb();
    expect(await holdingStatus(46)).toBe('pending');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).reference_at).toBe(
      Date.parse('2026-11-26T10:00:00Z'),
    );

    // Five days later Aurora's subscription (closing on the 30th) is over: allocated, not listed.
    vi.setSystemTime(OPENED + 5 * DAY_MS);
    reload();
    expect(await aurora()).toMatchObject({
      status: 'closed',
      subscription_end: '2026-11-30T20:00:00.000Z',
    });
    expect(await holdingStatus(46)).toBe('allocated');

    // After the listing (5 December) the shares are tradable.
    vi.setSystemTime(OPENED + 10 * DAY_MS);
    reload();
    expect((await aurora()).status).toBe('listed');
    expect(await holdingStatus(46)).toBe('listed');
    expect((await call('/api/ipo/sell', { stock_id: 46, quantity: 10 })).status).toBe(200);
  });

  it('a reset seeds around the hour it happens in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(OPENED);
    configureDemoBackend({ referenceDate: 'now', persist: true });
    resetDemoDb();
    vi.setSystemTime(OPENED + 30 * DAY_MS);
    resetDemoDb();
    expect((await aurora()).subscription_end).toBe('2026-12-30T20:00:00.000Z');
  });
});
