export {
  DEFAULT_TICKER_SYMBOLS,
  TICKER_TAPE_SCRIPT_SRC,
  TickerTape,
  type TickerSymbol,
  type TickerTapeProps,
} from './TickerTape';
