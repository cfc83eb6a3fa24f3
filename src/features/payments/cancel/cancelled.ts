import type { QueryClient } from '@tanstack/react-query';
import type { Transaction } from '@/api/generated/model';
import { getTransaction, getTransactions } from '@/api/generated/transactions/transactions';
import { getGetWalletsQueryKey } from '@/api/generated/wallets/wallets';
import { selectTransactionData, selectTransactionPage } from '@/api/readers/transaction';

/** Only a pending withdrawal can be cancelled. */
export const isCancellable = (row: Pick<Transaction, 'type' | 'status'>): boolean =>
  row.type === 'withdrawal' && row.status === 'pending';

const TRANSACTIONS = ['POST', '/api/transactions'] as const;
const WALLETS_INFO = ['POST', '/api/wallets-info'] as const;

type Rows = { data?: unknown };
type Info = { last_transactions?: unknown };

const replaced = (list: unknown, row: Transaction): unknown =>
  Array.isArray(list)
    ? list.map((item: unknown) =>
        typeof item === 'object' && item !== null && (item as { id?: unknown }).id === row.id
          ? { ...item, ...row }
          : item,
      )
    : list;

/**
 * The withdrawal is cancelled: every list that shows it reads so at once (the cached answers
 * patched), then the wallet's figures (its available money), the sidebar's balance and the lists
 * are asked afresh.
 */
export function showCancelled(queryClient: QueryClient, row: Transaction): void {
  queryClient.setQueriesData<Rows>({ queryKey: TRANSACTIONS }, (answer) =>
    answer && typeof answer === 'object' ? { ...answer, data: replaced(answer.data, row) } : answer,
  );
  queryClient.setQueriesData<Info>({ queryKey: WALLETS_INFO }, (answer) =>
    answer && typeof answer === 'object'
      ? { ...answer, last_transactions: replaced(answer.last_transactions, row) }
      : answer,
  );
  refreshMoney(queryClient);
}

/** The withdrawal's wallet, its figures and the lists, asked afresh (its state changed). */
export function refreshMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getGetWalletsQueryKey() });
  void queryClient.invalidateQueries({ queryKey: WALLETS_INFO });
  void queryClient.invalidateQueries({ queryKey: TRANSACTIONS });
  void queryClient.invalidateQueries({ queryKey: ['POST', '/api/transaction'] });
}

/**
 * Where the withdrawal stands now, after its cancellation's answer was lost: call 53, else the
 * wallet's withdrawals (a backend may offer one and not the other). Null when neither answers.
 */
export async function standing(row: Transaction): Promise<Transaction | null> {
  try {
    return selectTransactionData(await getTransaction({ id: row.id }, { quiet: true }));
  } catch {
    // Not offered, or no answer: the list may still say.
  }
  try {
    const page = selectTransactionPage(
      await getTransactions(
        { wallet_id: row.wallet_id, type: 'withdrawal', page: 1, per_page: 100 },
        { quiet: true },
      ),
    );
    return page.data.find((item) => item.id === row.id) ?? null;
  } catch {
    return null;
  }
}
