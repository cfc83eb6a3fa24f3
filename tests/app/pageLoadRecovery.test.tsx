import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadError, RELOAD_FLAG } from '@/app/router/lazyPage';
import { usePageLoadRecovery } from '@/app/router/usePageLoadRecovery';

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('usePageLoadRecovery', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads once at once when online', () => {
    const { result } = renderHook(() => usePageLoadRecovery(new PageLoadError('chunk')));
    expect(result.current).toBe(true);
    expect(sessionStorage.getItem(RELOAD_FLAG)).not.toBeNull();
  });

  it('never reloads while the browser is offline: it shows the error page and waits for "online"', () => {
    const onLine = offline();
    const error = new PageLoadError('chunk');
    const { result } = renderHook(() => usePageLoadRecovery(error));
    expect(result.current).toBe(false);
    expect(sessionStorage.getItem(RELOAD_FLAG)).toBeNull();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
    expect(sessionStorage.getItem(RELOAD_FLAG)).not.toBeNull();
  });

  it('does not reload a second time after a reload that failed again', () => {
    sessionStorage.setItem(RELOAD_FLAG, '1');
    const { result } = renderHook(() => usePageLoadRecovery(new PageLoadError('chunk')));
    expect(result.current).toBe(false);
    expect(sessionStorage.getItem(RELOAD_FLAG)).toBeNull();
  });
});
