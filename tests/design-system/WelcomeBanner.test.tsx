import { composeStories } from '@storybook/react-vite';
import { act, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_FADE_MS, WelcomeBanner } from '@/design-system/WelcomeBanner';
import * as stories from '../../stories/design-system/WelcomeBanner.stories';
import { renderWithProviders } from '../utils/render';

const { Default, German } = composeStories(stories);

const mockReducedMotion = (reduce: boolean) => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
};

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('WelcomeBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('greets the user by first and second name as a status message', () => {
    renderWithProviders(<Default />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Hello, Anna Smith! Welcome to Cabinet.');
    expect(status).toHaveTextContent('Onward to new financial heights!');
  });

  it('uses translated lines when given', () => {
    renderWithProviders(<German />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hallo, Anna Smith! Willkommen bei Cabinet.',
    );
    expect(screen.queryByText('Onward to new financial heights!')).toBeNull();
  });

  it('fades during the last moments and is gone at 5000 ms, calling onHidden once', () => {
    const onHidden = fn();
    renderWithProviders(
      <WelcomeBanner firstName="A" secondName="B" appName="C" onHidden={onHidden} />,
    );
    advance(5000 - WELCOME_FADE_MS - 1);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'fading');
    advance(WELCOME_FADE_MS - 1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onHidden).not.toHaveBeenCalled();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    // Its place is kept, invisible, until the page unmounts it: nothing below moves.
    expect(screen.getByText('Onward to new financial heights!')).not.toBeVisible();
    expect(onHidden).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('hides at 5000 ms without fading when motion is reduced', () => {
    mockReducedMotion(true);
    const onHidden = fn();
    renderWithProviders(
      <WelcomeBanner firstName="A" secondName="B" appName="C" onHidden={onHidden} />,
    );
    advance(4999);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('follows a custom visibleMs and stays for good with Infinity', () => {
    const onHidden = fn();
    const { unmount } = renderWithProviders(
      <WelcomeBanner
        firstName="A"
        secondName="B"
        appName="C"
        visibleMs={1000}
        onHidden={onHidden}
      />,
    );
    advance(1000);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onHidden).toHaveBeenCalledTimes(1);
    unmount();
    // The stories keep the banner for good (visibleMs: Infinity).
    renderWithProviders(<Default onHidden={onHidden} />);
    advance(60_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('does not call onHidden after it was unmounted early', () => {
    const onHidden = fn();
    const { unmount } = renderWithProviders(
      <WelcomeBanner firstName="A" secondName="B" appName="C" onHidden={onHidden} />,
    );
    advance(2000);
    unmount();
    advance(10_000);
    expect(onHidden).not.toHaveBeenCalled();
  });
});
