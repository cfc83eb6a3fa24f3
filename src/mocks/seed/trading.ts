import type { Faker } from '@faker-js/faker';
import type { TradeRow, TradingAccountRow } from '../schema';
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

/**
 * The demo investor holds one account per tier (silver 12,500 as the primary, gold 72,000, platinum
 * 310,000, none 5,000 in euros): one slot of the five is left, so the sixth is refused.
 */
const ACCOUNTS: AccountSeed[] = [
  [301, DEMO_USER_ID, [1, 'US Dollar'], 12500, '1:500', 360],
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

export function seedTrading(faker: Faker): {
  tradingAccounts: TradingAccountRow[];
  trades: TradeRow[];
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
    }),
  );
  let nextId = 90_001;
  const all: TradeRow[] = [];
  for (const account of tradingAccounts) {
    const rows = trades(faker, account, nextId);
    nextId += rows.length;
    all.push(...rows);
  }
  return { tradingAccounts, trades: all };
}
