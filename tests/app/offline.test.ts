import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isOffline,
  markOffline,
  markOnline,
  useOffline,
  watchConnection,
} from '@/app/shell/offline';

describe('the connection state', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    markOnline();
    vi.restoreAllMocks();
  });

  it("follows the browser's own offline and online events, and retries what failed when back", async () => {
    const queryClient = new QueryClient();
    const refetch = vi.spyOn(queryClient, 'refetchQueries');
    stop = watchConnection(queryClient);
    expect(isOffline()).toBe(false);

    window.dispatchEvent(new Event('offline'));
    expect(isOffline()).toBe(true);

    window.dispatchEvent(new Event('online'));
    expect(isOffline()).toBe(false);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('starts offline when the browser already is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stop = watchConnection(new QueryClient());
    expect(isOffline()).toBe(true);
  });

  it('says why: the device, when the browser knows it has no network; our server, when it has one', () => {
    stop = watchConnection(new QueryClient());
    window.dispatchEvent(new Event('offline'));
    expect(useOffline.getState()).toMatchObject({ offline: true, cause: 'device' });
    markOnline();

    // A request got no answer while the browser says it is online: the server did not answer.
    markOffline();
    expect(useOffline.getState()).toMatchObject({ offline: true, cause: 'server' });
    markOnline();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    markOffline();
    expect(useOffline.getState()).toMatchObject({ offline: true, cause: 'device' });
  });

  it('stops listening when unsubscribed', () => {
    stop = watchConnection(new QueryClient());
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(isOffline()).toBe(false);
  });
});
