import { describe, expect, it } from 'vitest';
import { selectLoading, useLoader } from '@/stores/loader';

describe('loader store', () => {
  it('turns on with the first pending request and off at zero', () => {
    const { start, finish } = useLoader.getState();
    expect(selectLoading(useLoader.getState())).toBe(false);
    start();
    start();
    expect(selectLoading(useLoader.getState())).toBe(true);
    finish();
    expect(selectLoading(useLoader.getState())).toBe(true);
    finish();
    expect(selectLoading(useLoader.getState())).toBe(false);
    finish();
    expect(useLoader.getState().pending).toBe(0);
  });

  it('can be forced on or off regardless of requests', () => {
    useLoader.getState().force(true);
    expect(selectLoading(useLoader.getState())).toBe(true);
    useLoader.getState().start();
    useLoader.getState().force(false);
    expect(selectLoading(useLoader.getState())).toBe(false);
    useLoader.getState().force(null);
    expect(selectLoading(useLoader.getState())).toBe(true);
  });
});
