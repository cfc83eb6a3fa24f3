import type { Faker } from '@faker-js/faker';
import type { IpoOrderRow, TransactionRow, WalletRow } from '../schema';
import { seeded, seededLabel } from '../i18n/localise';
import { DEPOSIT_METHODS, WITHDRAW_METHODS } from './catalog';
import { orderTransaction } from './portfolio';
import { DAY_MS, iso, round2, seedReference } from './time';
import { CLIENT_USER_ID, DEMO_USER_ID, FAILED_USER_ID } from './users';

export const MAIN_WALLET_ID = 1;

/** The first wallet of each user is its USD main wallet; its balance is the sidebar balance. */
const WALLETS: (Omit<WalletRow, 'opening_balance'> & { target: number })[] = [
  {
    id: MAIN_WALLET_ID,
    user_id: DEMO_USER_ID,
    currency: 'USD',
    name: seeded('wallet.main'),
    target: 12345.6,
  },
  { id: 2, user_id: DEMO_USER_ID, currency: 'EUR', name: seeded('wallet.eur'), target: 2500 },
  { id: 3, user_id: CLIENT_USER_ID, currency: 'USD', name: seeded('wallet.main'), target: 1250 },
  { id: 4, user_id: FAILED_USER_ID, currency: 'USD', name: seeded('wallet.main'), target: 0 },
];

type Draft = Omit<TransactionRow, 'id'>;

const draft = (
  walletId: number,
  currency: string,
  type: TransactionRow['type'],
  amount: number,
  at: number,
  method: string | null,
  comment: string | null = null,
  status: TransactionRow['status'] = 'completed',
): Draft => ({
  type,
  status,
  amount: round2(amount),
  currency,
  wallet_id: walletId,
  method,
  created_at: iso(at),
  comment,
  settle_at: null,
  fee_percent: 0,
});

/** A payment plus, when its method charges one, the fee one minute later. */
function payment(
  kind: 'deposit' | 'withdrawal',
  walletId: number,
  currency: string,
  amount: number,
  at: number,
  methodIndex: number,
): Draft[] {
  const method = (kind === 'deposit' ? DEPOSIT_METHODS : WITHDRAW_METHODS)[methodIndex % 4]!;
  const name = seededLabel(method.name);
  const rows = [draft(walletId, currency, kind, amount, at, name)];
  if (method.fee_percent > 0) {
    rows.push(
      draft(
        walletId,
        currency,
        'fee',
        (amount * method.fee_percent) / 100,
        at + 60_000,
        name,
        seeded(kind === 'deposit' ? 'comment.depositFee' : 'comment.withdrawalFee', {
          method: name,
          percent: method.fee_percent,
        }),
      ),
    );
  }
  return rows;
}

/**
 * Positive for money in, negative for money out; only completed movements count. A transfer
 * carries its own sign (negative when it left the wallet for a trading account).
 */
export const signedAmount = (row: Pick<TransactionRow, 'type' | 'status' | 'amount'>): number => {
  if (row.status !== 'completed') return 0;
  return row.type === 'deposit' || row.type === 'ipo_sell' || row.type === 'transfer'
    ? row.amount
    : -row.amount;
};

function demoMainWalletHistory(faker: Faker): Draft[] {
  const reference = seedReference();
  const rows: Draft[] = [];
  for (let month = 11; month >= 0; month -= 1) {
    const at =
      reference -
      (month * 30 + faker.number.int({ min: 2, max: 26 })) * DAY_MS +
      faker.number.int({ min: 0, max: 8 * 3600 }) * 1000;
    rows.push(
      ...payment(
        'deposit',
        MAIN_WALLET_ID,
        'USD',
        faker.number.int({ min: 6, max: 40 }) * 50,
        at,
        faker.number.int({ min: 0, max: 3 }),
      ),
    );
    if (month % 3 === 1) {
      const out = at + faker.number.int({ min: 3, max: 9 }) * DAY_MS;
      rows.push(
        ...payment(
          'withdrawal',
          MAIN_WALLET_ID,
          'USD',
          faker.number.int({ min: 4, max: 20 }) * 50,
          Math.min(out, reference - DAY_MS),
          faker.number.int({ min: 0, max: 3 }),
        ),
      );
    }
  }
  rows.push(
    draft(
      MAIN_WALLET_ID,
      'USD',
      'deposit',
      2500,
      reference - 200 * DAY_MS,
      'Visa / Mastercard',
      seeded('comment.cardDeclined'),
      'rejected',
    ),
    draft(
      MAIN_WALLET_ID,
      'USD',
      'withdrawal',
      800,
      reference - 75 * DAY_MS,
      'Skrill',
      seeded('comment.cancelledByClient'),
      'cancelled',
    ),
    draft(
      MAIN_WALLET_ID,
      'USD',
      'deposit',
      1500,
      reference - 4.5 * DAY_MS,
      seeded('method.bankTransfer'),
      seeded('comment.awaitingBank'),
      'pending',
    ),
    // Reserved until it is paid out: wallets-info's `reserved` (345.60) and `available` (12,000.00).
    draft(
      MAIN_WALLET_ID,
      'USD',
      'withdrawal',
      345.6,
      reference - 1.5 * DAY_MS,
      'Skrill',
      seeded('comment.reserved'),
      'pending',
    ),
  );
  return rows;
}

/** The other wallets' payments, placed around the seed's reference date. */
function fixedHistory(): Draft[] {
  const reference = seedReference();
  return [
    ...payment('deposit', 2, 'EUR', 1500, reference - 150 * DAY_MS, 1),
    ...payment('deposit', 2, 'EUR', 800, reference - 60 * DAY_MS, 0),
    ...payment('withdrawal', 2, 'EUR', 600, reference - 21 * DAY_MS, 1),
    ...payment('deposit', 3, 'USD', 500, reference - 80 * DAY_MS, 0),
    ...payment('deposit', 3, 'USD', 200, reference - 40 * DAY_MS, 3),
    ...payment('withdrawal', 3, 'USD', 100, reference - 12 * DAY_MS, 0),
  ];
}

/**
 * Wallets and their transactions. Each wallet opens with an initial bank deposit sized so that its
 * completed movements add up exactly to the wallet's demo balance.
 */
export function seedMoney(
  faker: Faker,
  orders: IpoOrderRow[],
): { wallets: WalletRow[]; transactions: TransactionRow[] } {
  const drafts: Draft[] = [...demoMainWalletHistory(faker), ...fixedHistory()];
  const ipoRows = orders.map((order) => orderTransaction(order, MAIN_WALLET_ID, 0));
  drafts.push(...ipoRows.map(({ id: _id, ...rest }) => rest));

  const wallets: WalletRow[] = [];
  for (const { target, ...wallet } of WALLETS) {
    const net = drafts
      .filter((row) => row.wallet_id === wallet.id)
      .reduce((sum, row) => sum + signedAmount(row), 0);
    const initial = round2(target - net);
    const first = drafts
      .filter((row) => row.wallet_id === wallet.id)
      .map((row) => Date.parse(row.created_at));
    const openedAt = Math.min(seedReference() - 20 * DAY_MS, ...first) - 3 * DAY_MS;
    // The seed is fixed, so this only fires when someone edits the history above.
    if (initial < 0) throw new Error(`Demo seed: wallet ${wallet.id} history exceeds its balance`);
    if (initial > 0) {
      drafts.push(
        draft(
          wallet.id,
          wallet.currency,
          'deposit',
          initial,
          openedAt,
          seeded('method.bankTransfer'),
          seeded('comment.initial'),
        ),
      );
    }
    wallets.push({ ...wallet, opening_balance: 0 });
  }

  const transactions = drafts
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((row, index) => ({ ...row, id: 5001 + index }));
  return { wallets, transactions };
}
