import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ensureQueryDataWithin } from '@/api/queryWithin';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('ensureQueryDataWithin', () => {
  it('answers from the cache without calling', async () => {
    const queryClient = client();
    queryClient.setQueryData(['k'], 7);
    const queryFn = vi.fn(async () => 8);
    expect(await ensureQueryDataWithin(queryClient, { queryKey: ['k'], queryFn }, 1000)).toBe(7);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('fetches what the cache lacks, and gives up (undefined) on a failure or after `ms`', async () => {
    const queryClient = client();
    expect(
      await ensureQueryDataWithin(queryClient, { queryKey: ['a'], queryFn: async () => 1 }, 1000),
    ).toBe(1);
    const fails = async (): Promise<number> => {
      throw new Error('down');
    };
    expect(
      await ensureQueryDataWithin(queryClient, { queryKey: ['b'], queryFn: fails }, 1000),
    ).toBe(undefined);
    const never = () => new Promise<number>(() => {});
    expect(await ensureQueryDataWithin(queryClient, { queryKey: ['c'], queryFn: never }, 50)).toBe(
      undefined,
    );
  });
});
