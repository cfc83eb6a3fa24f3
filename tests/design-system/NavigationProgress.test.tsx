import { composeStories } from '@storybook/react-vite';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress, nextProgress } from '@/design-system/NavigationProgress';
import * as stories from '../../stories/design-system/NavigationProgress.stories';
import { renderWithProviders } from '../utils/render';

const { Active, Idle } = composeStories(stories);

const run = (steps: number, duration = 3000, tick = 100) => {
  const values: number[] = [];
  let p = 0;
  for (let i = 0; i < steps; i++) values.push((p = nextProgress(p, duration, tick)));
  return values;
};

describe('nextProgress', () => {
  it('advances on every tick, fastest at first', () => {
    const [first = 0, second = 0, third = 0] = run(3);
    expect(first).toBeGreaterThan(0);
    expect(second - first).toBeGreaterThan(0);
    expect(second - first).toBeLessThan(first);
    expect(third - second).toBeLessThan(second - first);
  });

  it('reaches about 95 % by the duration (3000 ms in 100 ms ticks)', () => {
    const values = run(30);
    expect(values[19]).toBeLessThan(93);
    expect(values[29]).toBeGreaterThanOrEqual(94);
  });

  it('never passes 95 % on its own and stays there', () => {
    const values = run(200);
    expect(Math.max(...values)).toBe(95);
    expect(values.at(-1)).toBe(95);
    expect(nextProgress(95, 3000, 100)).toBe(95);
  });

  it('keeps a finished value', () => {
    expect(nextProgress(100, 3000, 100)).toBe(100);
  });

  it('runs faster for a shorter duration', () => {
    expect(run(5, 1000)[4]).toBeGreaterThan(run(5, 3000)[4] ?? 0);
    expect(run(10, 1000)[9]).toBeGreaterThanOrEqual(94);
  });
});

describe('NavigationProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const valueOf = () =>
    Number(screen.getByRole('progressbar', { name: 'Page loading' }).getAttribute('aria-valuenow'));

  it('renders nothing while idle', () => {
    renderWithProviders(<Idle />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('advances every tick while active and waits at 95 %', () => {
    renderWithProviders(<Active />);
    expect(valueOf()).toBe(0);
    act(() => vi.advanceTimersByTime(99));
    expect(valueOf()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(valueOf()).toBe(12);
    act(() => vi.advanceTimersByTime(2900));
    expect(valueOf()).toBe(95);
    act(() => vi.advanceTimersByTime(60_000));
    expect(valueOf()).toBe(95);
  });

  it('fills to 100 %, fades and resets when the navigation ends', () => {
    const { rerender } = renderWithProviders(<NavigationProgress active />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<NavigationProgress active={false} />);
    expect(valueOf()).toBe(100);
    act(() => vi.advanceTimersByTime(399));
    expect(valueOf()).toBe(100);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<NavigationProgress active />);
    expect(valueOf()).toBe(0);
  });

  it('restarts from zero when a new navigation begins while finishing', () => {
    const { rerender } = renderWithProviders(<NavigationProgress active />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<NavigationProgress active={false} />);
    rerender(<NavigationProgress active />);
    expect(valueOf()).toBe(0);
    act(() => vi.advanceTimersByTime(100));
    expect(valueOf()).toBe(12);
  });
});
