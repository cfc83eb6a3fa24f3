import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/queryClient';

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('the app’s query client', () => {
  it('logs every failed query with what it asked for (specification §8: failures are logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('503');
    await queryClient
      .fetchQuery({
        queryKey: ['/api/tickets', { page: 2 }],
        queryFn: () => Promise.reject(failure),
      })
      .catch(() => undefined);
    expect(log).toHaveBeenCalledWith('Failed to load /api/tickets [{"page":2}]', failure);
  });

  it('logs nothing when a call beyond the specification is not offered (404)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notOffered = Object.assign(new Error('404'), {
      isAxiosError: true,
      response: { status: 404 },
    });
    await queryClient
      .fetchQuery({
        queryKey: ['/api/2fa/status'],
        queryFn: () => Promise.reject(notOffered),
        meta: { beyondSpec: true },
      })
      .catch(() => undefined);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs nothing for a query that answers', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await queryClient.fetchQuery({
      queryKey: ['/api/wallets'],
      queryFn: () => Promise.resolve([]),
    });
    expect(log).not.toHaveBeenCalled();
  });
});
