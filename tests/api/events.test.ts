import { describe, expect, it, vi } from 'vitest';
import { emitApiEvent, onApiEvent } from '@/api/events';

describe('onApiEvent', () => {
  it('delivers the typed payload to subscribers of that type only', () => {
    const serverError = vi.fn();
    const error = vi.fn();
    const offs = [onApiEvent('server-error', serverError), onApiEvent('error', error)];

    emitApiEvent('server-error', { html: '<h1>500</h1>' });

    expect(serverError).toHaveBeenCalledExactlyOnceWith({ html: '<h1>500</h1>' });
    expect(error).not.toHaveBeenCalled();
    offs.forEach((off) => off());
  });

  it('stops delivering after unsubscribe', () => {
    const handler = vi.fn();
    const off = onApiEvent('unauthorized', handler);

    emitApiEvent('unauthorized');
    off();
    emitApiEvent('unauthorized');

    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to the others when one subscriber throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const offs = [
      onApiEvent('network-error', () => {
        throw new Error('bug');
      }),
      onApiEvent('network-error', second),
    ];

    expect(() => emitApiEvent('network-error')).not.toThrow();
    expect(second).toHaveBeenCalledTimes(1);
    offs.forEach((off) => off());
  });
});
