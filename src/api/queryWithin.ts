import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A query's data as the cache holds it, or else fetched, waiting at most `ms`: the state before a
 * confirmation that a lost answer is later compared with. Undefined when the call fails or is
 * late: the caller goes on without it (and says so when it matters), never waits longer.
 */
export async function ensureQueryDataWithin<T, E, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, E, T, K>,
  ms: number,
): Promise<T | undefined> {
  const cached = client.getQueryData<T>(options.queryKey);
  if (cached !== undefined) return cached;
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, ms));
  return Promise.race([client.fetchQuery(options).catch(() => undefined), late]);
}
