import { useGetTransactions } from '@/api/generated/transactions/transactions';
import { useGetIpoHistory } from '@/api/generated/ipo/ipo';
import type { IpoOrder, MyIpo, Transaction } from '@/api/generated/model';
import { selectIpoHistory } from '@/api/readers/ipo';
import { selectTransactionPage } from '@/api/readers/transaction';

/** Where a subscription's money is, as the client's own transactions tell it. */
export type SubscriptionMoney =
  /** Every order's `ipo_buy` transaction is completed: the money left the wallet. */
  | { state: 'paid'; amount: number; at: string }
  /** At least one is pending: the money is still in the wallet, held for the subscription. */
  | { state: 'held'; amount: number };

/** How far apart an order and its wallet movement may be written (the backend's two records). */
const SAME_MOMENT_MS = 10 * 60_000;

/** An order that did not go through moved no money: it is left out. */
const VOID = new Set(['rejected', 'cancelled', 'failed']);

/**
 * The `ipo_buy` transaction of each buy order of `holding`'s stock (same amount, written within
 * minutes of the order). Only when every order has its own can the page say whether the money is
 * paid or held; otherwise null: the page says nothing it cannot know.
 */
export function subscriptionMoney(
  holding: Pick<MyIpo, 'stock_id'>,
  orders: IpoOrder[],
  transactions: Transaction[],
): SubscriptionMoney | null {
  const buys = orders.filter(
    (order) =>
      order.stock_id === holding.stock_id && order.side === 'buy' && !VOID.has(order.status),
  );
  if (buys.length === 0) return null;
  const used = new Set<number>();
  const matched: Transaction[] = [];
  for (const order of buys) {
    const at = Date.parse(order.created_at);
    const row = transactions.find(
      (tx) =>
        !used.has(tx.id) &&
        tx.type === 'ipo_buy' &&
        (tx.status === 'completed' || tx.status === 'pending') &&
        Math.abs(Math.abs(tx.amount) - order.amount) < 0.005 &&
        Math.abs(Date.parse(tx.created_at) - at) <= SAME_MOMENT_MS,
    );
    if (!row) return null;
    used.add(row.id);
    matched.push(row);
  }
  const amount = Math.round(buys.reduce((sum, order) => sum + order.amount, 0) * 100) / 100;
  if (matched.some((tx) => tx.status === 'pending')) return { state: 'held', amount };
  const at = matched.map((tx) => tx.created_at).sort()[matched.length - 1] ?? '';
  return { state: 'paid', amount, at };
}

/**
 * The orders and `ipo_buy` transactions My IPOs reads for its subscriptions awaiting allocation;
 * asked for only when there is one. Either failing leaves the rows without the sentence.
 */
export function useSubscriptionMoney(enabled: boolean) {
  const orders = useGetIpoHistory(
    { page: 1, per_page: 100 },
    { query: { enabled, select: selectIpoHistory } },
  );
  const transactions = useGetTransactions(
    { type: 'ipo_buy', per_page: 100 },
    { query: { enabled, select: selectTransactionPage } },
  );
  const ready = orders.data && transactions.data;
  return (holding: Pick<MyIpo, 'stock_id'>): SubscriptionMoney | null =>
    ready ? subscriptionMoney(holding, orders.data.data, transactions.data.data) : null;
}
