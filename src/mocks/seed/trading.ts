import type { Faker } from '@faker-js/faker';
import type { PositionRow, TradeRow, TradingAccountRow } from '../schema';
import { DAY_MS, daysBefore, iso, round2, seedReference } from './time';
import { CLIENT_USER_ID, DEMO_USER_ID, FAILED_USER_ID } from './users';

export const MAX_TRADING_ACCOUNTS = 5;

type AccountSeed = [
  id: number,
  user: number,
  currency: [number, string],
  balance: number,
  leverage: string,
  createdDaysAgo: number,
];

/** The leverages an account may be changed to (call 56). */
export const LEVERAGE_OPTIONS = ['1:10', '1:30', '1:50', '1:100', '1:200', '1:500'];
/** Platinum accounts are capped by the broker's risk policy (as support says in ticket 101). */
const PLATINUM_LEVERAGE_OPTIONS = ['1:10', '1:30', '1:50', '1:100'];

/**
 * The demo investor holds one account per tier (silver 12,500 as the primary, gold 72,000, platinum
 * 310,000, none 5,000 in euros): one slot of the five is left, so the sixth is refused.
 */
const ACCOUNTS: AccountSeed[] = [
  [301, DEMO_USER_ID, [1, 'US Dollar'], 12500, '1:100', 360],
  [302, DEMO_USER_ID, [1, 'US Dollar'], 72000, '1:200', 300],
  [303, DEMO_USER_ID, [1, 'US Dollar'], 310000, '1:100', 210],
  [304, DEMO_USER_ID, [2, 'Euro'], 5000, '1:50', 95],
  [305, CLIENT_USER_ID, [1, 'US Dollar'], 2150.4, '1:100', 80],
  [306, FAILED_USER_ID, [1, 'US Dollar'], 0, '1:100', 30],
];

export const accountLogin = (id: number): string => String(5_100_000 + id);

/** [symbol, typical price, price decimals, contract size per lot] */
const SYMBOLS: [string, number, number, number][] = [
  ['EURUSD', 1.085, 5, 100_000],
  ['GBPUSD', 1.27, 5, 100_000],
  ['USDJPY', 149.5, 3, 1_000],
  ['XAUUSD', 2350, 2, 100],
  ['US500', 5200, 1, 10],
  ['BTCUSD', 68_000, 1, 1],
];

function trades(faker: Faker, account: TradingAccountRow, firstId: number): TradeRow[] {
  const count = account.balance === 0 ? 0 : faker.number.int({ min: 24, max: 48 });
  const rows: TradeRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const [symbol, price, decimals, contract] = faker.helpers.arrayElement(SYMBOLS);
    const side = faker.helpers.arrayElement(['buy', 'sell'] as const);
    const scale = Math.max(0.01, account.balance / 100_000);
    const volume = round2(Math.max(0.01, faker.number.float({ min: 0.05, max: 1.5 }) * scale));
    const open = price * faker.number.float({ min: 0.97, max: 1.03 });
    const close = open * faker.number.float({ min: 0.994, max: 1.006 });
    const direction = side === 'buy' ? 1 : -1;
    const closedMs = seedReference() - faker.number.float({ min: 0.1, max: 180 }) * DAY_MS;
    rows.push({
      id: firstId + i,
      trading_account_id: account.id,
      symbol,
      side,
      volume,
      open_price: Number(open.toFixed(decimals)),
      close_price: Number(close.toFixed(decimals)),
      profit: round2((close - open) * direction * volume * contract),
      opened_at: iso(closedMs - faker.number.int({ min: 10, max: 72 * 60 }) * 60_000),
      closed_at: iso(closedMs),
    });
  }
  return rows.sort((a, b) => b.closed_at.localeCompare(a.closed_at));
}

/** [account, symbol, side, lots, open price, price now, swap, contract, decimals, opened days ago] */
type PositionSeed = [
  number,
  string,
  'buy' | 'sell',
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/**
 * Open positions: three on the primary account (margin level about 270 % at 1:100, so 1:200 is
 * taken and 1:30 refused), one on the gold account, two on the euro account, none on platinum,
 * and the client's account in a margin call (about 60 %). Every symbol is quoted in its
 * account's currency, so a profit is (price now − open price) × lots × contract.
 */
const POSITIONS: PositionSeed[] = [
  [301, 'EURUSD', 'buy', 2, 1.0841, 1.0866, -6.4, 100_000, 5, 3.2],
  [301, 'XAUUSD', 'sell', 0.5, 2361.4, 2368.9, -3.1, 100, 2, 1.4],
  [301, 'US500', 'buy', 3, 5190, 5212.5, -2.25, 10, 1, 0.6],
  [302, 'BTCUSD', 'buy', 1, 67_250, 68_100, -18.6, 1, 1, 5.1],
  [304, 'DE40', 'buy', 0.5, 18_240, 18_305, -1.8, 10, 1, 2.3],
  [304, 'EU50', 'sell', 1, 4980, 4992, -0.9, 10, 1, 0.8],
  [305, 'GBPUSD', 'buy', 1.5, 1.275, 1.2685, -8, 100_000, 5, 6.5],
];

export const positionProfit = (
  row: Pick<PositionRow, 'side' | 'volume' | 'contract' | 'open_price'>,
  price: number,
): number =>
  round2((price - row.open_price) * (row.side === 'buy' ? 1 : -1) * row.volume * row.contract);

function seedPositions(): PositionRow[] {
  return POSITIONS.map(
    ([account, symbol, side, volume, open, now, swap, contract, decimals, age], index) => {
      const row = { side, volume, contract, open_price: open };
      return {
        id: 7001 + index,
        trading_account_id: account,
        symbol,
        side,
        volume,
        open_price: open,
        current_price: now,
        swap,
        profit: positionProfit(row, now),
        opened_at: daysBefore(age),
        contract,
        decimals,
      };
    },
  );
}

export function seedTrading(faker: Faker): {
  tradingAccounts: TradingAccountRow[];
  trades: TradeRow[];
  positions: PositionRow[];
} {
  const tradingAccounts = ACCOUNTS.map(
    ([id, user_id, [currencyId, name], balance, leverage, age]): TradingAccountRow => ({
      id,
      user_id,
      login: accountLogin(id),
      currency: { id: currencyId, name },
      balance,
      equity: round2(balance * faker.number.float({ min: 0.985, max: 1.02 })),
      leverage,
      server: 'Broker-Live',
      created_at: daysBefore(age),
      leverage_options: balance >= 250_000 ? PLATINUM_LEVERAGE_OPTIONS : LEVERAGE_OPTIONS,
    }),
  );
  let nextId = 90_001;
  const all: TradeRow[] = [];
  for (const account of tradingAccounts) {
    const rows = trades(faker, account, nextId);
    nextId += rows.length;
    all.push(...rows);
  }
  return { tradingAccounts, trades: all, positions: seedPositions() };
}
