import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';

export const TICKER_TAPE_SCRIPT_SRC =
  'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js';

export interface TickerSymbol {
  /** Provider symbol, e.g. `BITSTAMP:BTCUSD`. */
  proName: string;
  /** Label shown in the tape. */
  title: string;
}

/** The five instruments of the specification, in its order. */
export const DEFAULT_TICKER_SYMBOLS: TickerSymbol[] = [
  { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
  { proName: 'FOREXCOM:NSXUSD', title: 'US 100' },
  { proName: 'FX_IDC:EURUSD', title: 'EUR to USD' },
  { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
  { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
];

export interface TickerTapeProps {
  /** Light or dark part of the theme; the widget reloads when it changes. */
  theme: 'light' | 'dark';
  /** Widget language (provider locale code); the widget reloads when it changes. */
  locale: string;
  /** Instruments to show. */
  symbols?: TickerSymbol[];
  /** Widget script; stories pass a local stub (a `data:` URL) so no third party is ever contacted. */
  scriptSrc?: string;
  /** Set `false` to never inject the script and show the placeholder (stories, tests, privacy modes). */
  loadScript?: boolean;
  /** Show the placeholder when the widget has not rendered within this many ms. */
  timeoutMs?: number;
  /** Calm text shown instead of the tape when market data cannot be loaded. */
  placeholderText?: string;
  /** Accessible name of the region. */
  label?: string;
}

type Status = 'loading' | 'ready' | 'unavailable';

const Region = styled.section`
  min-height: 46px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Widget = styled.div`
  min-height: 46px;

  &[hidden] {
    display: none;
  }
`;

const Placeholder = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 46px;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex: none;
    width: 18px;
    height: 18px;
  }
`;

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine !== false;
const assumeOnline = () => true;

/** The widget counts as rendered once it has put anything (normally an iframe) into its container. */
const hasRendered = (container: HTMLElement) =>
  container.querySelector('iframe') !== null ||
  (container.querySelector('.tradingview-widget-container__widget')?.childElementCount ?? 0) > 0;

/** The market ticker tape of the home page (TradingView embed), with a calm placeholder when it cannot load. */
export function TickerTape({
  theme,
  locale,
  symbols = DEFAULT_TICKER_SYMBOLS,
  scriptSrc = TICKER_TAPE_SCRIPT_SRC,
  loadScript = true,
  timeoutMs = 8000,
  placeholderText = 'Market data is unavailable right now.',
  label = 'Market ticker',
}: TickerTapeProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const online = useSyncExternalStore(subscribeOnline, isOnline, assumeOnline);
  const config = JSON.stringify({
    symbols,
    colorTheme: theme,
    locale,
    isTransparent: true,
    showSymbolLogo: true,
    displayMode: 'adaptive',
  });
  const active = loadScript && online;
  // The outcome belongs to one load: a new theme, locale or script starts over at "loading".
  const loadKey = `${scriptSrc}|${config}`;
  const [outcome, setOutcome] = useState<{ key: string; status: Status } | null>(null);
  const status: Status = !active ? 'unavailable' : outcome?.key === loadKey ? outcome.status : 'loading';

  useEffect(() => {
    const container = containerRef.current;
    // The embed owns this subtree: clear whatever the previous theme or locale left behind.
    container?.replaceChildren();
    if (!container || !active) return undefined;
    const widget = document.createElement('div');
    widget.className = 'tradingview-widget-container__widget';
    const script = document.createElement('script');
    script.type = 'text/javascript';
    script.async = true;
    script.src = scriptSrc;
    script.textContent = config;
    let settled = false;
    const settle = (next: Status) => {
      if (settled) return;
      settled = true;
      if (next === 'unavailable') container.replaceChildren();
      setOutcome({ key: `${scriptSrc}|${config}`, status: next });
    };
    const observer = new MutationObserver(() => {
      if (hasRendered(container)) settle('ready');
    });
    const giveUp = () => settle('unavailable');
    script.addEventListener('error', giveUp);
    const timer = setTimeout(giveUp, timeoutMs);
    container.append(widget, script);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      script.removeEventListener('error', giveUp);
      container.replaceChildren();
    };
  }, [config, scriptSrc, active, timeoutMs]);

  return (
    <Region aria-label={label} aria-busy={status === 'loading' || undefined}>
      <Widget ref={containerRef} className="tradingview-widget-container" hidden={status === 'unavailable'} />
      {status === 'unavailable' && (
        <Placeholder>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M3 3v18h18" />
            <path d="m7 14 4-4 3 3 5-6" />
          </svg>
          {placeholderText}
        </Placeholder>
      )}
    </Region>
  );
}
