import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer, type ToastItem } from '@/design-system/Toast';
import * as stories from '../../stories/design-system/Toast.stories';
import { renderWithProviders } from '../utils/render';

const { Tones } = composeStories(stories);
const saved: ToastItem[] = [{ id: 'saved', tone: 'success', message: 'Saved.' }];

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Testing Library's async wrapper waits on a real setTimeout, which fake timers would freeze: use
  // synchronous events while the clock is fake.
  const toastOf = (text: string) => screen.getByText(text).closest('[data-tone]') as HTMLElement;

  it('sits in a polite live region named "Notifications"', () => {
    renderWithProviders(<ToastContainer toasts={saved} onDismiss={fn()} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Saved.');
  });

  it('announces only error toasts as alerts', () => {
    renderWithProviders(<Tones />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a currency.');
  });

  it('dismisses itself after 3000 ms by default', () => {
    const onDismiss = fn();
    renderWithProviders(<ToastContainer toasts={saved} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('saved');
  });

  it('honours a custom duration, and 0 means it stays', () => {
    const onDismiss = fn();
    renderWithProviders(
      <ToastContainer
        toasts={[
          { id: 'short', tone: 'info', message: 'Short', duration: 1000 },
          { id: 'sticky', tone: 'info', message: 'Sticky', duration: 0 },
        ]}
        onDismiss={onDismiss}
      />,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('short');
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const onDismiss = fn();
    renderWithProviders(<ToastContainer toasts={saved} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(toastOf('Saved.'));
    act(() => vi.advanceTimersByTime(4000));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(toastOf('Saved.')).toHaveAttribute('data-paused', 'true');
    fireEvent.mouseLeave(toastOf('Saved.'));
    act(() => vi.advanceTimersByTime(1990));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('saved');
  });

  it('pauses while focus is inside it', () => {
    const onDismiss = fn();
    renderWithProviders(<ToastContainer toasts={saved} onDismiss={onDismiss} />);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('saved');
  });

  it('dismisses by id from its close button', () => {
    const onDismiss = fn();
    renderWithProviders(<ToastContainer toasts={saved} onDismiss={onDismiss} closeLabel="Sulje" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('saved');
  });

  it('stacks several toasts in order', () => {
    renderWithProviders(<Tones />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.children).toHaveLength(4);
    expect(region.firstElementChild).toHaveTextContent('Saved');
    expect(region.lastElementChild).toHaveTextContent('Please select a currency.');
  });
});
