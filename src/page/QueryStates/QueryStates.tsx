import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed, type LoadFailedProps } from './LoadFailed';

/**
 * What the states read of a query. A TanStack Query result fits as it is; so does a hook's own
 * result, or several queries joined by `allQueries`.
 */
export interface QueryState<T> {
  /** The answer once it is in (kept while a later refetch runs or fails). */
  data: T | undefined;
  isError: boolean;
  /** A request is on its way: after a failure, that is the retry. */
  isFetching?: boolean;
  refetch: () => unknown;
  /** The query's key (the generated hooks return it): its failure is then the page's to say. */
  queryKey?: QueryKey;
  /** Several queries joined: the keys of those that failed. */
  failedKeys?: readonly QueryKey[];
}

export interface QueryStatesProps<T> {
  query: QueryState<T>;
  /**
   * The loading state: a skeleton the size of what replaces it, so nothing jumps when the data
   * arrives. It announces itself (a `SkeletonGroup` label, or `aria-busy` on its list). A table
   * that shows its own placeholder rows keeps the loaded state's shape (the same elements in the
   * same order), so it stays the same table when the rows arrive.
   */
  loading: ReactNode;
  /** The error state's texts and place in the outline; the retry calls `query.refetch`. */
  error?: Omit<LoadFailedProps, 'onRetry'>;
  /** Whether an answer counts as empty; `empty` shows instead of `children` then. */
  isEmpty?: (data: T) => boolean;
  /** The empty state, with its call to action (an `EmptyState` with an `action`). */
  empty?: ReactNode;
  /** The loaded state. */
  children: (data: T) => ReactNode;
}

/**
 * A query's four states in one place: loading, error with a retry in place, empty, loaded. What
 * has arrived stays on screen when a later refetch fails (a failed request never blanks a page);
 * a retry after a failure shows the loading state until it answers.
 */
export function QueryStates<T>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  children,
}: QueryStatesProps<T>) {
  // Every field is read on every render: TanStack re-renders the query's owner only for the
  // fields read so far, and a field first read in a later state would be missed.
  const { data, isError, isFetching = false, refetch, queryKey, failedKeys } = query;
  if (data !== undefined) {
    return <>{isEmpty?.(data) && empty !== undefined ? empty : children(data)}</>;
  }
  if (isError && !isFetching) {
    return (
      <LoadFailed
        {...error}
        failureOf={failedKeys ?? (queryKey ? [queryKey] : undefined)}
        onRetry={() => void refetch()}
      />
    );
  }
  return <>{loading}</>;
}

type States<T extends readonly unknown[]> = { [K in keyof T]: QueryState<T[K]> };

/**
 * Several queries as one (a payment page needs the wallets and the methods): in once all are in,
 * failed when any failed; the retry asks again for those that failed.
 */
export function allQueries<T extends readonly unknown[]>(...queries: States<T>): QueryState<T> {
  // Each field of each query is read now, none skipped by a short-circuit (see `QueryStates`).
  const list = (queries as readonly QueryState<unknown>[]).map(
    ({ data, isError, isFetching = false, refetch, queryKey }) => ({
      data,
      isError,
      isFetching,
      refetch,
      queryKey,
    }),
  );
  const complete = list.every((query) => query.data !== undefined);
  return {
    data: complete ? (list.map((query) => query.data) as unknown as T) : undefined,
    isError: list.some((query) => query.isError),
    isFetching: list.some((query) => query.isFetching),
    refetch: () => list.filter((query) => query.isError).forEach((query) => void query.refetch()),
    failedKeys: list.flatMap((query) => (query.isError && query.queryKey ? [query.queryKey] : [])),
  };
}
