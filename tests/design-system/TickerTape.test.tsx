import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TICKER_TAPE_SCRIPT_SRC, TickerTape } from '@/design-system/TickerTape';
import { renderWithProviders } from '../utils/render';

// jsdom never fetches scripts (resources are not "usable"), so nothing here reaches the provider.
const PLACEHOLDER = 'Market data is unavailable right now.';

const injectedScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')];
const configOf = (script: HTMLScriptElement | undefined) => JSON.parse(script?.textContent ?? 'null');

describe('TickerTape', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('injects the provider script with the five symbols and the theme and locale in its config', () => {
    renderWithProviders(<TickerTape theme="dark" locale="de" />);
    const region = screen.getByRole('region', { name: 'Market ticker' });
    const scripts = injectedScripts();
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(region).toContainElement(script ?? null);
    expect(script?.src).toBe('https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js');
    expect(TICKER_TAPE_SCRIPT_SRC).toBe(script?.src);
    expect(script?.async).toBe(true);
    expect(configOf(script)).toEqual({
      symbols: [
        { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
        { proName: 'FOREXCOM:NSXUSD', title: 'US 100' },
        { proName: 'FX_IDC:EURUSD', title: 'EUR to USD' },
        { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
        { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
      ],
      colorTheme: 'dark',
      locale: 'de',
      isTransparent: true,
      showSymbolLogo: true,
      displayMode: 'adaptive',
    });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();
  });

  it('reloads with a fresh script when the theme or the locale changes', () => {
    const { rerender } = renderWithProviders(<TickerTape theme="light" locale="en" />);
    const first = injectedScripts()[0];
    expect(configOf(first).colorTheme).toBe('light');

    rerender(<TickerTape theme="dark" locale="en" />);
    const afterTheme = injectedScripts();
    expect(afterTheme).toHaveLength(1);
    expect(afterTheme[0]).not.toBe(first);
    expect(first?.isConnected).toBe(false);
    expect(configOf(afterTheme[0]).colorTheme).toBe('dark');

    rerender(<TickerTape theme="dark" locale="fi" />);
    const afterLocale = injectedScripts();
    expect(afterLocale).toHaveLength(1);
    expect(afterLocale[0]).not.toBe(afterTheme[0]);
    expect(configOf(afterLocale[0])).toMatchObject({ colorTheme: 'dark', locale: 'fi' });
  });

  it('does not reload when it re-renders with the same theme and locale', () => {
    const { rerender } = renderWithProviders(<TickerTape theme="light" locale="en" />);
    const first = injectedScripts()[0];
    rerender(<TickerTape theme="light" locale="en" symbols={[...(configOf(first).symbols as [])]} />);
    expect(injectedScripts()[0]).toBe(first);
  });

  it('shows the placeholder and drops the script when the script fails to load', () => {
    renderWithProviders(<TickerTape theme="light" locale="en" />);
    const script = injectedScripts()[0];
    expect(script).toBeDefined();
    fireEvent.error(script as HTMLScriptElement);
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(injectedScripts()).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Market ticker' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the placeholder when the widget has not rendered within the timeout', () => {
    vi.useFakeTimers();
    renderWithProviders(<TickerTape theme="light" locale="en" />);
    act(() => {
      vi.advanceTimersByTime(7999);
    });
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
  });

  it('keeps the widget once it has rendered, past the timeout', async () => {
    vi.useFakeTimers();
    const { container } = renderWithProviders(<TickerTape theme="light" locale="en" timeoutMs={1000} />);
    const widget = container.querySelector('.tradingview-widget-container__widget');
    // What the provider's script does: put an iframe into the container.
    await act(async () => {
      widget?.append(document.createElement('iframe'));
      await Promise.resolve();
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Market ticker' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the placeholder without a script when offline, and loads when back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<TickerTape theme="light" locale="en" />);
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(injectedScripts()).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(injectedScripts()).toHaveLength(1);
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();
  });

  it('never injects a script when loadScript is false and shows translated text', () => {
    renderWithProviders(
      <TickerTape theme="light" locale="de" loadScript={false} placeholderText="Keine Marktdaten." label="Marktticker" />,
    );
    expect(screen.getByRole('region', { name: 'Marktticker' })).toHaveTextContent('Keine Marktdaten.');
    expect(injectedScripts()).toHaveLength(0);
  });

  it('uses the given script source (a local stub)', () => {
    renderWithProviders(<TickerTape theme="light" locale="en" scriptSrc="/stubs/ticker.js" />);
    expect(injectedScripts()[0]?.getAttribute('src')).toBe('/stubs/ticker.js');
  });
});
