import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { initialPair, type Endpoint } from './endpoints';
import { readAmountParam } from './validate';

export type TransferValues = { from: string; to: string; amount: number | null };

/**
 * The sides and amount in the address: a reload (or a shared link) opens the same transfer.
 * `initialValues` is what the address held when the page opened; `remember` writes new values
 * over it (replacing the history entry, so "Back" leaves the page).
 */
export function useTransferAddress(endpoints: Endpoint[]) {
  const [search, setSearch] = useSearchParams();
  const [initialValues] = useState<TransferValues>(() => ({
    ...initialPair(endpoints, search.get('from'), search.get('to')),
    amount: readAmountParam(search.get('amount')),
  }));
  const remember = (values: TransferValues) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of [
          ['from', values.from],
          ['to', values.to],
          ['amount', values.amount === null ? '' : String(values.amount)],
        ] as const) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return { initialValues, remember };
}
