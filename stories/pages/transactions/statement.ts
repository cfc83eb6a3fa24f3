import type { Transaction, TransactionsRequest } from '@/api/generated/model';
import { getGetTransactionsMockHandler } from '@/api/generated/transactions/transactions.msw';
import { transaction } from '../payments/fixtures';

const TYPES = ['deposit', 'withdrawal', 'fee', 'ipo_buy', 'ipo_sell', 'transfer'] as const;
const STATUSES = ['completed', 'pending', 'rejected', 'cancelled'] as const;

/** 45 transactions, newest first; one comment tries a spreadsheet formula. */
export const STATEMENT: Transaction[] = Array.from({ length: 45 }, (_, i) =>
  transaction({
    id: 1000 - i,
    type: TYPES[i % TYPES.length],
    status: STATUSES[i % STATUSES.length],
    amount: [1500, 25.5, 3.75, 1200, 980.4, 300][i % 6] as number,
    wallet_id: i % 3 === 0 ? 2 : 1,
    method: i % 6 === 0 ? 'Visa / Mastercard' : null,
    created_at: new Date(Date.UTC(2026, 2, 16, 9) - i * 86_400_000).toISOString(),
    comment: i === 1 ? '=HYPERLINK("http://evil.example")' : i % 6 === 0 ? 'Card top-up' : null,
  }),
);

/** Answers like the contract: filters and pages applied to `rows`. */
export const statementHandler = (rows: Transaction[] = STATEMENT) =>
  getGetTransactionsMockHandler(async ({ request }) => {
    const body = (await request.json()) as TransactionsRequest;
    const page = body.page ?? 1;
    const perPage = body.per_page ?? 20;
    const filtered = rows
      .filter((t) => !body.type || t.type === body.type)
      .filter((t) => !body.status || t.status === body.status)
      .filter((t) => body.wallet_id === undefined || t.wallet_id === body.wallet_id)
      .filter((t) => !body.from || t.created_at.slice(0, 10) >= body.from)
      .filter((t) => !body.to || t.created_at.slice(0, 10) <= body.to);
    return {
      data: filtered.slice((page - 1) * perPage, page * perPage),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(filtered.length / perPage)),
        per_page: perPage,
        total: filtered.length,
      },
    };
  });
