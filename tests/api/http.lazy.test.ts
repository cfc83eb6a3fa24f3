import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The HTTP client (axios and its interceptors) loads with the first call: src/api/http.ts. Each
// test mocks a module and imports its subject fresh.
beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.doUnmock('@/api/axiosClient');
  vi.doUnmock('@/api/http');
  vi.resetModules();
});

describe('the lazily loaded HTTP client', () => {
  it('fails a call as a network failure when its code cannot be loaded, and loads it again on the next call', async () => {
    let available = false;
    const request = vi.fn(() => Promise.resolve({ ok: true }));
    vi.doMock('@/api/axiosClient', () => {
      if (!available) throw new Error('Failed to fetch dynamically imported module');
      return { apiClient: request };
    });
    const { apiClient } = await import('@/api/http');
    const { onApiEvent, resetApiEventGuards } = await import('@/api/events');
    resetApiEventGuards();
    const offline = vi.fn();
    const stop = onApiEvent('network-error', offline);

    const failed = await apiClient({ url: '/api/wallets', method: 'GET' }).catch(
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(offline).toHaveBeenCalledTimes(1);

    available = true;
    vi.resetModules();
    // A module that failed stays failed in the registry of a real browser too; the client asks
    // again, and a fresh registry (after the deploy or the network is back) answers.
    await expect(apiClient({ url: '/api/wallets', method: 'GET' })).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenCalledWith({ url: '/api/wallets', method: 'GET' }, undefined);
    stop();
  });
});

describe('warming the client on the first interaction', () => {
  it('starts loading it on the first key or pointer press, once', async () => {
    const loadHttpClient = vi.fn(() => Promise.resolve());
    vi.doMock('@/api/http', () => ({ loadHttpClient }));
    const { warmHttpClientOnIntent } = await import('@/app/shell/warmHttpClient');
    const target = new EventTarget();
    warmHttpClientOnIntent(target as unknown as Window);

    target.dispatchEvent(new Event('focusin'));
    expect(loadHttpClient).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(loadHttpClient).toHaveBeenCalledTimes(1);
  });
});
