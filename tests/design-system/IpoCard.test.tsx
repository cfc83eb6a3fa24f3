import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownParts, ipoWindowLine, type IpoCardIpo } from '@/design-system/IpoCard';
import * as stories from '../../stories/design-system/IpoCard.stories';
import { playContext } from '../utils/play';
import { renderWithProviders } from '../utils/render';

const s = composeStories(stories);
const { Open, InitialsFallback } = s;
const NOW = Date.parse('2026-03-16T10:00:00Z');

/** The story's IPO: subscription from 10 March 09:00 to 18 March 15:30 (UTC). */
const IPO = Open.args.ipo!;
const START = Date.parse(IPO.subscription_start);
const END = Date.parse(IPO.subscription_end);

/** Browser clocks before, during and after the window, and at its very edges. */
const CLOCKS = {
  'a week before the start': START - 7 * 86_400_000,
  'at the start': START,
  'during the window': NOW,
  'a minute before the end': END - 60_000,
  'at the end': END,
  'a month after the end': END + 30 * 86_400_000,
};

const COUNTDOWN = /^(Closes in|Opens in|Opens shortly)$/;

function renderCard(status: IpoCardIpo['status'], now: number) {
  const { container } = renderWithProviders(<Open ipo={{ ...IPO, status }} now={now} />);
  const card = within(screen.getByRole('article', { name: IPO.company }));
  return { card, text: container.textContent ?? '' };
}

describe('IpoCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the price band as money, lot, minimum and the time left to the subscription end', () => {
    renderWithProviders(<Open now={NOW} />);
    expect(screen.getByText('$ 12.00 – $ 14.00')).toBeInTheDocument();
    expect(screen.getByText('Closes in')).toBeInTheDocument();
    expect(screen.getByText('2 days, 5 hours, 30 minutes')).toHaveAttribute(
      'datetime',
      'P2DT5H30M',
    );
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('lets a narrow card wrap the band only between its two amounts', () => {
    renderWithProviders(<Open now={NOW} />);
    const band = screen.getByText('$ 12.00 – $ 14.00');
    // The spaces around the dash break; the one between a symbol and its number does not.
    expect(band.textContent).toBe('$\u00a012.00 – $\u00a014.00');
  });

  it('writes the prices in the currency it is given and the chosen notation', () => {
    renderWithProviders(<s.LongText now={NOW} />, { locale: 'de', numbers: 'language' });
    expect(screen.getByText('1.234,50 € – 1.456,75 €')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('$');
  });

  describe.each(Object.entries(CLOCKS))('with the browser clock %s', (_, clock) => {
    it('open: counts down to the end only while it lies ahead, and never says closed', () => {
      const { card, text } = renderCard('open', clock);
      expect(card.getByText('Open')).toBeInTheDocument();
      expect(text).not.toMatch(/closed/i);
      expect(card.queryByText('Opens in')).toBeNull();
      expect(card.queryByText('Opens shortly')).toBeNull();
      if (clock < END) {
        expect(card.getByText('Closes in')).toBeInTheDocument();
      } else {
        expect(card.queryByText(COUNTDOWN)).toBeNull();
      }
    });

    it('upcoming: says when it opens, never that it closes or closed', () => {
      const { card, text } = renderCard('upcoming', clock);
      expect(card.getByText('Upcoming')).toBeInTheDocument();
      expect(text).not.toMatch(/closed|closes/i);
      expect(card.getByText(clock < START ? 'Opens in' : 'Opens shortly')).toBeInTheDocument();
    });

    it.each(['closed', 'listed'])('%s: never a countdown', (status) => {
      const { card } = renderCard(status, clock);
      expect(card.getByText(status === 'closed' ? 'Closed' : 'Listed')).toBeInTheDocument();
      expect(card.queryByText(COUNTDOWN)).toBeNull();
    });

    it('an unknown status: shown as sent, no countdown', () => {
      const { card } = renderCard('suspended', clock);
      expect(card.getByText('suspended')).toBeInTheDocument();
      expect(card.queryByText(COUNTDOWN)).toBeNull();
    });
  });

  it('decides the window line from the status, the clock only counting down', () => {
    const at = (status: string, now: number) => ipoWindowLine({ ...IPO, status }, now);
    expect(at('open', NOW)).toEqual({ kind: 'closesIn', target: IPO.subscription_end });
    expect(at('open', START - 1)).toEqual({ kind: 'closesIn', target: IPO.subscription_end });
    expect(at('open', END)).toEqual({ kind: 'none' });
    expect(at('upcoming', START - 1)).toEqual({
      kind: 'opensIn',
      target: IPO.subscription_start,
    });
    expect(at('upcoming', NOW)).toEqual({ kind: 'opensSoon' });
    expect(at('closed', START - 1)).toEqual({ kind: 'none' });
    expect(at('listed', NOW)).toEqual({ kind: 'none' });
    expect(at('open', Number.NaN)).toEqual({ kind: 'none' });
    expect(ipoWindowLine({ ...IPO, status: 'open', subscription_end: 'soon' }, NOW)).toEqual({
      kind: 'none',
    });
  });

  it('counts down to the start of an upcoming subscription', () => {
    renderWithProviders(
      <Open ipo={{ ...IPO, status: 'upcoming' }} now={Date.parse('2026-03-09T08:59:00Z')} />,
    );
    expect(screen.getByText('Opens in')).toBeInTheDocument();
    expect(screen.getByText('1 day, 0 hours, 1 minute')).toBeInTheDocument();
  });

  it('rounds the remaining time up to the minute and never goes negative', () => {
    expect(countdownParts(NOW + 61_000, NOW)).toEqual({ days: 0, hours: 0, minutes: 2 });
    expect(countdownParts(NOW - 5000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('follows the clock when no now is given, and drops the countdown when the end passes', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    renderWithProviders(<Open now={undefined} />);
    expect(screen.getByText('2 days, 5 hours, 30 minutes')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('2 days, 5 hours, 29 minutes')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(END - NOW);
    });
    expect(screen.queryByText('Closes in')).toBeNull();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/closed/i);
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
    renderWithProviders(<Open now={NOW} ipo={{ ...IPO, listing_date: '2026-03-25' }} />);
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

  it.each([
    'Open',
    'OpenClockPastEnd',
    'Upcoming',
    'UpcomingClockPastStart',
    'Closed',
    'ClosedClockInsideWindow',
    'Listed',
  ] as const)('runs the %s story at Storybook’s frozen now', async (name) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const Story = s[name];
    const { container } = renderWithProviders(<Story />);
    await Story.play!(playContext(container));
  });
});
