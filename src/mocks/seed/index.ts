import { faker } from '@faker-js/faker/locale/base';
import type { DemoDb } from '../schema';
import { seedMoney } from './money';
import { seedNotifications } from './notifications';
import { holdingsFrom, seedIpoOrders } from './portfolio';
import { seedTickets } from './tickets';
import { seedAround } from './time';
import { seedTrading } from './trading';
import { seedTwoFactor, twoFactorAccount, twoFactorWallet } from './twoFactor';
import { seedAutologin, seedSessions, seedTokens, seedUsers, seedVerifications } from './users';

/** Bump when the shape or the seed changes: stored demo databases of another version are dropped. */
export const DB_VERSION = 5;

/**
 * The seeded database, its dates placed around `reference` (ms), its clock reading `reference` at
 * the real time `startedAt`. The base-locale faker is its own instance (not the global one stories
 * seed), seeded with 42, so every run produces the same data around the same reference.
 */
export function createSeed(reference: number, startedAt: number): DemoDb {
  return seedAround(reference, () => seed(reference, startedAt));
}

function seed(reference: number, startedAt: number): DemoDb {
  faker.seed(42);
  faker.setDefaultRefDate(new Date(reference));
  const ipoOrders = seedIpoOrders();
  const { wallets, transactions } = seedMoney(faker, ipoOrders);
  const { tradingAccounts, trades, positions } = seedTrading(faker);
  wallets.push(twoFactorWallet(Math.max(...wallets.map((row) => row.id)) + 1));
  tradingAccounts.unshift(twoFactorAccount());
  const tickets = seedTickets();
  return {
    version: DB_VERSION,
    reference_at: reference,
    started_at: startedAt,
    seq: 1,
    users: seedUsers(),
    tokens: seedTokens(),
    autologin: seedAutologin(),
    wallets,
    transactions,
    tradingAccounts,
    trades,
    positions,
    holdings: holdingsFrom(ipoOrders),
    ipoOrders,
    tickets,
    sessions: seedSessions(),
    verifications: seedVerifications(),
    fingerprints: [],
    twoFactor: seedTwoFactor(),
    challenges: [],
    notifications: seedNotifications({ wallets, transactions, tickets, ipoOrders }),
  };
}
