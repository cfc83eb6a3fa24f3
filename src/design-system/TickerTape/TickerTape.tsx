import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';

/** The provider's iframe embed of the ticker tape: its page runs in its own origin, never in ours. */
export const TICKER_TAPE_EMBED_URL = 'https://s.tradingview.com/embed-widget/ticker-tape/';

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
  /** Light or dark part of the theme; the tape reloads when it changes. */
  theme: 'light' | 'dark';
  /** Provider locale code (e.g. `de_DE`); the tape reloads when it changes. */
  locale: string;
  /** Instruments to show. */
  symbols?: TickerSymbol[];
  /** Address of the provider's iframe embed. */
  embedUrl?: string;
  /** Set `false` to never contact the provider and show the placeholder (stories, tests, no network). */
  enabled?: boolean;
  /** Show the placeholder when the tape has not reported itself rendered within this many ms. */
  timeoutMs?: number;
  /** Calm text shown instead of the tape when market data cannot be loaded. */
  placeholderText?: string;
  /** Text shown while the tape loads. */
  loadingText?: string;
  /** Accessible name of the region and title of the frame. */
  label?: string;
}

type Status = 'loading' | 'ready' | 'unavailable';

const HEIGHT = 46;

const Region = styled.section`
  position: relative;
  min-height: ${HEIGHT}px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/** Kept out of sight (not `display: none`, which would stop it loading) until it has rendered. */
const Frame = styled.iframe<{ $shown: boolean }>`
  display: block;
  width: 100%;
  height: ${HEIGHT}px;
  border: 0;
  ${({ $shown }) => ($shown ? '' : 'position: absolute; inset: 0; opacity: 0; pointer-events: none;')}
`;

const Placeholder = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${HEIGHT}px;
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

/** The embed's address: the locale in the query, the settings as JSON in the hash (the provider's format). */
export function tickerTapeSrc(
  embedUrl: string,
  options: { theme: 'light' | 'dark'; locale: string; symbols: TickerSymbol[] },
): string {
  const config = {
    symbols: options.symbols,
    colorTheme: options.theme,
    locale: options.locale,
    isTransparent: true,
    showSymbolLogo: true,
    displayMode: 'adaptive',
    width: '100%',
    height: HEIGHT,
  };
  return `${embedUrl}?locale=${encodeURIComponent(options.locale)}#${encodeURIComponent(JSON.stringify(config))}`;
}

/**
 * The market ticker tape of the home page: the provider's iframe embed, sandboxed, in a labelled
 * region. Until the embed reports that it has rendered a quiet line stands in its place; when it
 * cannot be reached (offline, blocked, no answer in time) that line says so, and nothing else on
 * the page is affected.
 */
export function TickerTape({
  theme,
  locale,
  symbols = DEFAULT_TICKER_SYMBOLS,
  embedUrl = TICKER_TAPE_EMBED_URL,
  enabled = true,
  timeoutMs = 15000,
  placeholderText = 'Market data is unavailable right now.',
  loadingText = 'Loading market data…',
  label = 'Market ticker',
}: TickerTapeProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const online = useSyncExternalStore(subscribeOnline, isOnline, assumeOnline);
  const src = tickerTapeSrc(embedUrl, { theme, locale, symbols });
  const active = enabled && online;
  const embedOrigin = new URL(embedUrl, window.location.href).origin;
  // The outcome belongs to one address: a new theme or locale starts over at "loading".
  const [outcome, setOutcome] = useState<{ src: string; status: Status } | null>(null);
  const status: Status = !active
    ? 'unavailable'
    : outcome?.src === src
      ? outcome.status
      : 'loading';

  useEffect(() => {
    if (!active) return undefined;
    let settled = false;
    const settle = (next: Status) => {
      if (settled) return;
      settled = true;
      setOutcome({ src, status: next });
    };
    // A cross-origin frame fires `load` for an error page too: only its own message counts.
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      if (event.origin !== embedOrigin) return;
      const name = (event.data as { name?: unknown } | null)?.name;
      settle(name === 'tv-widget-no-data' ? 'unavailable' : 'ready');
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => settle('unavailable'), timeoutMs);
    return () => {
      settled = true;
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [active, src, timeoutMs, embedOrigin]);

  return (
    <Region aria-label={label} aria-busy={status === 'loading' || undefined}>
      {active && status !== 'unavailable' && (
        <Frame
          // A new address is a new frame: the theme or locale change reloads the tape.
          key={src}
          ref={frameRef}
          src={src}
          title={label}
          $shown={status === 'ready'}
          aria-hidden={status === 'ready' ? undefined : true}
          tabIndex={status === 'ready' ? undefined : -1}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      )}
      {status !== 'ready' && (
        <Placeholder role="status">
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 3v18h18" />
            <path d="m7 14 4-4 3 3 5-6" />
          </svg>
          {status === 'loading' ? loadingText : placeholderText}
        </Placeholder>
      )}
    </Region>
  );
}
