import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEchoes } from '@/lib/echoes';

describe('useEchoes', () => {
  it('takes back values the field sent, in order, and nothing else', () => {
    const { result } = renderHook(() => useEchoes<number | null>());
    act(() => {
      result.current.send(1);
      result.current.send(12);
      result.current.send(null);
    });
    let taken: boolean[] = [];
    // The parent hands back the first keystroke's value: an echo; the later ones stay pending.
    act(() => void (taken = [result.current.take(1)]));
    act(() => void taken.push(result.current.take(null)));
    // Everything up to the last value sent is used up: 12 is no echo any more.
    act(() => void taken.push(result.current.take(12)));
    expect(taken).toEqual([true, true, false]);
  });

  it('forgets what was sent when the parent brings a value of its own (back, forward, a link)', () => {
    const { result } = renderHook(() => useEchoes<number>());
    act(() => {
      result.current.send(5);
      result.current.send(50);
    });
    let news = true;
    act(() => void (news = result.current.take(7)));
    expect(news).toBe(false);
    let echo = true;
    act(() => void (echo = result.current.take(50)));
    expect(echo).toBe(false);
  });
});
