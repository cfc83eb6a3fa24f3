import { describe, expect, it, vi } from 'vitest';
import type { TransactionsRequest } from '@/api/generated/model';
import type { getTransactions } from '@/api/generated/transactions/transactions';
import { fetchAllTransactions, TooManyTransactions } from '@/features/transactions/exportCsv';

const row = (id: number, amount: unknown = '10.50') => ({
  id,
  type: 'deposit',
  status: 'completed',
  amount,
  currency: 'USD',
  wallet_id: 1,
  method: null,
  created_at: '2026-03-16T10:00:00Z',
  comment: null,
});

/** A backend of `pages` answers (raw, as the wire sends them). */
const backend = (pages: unknown[][], total = pages.flat().length, lastPage = pages.length) =>
  vi.fn(async (request: TransactionsRequest) => ({
    data: pages[(request.page ?? 1) - 1] ?? [],
    meta: { current_page: request.page, last_page: lastPage, per_page: 100, total },
  })) as unknown as typeof getTransactions & ReturnType<typeof vi.fn>;

describe('fetchAllTransactions', () => {
  it('asks every page with the filters, reads amounts sent as decimal strings, reports progress', async () => {
    const fetchPage = backend([[row(3), row(2)], [row(1, 7)]]);
    const progress: [number, number][] = [];
    const rows = await fetchAllTransactions(
      { page: 4, type: 'deposit', from: '2026-01-01' },
      { fetchPage, onProgress: (loaded, total) => progress.push([loaded, total]) },
    );
    expect(rows.map((t) => [t.id, t.amount])).toEqual([
      [3, 10.5],
      [2, 10.5],
      [1, 7],
    ]);
    expect(vi.mocked(fetchPage).mock.calls.map(([request]) => request)).toEqual([
      { page: 1, per_page: 100, type: 'deposit', from: '2026-01-01' },
      { page: 2, per_page: 100, type: 'deposit', from: '2026-01-01' },
    ]);
    expect(progress).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });

  it('counts once a transaction that a new arrival pushed onto the next page', async () => {
    const rows = await fetchAllTransactions(
      { page: 1 },
      {
        fetchPage: backend([
          [row(3), row(2)],
          [row(2), row(1)],
        ]),
      },
    );
    expect(rows.map((t) => t.id)).toEqual([3, 2, 1]);
  });

  it('fails as a whole when a page fails, so nothing half-done is printed or saved', async () => {
    const fetchPage = vi.fn(async (request: TransactionsRequest) => {
      if (request.page === 2) throw new Error('Network Error');
      return { data: [row(1)], meta: { current_page: 1, last_page: 3, per_page: 100, total: 3 } };
    }) as unknown as typeof getTransactions;
    await expect(fetchAllTransactions({ page: 1 }, { fetchPage })).rejects.toThrow('Network Error');
  });

  it('refuses a filter of more pages than an export holds', async () => {
    await expect(
      fetchAllTransactions({ page: 1 }, { fetchPage: backend([[row(1)]], 60_000, 600) }),
    ).rejects.toBeInstanceOf(TooManyTransactions);
  });

  it('stops asking once aborted', async () => {
    const controller = new AbortController();
    const fetchPage = backend([[row(2)], [row(1)]]);
    const run = fetchAllTransactions(
      { page: 1 },
      { fetchPage, signal: controller.signal, onProgress: () => controller.abort() },
    );
    await expect(run).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
