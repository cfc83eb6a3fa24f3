export { TICKER_TAPE_EMBED_URL, TickerTape } from './TickerTape';
