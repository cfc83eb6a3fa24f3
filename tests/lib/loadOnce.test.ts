import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/loadOnce';

describe('loadOnce', () => {
  it('loads once and shares the answer with every later call', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['code', 'code']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after forget', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const get = loadOnce(load);
    await get();
    get.forget();
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
