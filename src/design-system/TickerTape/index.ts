export {
  DEFAULT_TICKER_SYMBOLS,
  TICKER_TAPE_EMBED_URL,
  TickerTape,
  tickerTapeSrc,
  type TickerSymbol,
  type TickerTapeProps,
} from './TickerTape';
