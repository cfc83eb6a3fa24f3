import { useCallback, useEffect, useRef, useState } from 'react';
import type { Transaction } from '@/api/generated/model';
import { fetchAllTransactions, TooManyTransactions } from './exportCsv';
import { readFilters, writeFilters, type TransactionFilters } from './filters';

/** Where preparing the printed statement of one filter stands. */
export type PrintState =
  | { phase: 'idle' }
  | { phase: 'loading'; loaded: number; total: number | null }
  | { phase: 'ready'; rows: Transaction[]; preparedAt: Date }
  | { phase: 'failed'; tooMany: boolean };

const IDLE: PrintState = { phase: 'idle' };

/** The filter a statement is for, without the page: every page prints. */
const filterKey = (filters: TransactionFilters) => writeFilters({ ...filters, page: 1 }).toString();

/**
 * "Print statement": fetches every transaction of the filter (all pages), then opens the print
 * dialog once they are on the page. A failed fetch prints nothing. The prepared statement stays
 * for that filter (printing again from the browser's menu prints all of it too) and is dropped
 * when the filter changes; a fetch under way for the old filter is stopped.
 */
export function usePrintStatement(filters: TransactionFilters) {
  const key = filterKey(filters);
  const [stored, setStored] = useState<{ key: string; state: PrintState }>({ key, state: IDLE });
  const run = useRef<AbortController | null>(null);
  const printWhenReady = useRef(false);

  useEffect(
    () => () => {
      run.current?.abort();
      run.current = null;
    },
    [key],
  );

  const state = stored.key === key ? stored.state : IDLE;

  const start = useCallback(async () => {
    if (run.current) return;
    const controller = new AbortController();
    run.current = controller;
    const set = (next: PrintState) => {
      if (!controller.signal.aborted) setStored({ key, state: next });
    };
    set({ phase: 'loading', loaded: 0, total: null });
    try {
      const rows = await fetchAllTransactions(readFilters(new URLSearchParams(key)), {
        signal: controller.signal,
        onProgress: (loaded, total) => set({ phase: 'loading', loaded, total }),
      });
      printWhenReady.current = !controller.signal.aborted;
      set({ phase: 'ready', rows, preparedAt: new Date() });
    } catch (error) {
      set({ phase: 'failed', tooMany: error instanceof TooManyTransactions });
    } finally {
      if (run.current === controller) run.current = null;
    }
  }, [key]);

  // The dialog opens once the rows are in the document, so the print shows all of them.
  useEffect(() => {
    if (state.phase === 'ready' && printWhenReady.current) {
      printWhenReady.current = false;
      window.print();
    }
  }, [state]);

  const dismiss = useCallback(() => setStored({ key, state: IDLE }), [key]);

  return { state, start, dismiss };
}
