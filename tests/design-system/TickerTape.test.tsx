import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TICKER_TAPE_EMBED_URL, TickerTape } from '@/design-system/TickerTape';
import { renderWithProviders } from '../utils/render';

// jsdom never loads frames (resources are not "usable"), so nothing here reaches the provider.
const PLACEHOLDER = 'Market data is unavailable right now.';

const frame = () => document.querySelector<HTMLIFrameElement>('iframe');
const configOf = (iframe: HTMLIFrameElement | null) =>
  JSON.parse(decodeURIComponent(new URL(iframe?.src ?? 'about:blank').hash.slice(1) || 'null'));

/** The frame's page says it has rendered, as the provider's embed does. */
const reportRendered = (iframe: HTMLIFrameElement | null, origin = 'https://s.tradingview.com') =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { name: 'tv-widget-load' },
        origin,
        source: iframe?.contentWindow,
      }),
    );
  });

describe('TickerTape', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('embeds the provider page in a sandboxed frame with the five symbols, theme and locale, no script of ours', () => {
    renderWithProviders(<TickerTape theme="dark" locale="de_DE" />);
    const region = screen.getByRole('region', { name: 'Market ticker' });
    const iframe = frame();
    expect(region).toContainElement(iframe);
    expect(region.querySelector('script')).toBeNull();
    expect(iframe?.src.startsWith(`${TICKER_TAPE_EMBED_URL}?locale=de_DE#`)).toBe(true);
    expect(iframe?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(iframe?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(configOf(iframe)).toMatchObject({
      symbols: [
        { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
        { proName: 'FOREXCOM:NSXUSD', title: 'US 100' },
        { proName: 'FX_IDC:EURUSD', title: 'EUR to USD' },
        { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
        { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
      ],
      colorTheme: 'dark',
      locale: 'de_DE',
    });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading market data…')).toBeInTheDocument();
  });

  it('shows the tape once its own frame reports back, and ignores messages from elsewhere', () => {
    renderWithProviders(<TickerTape theme="light" locale="en" />);
    const iframe = frame();
    reportRendered(iframe, 'https://evil.example.com');
    expect(screen.getByText('Loading market data…')).toBeInTheDocument();
    reportRendered(iframe);
    expect(screen.getByRole('region', { name: 'Market ticker' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).toBeNull();
    expect(iframe).not.toHaveAttribute('aria-hidden');
  });

  it('reloads with a fresh frame when the theme or the locale changes', () => {
    const { rerender } = renderWithProviders(<TickerTape theme="light" locale="en" />);
    const first = frame();
    reportRendered(first);
    rerender(<TickerTape theme="dark" locale="en" />);
    const second = frame();
    expect(second).not.toBe(first);
    expect(configOf(second).colorTheme).toBe('dark');
    expect(screen.getByText('Loading market data…')).toBeInTheDocument();
    rerender(<TickerTape theme="dark" locale="fi" />);
    expect(configOf(frame()).locale).toBe('fi');
  });

  it('falls back to the calm placeholder when the provider does not answer in time', () => {
    vi.useFakeTimers();
    renderWithProviders(<TickerTape theme="light" locale="en" timeoutMs={1000} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the placeholder while offline and tries again when back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<TickerTape theme="light" locale="en" />);
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(frame()).toBeNull();
    onLine.mockReturnValue(true);
    act(() => {
      fireEvent(window, new Event('online'));
    });
    expect(frame()).not.toBeNull();
    onLine.mockRestore();
  });

  it('never contacts the provider when disabled and shows translated text', () => {
    renderWithProviders(
      <TickerTape
        theme="light"
        locale="de"
        enabled={false}
        placeholderText="Keine Marktdaten."
        label="Marktticker"
      />,
    );
    expect(screen.getByRole('region', { name: 'Marktticker' })).toHaveTextContent(
      'Keine Marktdaten.',
    );
    expect(frame()).toBeNull();
  });
});
