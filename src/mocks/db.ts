import type { NotificationParams, Transaction, User } from '@/api/generated/model';
import { demoConfig, onDemoConfigChange } from './config';
import { seeded } from './i18n/localise';
import type { DemoDb, TransactionRow, UserRow, WalletRow } from './schema';
import { DB_VERSION, createSeed } from './seed';
import { paymentParams } from './seed/notifications';
import { SUPPORT_AUTO_ANSWER } from './seed/tickets';
import { iso, round2, startOfHour } from './seed/time';
import { inTenantScope, perTenant } from './tenant';

export { SEEDED_TOKENS } from './seed/users';

/*
 * The demo backend's state: one database (rows in ./schema), seeded on first use, kept in
 * localStorage by the browser demo, with its own clock; the handlers read and change it.
 */

/** localStorage key of the browser demo's database. */
export const STORAGE_KEY = 'cabinet-demo-db';

/** The live database (one per tenant: ./tenant.ts), `null` until first used. */
const live = perTenant<DemoDb | null>('db', () => null);
/** A tenant's own "today" (`seedTenantAround`), in place of the configured `referenceDate`. */
const ownReference = perTenant<number | null>('reference', () => null);

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' || inTenantScope() ? null : localStorage;
  } catch {
    return null;
  }
};

function loadStored(): DemoDb | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<DemoDb>;
    return parsed.version === DB_VERSION ? (parsed as DemoDb) : null;
  } catch {
    return null;
  }
}

/** The live database, seeded on first use (or restored from localStorage in the browser demo). */
export function getDb(): DemoDb {
  let db = live.get();
  if (!db) {
    const stored = demoConfig().persist ? loadStored() : null;
    db = stored ?? newSeed();
    live.set(db);
    // Store a fresh seed at once, so the demo clock keeps running across reloads.
    if (!stored) commit();
  }
  return db;
}

/** Saves after a change; a no-op unless the browser demo switched persistence on. */
export function commit(): void {
  const db = live.get();
  if (!demoConfig().persist || !db) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(db));
  } catch {
    // A full or blocked storage only costs persistence; the demo keeps working in memory.
  }
}

onDemoConfigChange((next, previous) => {
  if (next.persist && !previous.persist) {
    live.set(loadStored() ?? live.get());
    commit();
  }
});

export interface ResetOptions {
  /** Keep the signed-in sessions of seeded users (the developer panel's reset keeps you signed in). */
  keepSessions?: boolean;
}

/** Back to the seed (lazily: the next request seeds again, so tests that never call the API pay nothing). */
export function resetDemoDb(options: ResetOptions = {}): void {
  const previous = live.get();
  live.set(null);
  if (!options.keepSessions && !demoConfig().persist) return;
  const next = newSeed();
  live.set(next);
  if (options.keepSessions && previous) {
    const userIds = new Set(next.users.map((user) => user.id));
    const known = new Set(next.tokens.map((row) => row.token));
    for (const row of previous.tokens) {
      if (!userIds.has(row.user_id) || known.has(row.token)) continue;
      next.tokens.push(row);
      const session = previous.sessions.find((item) => item.id === row.session_id);
      if (session && !next.sessions.some((item) => item.id === session.id))
        next.sessions.push(session);
    }
  }
  commit();
}

/**
 * Seeds the current tenant's database again, around `reference` (ms) whatever the configured
 * `referenceDate`: an end-to-end test whose browser clock is set to a fixed day
 * (`/api/__demo-backend/today`).
 */
export function seedTenantAround(reference: number): void {
  ownReference.set(reference);
  live.set(null);
}

/**
 * A database seeded around the configured reference. Around `'now'` the clock starts at the
 * reference (the start of this hour), so the demo's time is the real time; around a fixed date it
 * starts there now and runs on.
 */
function newSeed(): DemoDb {
  const referenceDate = ownReference.get() ?? demoConfig().referenceDate;
  if (referenceDate === 'now') {
    const reference = startOfHour(Date.now());
    return createSeed(reference, reference);
  }
  return createSeed(referenceDate, Date.now());
}

/** The "today" the database was seeded around (ms): the IPO calendar's windows sit around it. */
export const demoReference = (): number => getDb().reference_at;

/** The demo clock: the reference date plus the real time elapsed since the seed (never backwards). */
export const demoNow = (): number => {
  const current = getDb();
  return current.reference_at + Math.max(0, Date.now() - current.started_at);
};
export const demoNowIso = (): string => iso(demoNow());

export const nextId = (rows: { id: number }[], floor = 1): number =>
  rows.reduce((max, row) => Math.max(max, row.id), floor - 1) + 1;

export const nextSeq = (): number => {
  const current = getDb();
  current.seq += 1;
  return current.seq;
};

export const publicUser = ({ password: _p, ...user }: UserRow): User => user;

export const publicTransaction = ({
  settle_at: _s,
  fee_percent: _f,
  provider: _p,
  ...row
}: TransactionRow): Transaction => row;

export const walletsOf = (userId: number): WalletRow[] =>
  getDb().wallets.filter((row) => row.user_id === userId);

export const transactionsOf = (walletId: number): TransactionRow[] =>
  getDb().transactions.filter((row) => row.wallet_id === walletId);

/** Newest first; ids break ties of the same instant. */
export const byNewest = <T extends { created_at: string; id: number }>(a: T, b: T): number =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * Time-driven changes, applied lazily on reads: due deposits complete (with their method's fee) and
 * due support answers arrive. With the Node defaults (0 ms) they happen on the next read.
 */
export function settleDue(): void {
  const current = getDb();
  const now = demoNow();
  let changed = false;
  for (const row of [...current.transactions]) {
    if (row.status !== 'pending' || row.settle_at === null || row.settle_at > now) continue;
    row.status = 'completed';
    row.settle_at = null;
    changed = true;
    const owner = current.wallets.find((wallet) => wallet.id === row.wallet_id)?.user_id;
    if (owner !== undefined) notify(owner, 'deposit_completed', paymentParams(row), iso(now));
    if (row.fee_percent > 0) {
      current.transactions.push({
        id: nextId(current.transactions),
        type: 'fee',
        status: 'completed',
        amount: round2((row.amount * row.fee_percent) / 100),
        currency: row.currency,
        wallet_id: row.wallet_id,
        method: row.method,
        created_at: iso(now),
        comment: seeded('comment.depositFee', {
          method: row.method ?? seeded('comment.deposit'),
          percent: row.fee_percent,
        }),
        settle_at: null,
        fee_percent: 0,
      });
    }
  }
  for (const ticket of current.tickets) {
    if (ticket.reply_due_at === null || ticket.reply_due_at > now) continue;
    const at = iso(Math.max(now, ticket.reply_due_at));
    ticket.messages.push({
      id: nextMessageId(),
      author: 'support',
      body: SUPPORT_AUTO_ANSWER,
      attachments: [],
      created_at: at,
    });
    ticket.status = 'answered';
    ticket.unread = true;
    ticket.updated_at = at;
    ticket.reply_due_at = null;
    changed = true;
    notify(
      ticket.user_id,
      'ticket_answered',
      { ticket_id: ticket.id, subject: ticket.subject },
      at,
    );
  }
  if (changed) commit();
}

/** The notifications table (calls 58–59); a database stored before it existed starts with none. */
export const notificationRows = () => (getDb().notifications ??= []);

/** Tells `userId` what happened (unread, newest): the cabinet writes the sentence from `kind`. */
export function notify(userId: number, kind: string, params: NotificationParams, at: string): void {
  const rows = notificationRows();
  rows.push({
    id: nextId(rows, 9001),
    user_id: userId,
    kind,
    params,
    created_at: at,
    read_at: null,
  });
}

export const nextMessageId = (): number =>
  nextId(
    getDb().tickets.flatMap((ticket) => ticket.messages),
    10_000,
  );

/** Device fingerprints posted to /api/fingerprint, oldest first (for tests and the panel). */
export const recordedFingerprints = () => [...getDb().fingerprints];
