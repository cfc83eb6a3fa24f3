import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownParts } from '@/design-system/IpoCard';
import * as stories from '../../stories/design-system/IpoCard.stories';
import { renderWithProviders } from '../utils/render';

const { Open, InitialsFallback } = composeStories(stories);
const NOW = Date.parse('2026-03-16T10:00:00Z');

describe('IpoCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the price band, lot, minimum and the time left to the subscription end', () => {
    renderWithProviders(<Open now={NOW} />);
    expect(screen.getByText('$ 12 – 14')).toBeInTheDocument();
    expect(screen.getByText('Closes in')).toBeInTheDocument();
    expect(screen.getByText('2 days, 5 hours, 30 minutes')).toHaveAttribute(
      'datetime',
      'P2DT5H30M',
    );
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('counts down to the start before the window opens', () => {
    renderWithProviders(<Open now={Date.parse('2026-03-09T08:59:00Z')} />);
    expect(screen.getByText('Opens in')).toBeInTheDocument();
    expect(screen.getByText('1 day, 0 hours, 1 minute')).toBeInTheDocument();
  });

  it('says the subscription is closed after the end', () => {
    renderWithProviders(<Open now={Date.parse('2026-03-18T15:30:00Z')} />);
    expect(screen.getByText('Subscription closed')).toBeInTheDocument();
    expect(screen.queryByText('Closes in')).toBeNull();
  });

  it('rounds the remaining time up to the minute and never goes negative', () => {
    expect(countdownParts(NOW + 61_000, NOW)).toEqual({ days: 0, hours: 0, minutes: 2 });
    expect(countdownParts(NOW - 5000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('follows the clock when no now is given', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    renderWithProviders(<Open now={undefined} />);
    expect(screen.getByText('2 days, 5 hours, 30 minutes')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('2 days, 5 hours, 29 minutes')).toBeInTheDocument();
  });

  it('shows the exact closing time in the given zone on focus of the countdown', () => {
    const { unmount } = renderWithProviders(<Open now={NOW} timeZone="Europe/Helsinki" />);
    const time = screen.getByText('2 days, 5 hours, 30 minutes');
    expect(time).toHaveAttribute('tabindex', '0');
    expect(time).toHaveAccessibleDescription('Mar 18, 2026, 5:30 PM GMT+2');
    unmount();
    renderWithProviders(<Open now={NOW} timeZone="America/New_York" />);
    expect(screen.getByText('2 days, 5 hours, 30 minutes')).toHaveAccessibleDescription(
      'Mar 18, 2026, 11:30 AM EDT',
    );
  });

  it('shows the listing date when the IPO has one', () => {
    renderWithProviders(<Open now={NOW} ipo={{ ...Open.args.ipo!, listing_date: '2026-03-25' }} />);
    expect(screen.getByText('Listing date')).toBeInTheDocument();
    expect(screen.getByText('Mar 25, 2026')).toBeInTheDocument();
  });

  it('shows the initials when there is no logo or it fails to load', () => {
    renderWithProviders(<InitialsFallback />);
    expect(screen.getByText('HQ')).toBeInTheDocument();
    const { container } = renderWithProviders(<Open now={NOW} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    fireEvent.error(img);
    expect(screen.getByText('NR')).toBeInTheDocument();
  });
});
