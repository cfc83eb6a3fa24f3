import type { NotificationParams } from '@/api/generated/model';
import type { DemoDb, NotificationRow, TransactionRow } from '../schema';
import { seeded } from '../i18n/localise';
import { ipoName } from './catalog';
import { daysBefore } from './time';
import { CLIENT_USER_ID, DEMO_USER_ID, device } from './users';

/** The first id of the seeded notifications; new ones count on from the highest. */
const FIRST_ID = 9001;

type Draft = Omit<NotificationRow, 'id'>;

const note = (
  user_id: number,
  kind: string,
  params: NotificationParams,
  created_at: string,
  read: boolean,
): Draft => ({ user_id, kind, params, created_at, read_at: read ? created_at : null });

/** What a notification says about a payment: the transaction, its amount and currency. */
export const paymentParams = (row: TransactionRow): NotificationParams => ({
  transaction_id: row.id,
  amount: row.amount,
  currency: row.currency,
});

/** The newest transaction of `userWallets` that `match` accepts. */
function newest(
  transactions: TransactionRow[],
  userWallets: number[],
  match: (row: TransactionRow) => boolean,
): TransactionRow | undefined {
  return transactions
    .filter((row) => userWallets.includes(row.wallet_id) && match(row))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

/** A payment's notification at the time of its transaction, when the seed has one. */
function payment(
  db: Seeded,
  userId: number,
  kind: 'deposit' | 'withdrawal',
  status: 'completed' | 'rejected',
  read: boolean,
): Draft[] {
  const wallets = db.wallets.filter((row) => row.user_id === userId).map((row) => row.id);
  const row = newest(db.transactions, wallets, (tx) => tx.type === kind && tx.status === status);
  return row ? [note(userId, `${kind}_${status}`, paymentParams(row), row.created_at, read)] : [];
}

type Seeded = Pick<DemoDb, 'wallets' | 'transactions' | 'tickets' | 'ipoOrders'>;

/**
 * The seeded notifications, told from the seeded data (the demo investor's last deposit, the
 * ticket support answered, the shares allocated, the sign-in from the iPhone): several kinds,
 * three unread for the demo investor, and one of a kind the cabinet does not know (a backend
 * may add kinds: the cabinet shows it with a general sentence).
 */
export function seedNotifications(db: Seeded): NotificationRow[] {
  const answered = db.tickets.find((row) => row.user_id === DEMO_USER_ID && row.id === 103);
  const allocated = db.ipoOrders.find((row) => row.id === 7009);
  const company = allocated && ipoName(allocated.stock_id)?.company;
  const drafts: Draft[] = [
    note(DEMO_USER_ID, 'verification_changed', { status: 'verified' }, daysBefore(376), true),
    ...payment(db, DEMO_USER_ID, 'deposit', 'rejected', true),
    ...payment(db, DEMO_USER_ID, 'withdrawal', 'completed', true),
    ...(allocated && company
      ? [
          note(
            DEMO_USER_ID,
            'ipo_allocated',
            { stock_id: allocated.stock_id, company, quantity: allocated.quantity },
            daysBefore(10),
            true,
          ),
        ]
      : []),
    note(DEMO_USER_ID, 'statement_ready', {}, daysBefore(14), true),
    ...payment(db, DEMO_USER_ID, 'deposit', 'completed', false),
    ...(answered
      ? [
          note(
            DEMO_USER_ID,
            'ticket_answered',
            { ticket_id: answered.id, subject: answered.subject },
            daysBefore(3.9),
            false,
          ),
        ]
      : []),
    note(
      DEMO_USER_ID,
      'new_sign_in',
      { device: device('Safari', 'iPhone'), location: seeded('place.prague') },
      daysBefore(1.3),
      false,
    ),
    note(CLIENT_USER_ID, 'verification_changed', { status: 'rejected' }, daysBefore(19), false),
    ...payment(db, CLIENT_USER_ID, 'deposit', 'completed', true),
  ];
  return drafts
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((draft, index) => ({ ...draft, id: FIRST_ID + index }));
}
