import { getGetTransactionsMockHandler } from '@/api/generated/transactions/transactions.msw';
import type { Transaction, TransactionsRequest, Wallet } from '@/api/generated/model';
import { transaction } from '../payments/fixtures';

const TYPES = ['deposit', 'withdrawal', 'fee', 'ipo_buy', 'ipo_sell', 'transfer'] as const;
const STATUSES = ['completed', 'pending', 'rejected', 'cancelled'] as const;

/** A dollar wallet and a euro wallet: the statement mixes currencies. */
export const STATEMENT_WALLETS: Wallet[] = [
  { id: 1, name: 'Main wallet', currency: 'USD', balance: 12345.6 },
  { id: 2, name: 'Euro wallet', currency: 'EUR', balance: 2500 },
];

/**
 * 45 transactions, newest first, over three pages: every type and status, dollars and euros
 * (every third in the euro wallet); a rejected deposit (#6) and a cancelled withdrawal (#7)
 * among them; one comment tries a spreadsheet formula, one method and one comment are long.
 */
export const STATEMENT: Transaction[] = Array.from({ length: 45 }, (_, i) => {
  const wallet = i % 3 === 0 ? STATEMENT_WALLETS[1]! : STATEMENT_WALLETS[0]!;
  return transaction({
    id: 1000 - i,
    type: TYPES[i % TYPES.length],
    status: STATUSES[i % STATUSES.length],
    amount: [1500, 25.5, 3.75, 1200, 980.4, 300][i % 6] as number,
    currency: wallet.currency,
    wallet_id: wallet.id,
    method:
      i === 12
        ? 'International bank transfer (SWIFT/SEPA instant credit transfer)'
        : i % 6 === 0
          ? 'Visa / Mastercard'
          : null,
    created_at: new Date(Date.UTC(2026, 2, 16, 9) - i * 86_400_000).toISOString(),
    comment:
      i === 1
        ? '=HYPERLINK("http://evil.example")'
        : i === 12
          ? 'Top-up from the reference account, reference NSM-2026-03-04-000123456789'
          : i % 6 === 0
            ? 'Card top-up'
            : null,
  });
});

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
