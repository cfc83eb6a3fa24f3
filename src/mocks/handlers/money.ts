import type { PaymentMethod, Wallet, WalletInfo } from '@/api/generated/model';
import {
  getCreateDepositMockHandler,
  getCreateWithdrawalMockHandler,
  getGetDepositMethodsMockHandler,
  getGetWithdrawMethodsMockHandler,
} from '@/api/generated/payments/payments.msw';
import { getGetTransactionsMockHandler } from '@/api/generated/transactions/transactions.msw';
import {
  getGetWalletsInfoMockHandler,
  getGetWalletsMockHandler,
} from '@/api/generated/wallets/wallets.msw';
import { demoConfig } from '../config';
import {
  byNewest,
  commit,
  demoNow,
  getDb,
  nextId,
  publicTransaction,
  settleDue,
  transactionsOf,
  walletsOf,
} from '../db';
import { type Body, Validator, num, paginate, readBody, requireAuth, text } from '../http-utils';
import { scenarioFor } from '../scenarios';
import type { TransactionRow, UserRow, WalletRow } from '../schema';
import { seeded, seededLabel } from '../i18n/localise';
import { DEPOSIT_METHODS, USD_RATE, WITHDRAW_METHODS, seededMethod, toUsd } from '../seed/catalog';
import { signedAmount } from '../seed/money';
import { iso, round2 } from '../seed/time';
import { readReturnUrl, startProviderPayment } from './provider';

/** Money held back until its movement completes: pending withdrawals and IPO subscriptions. */
const RESERVING: readonly TransactionRow['type'][] = ['withdrawal', 'ipo_buy'];

/**
 * Ledger = opening balance + completed movements; reserved = pending withdrawals and IPO
 * subscriptions (their money has not left yet); available = the difference, what may leave now.
 */
export function walletFigures(wallet: WalletRow): {
  ledger: number;
  reserved: number;
  available: number;
} {
  const rows = transactionsOf(wallet.id);
  const ledger = round2(rows.reduce((sum, row) => sum + signedAmount(row), wallet.opening_balance));
  const reserved = round2(
    rows
      .filter((row) => RESERVING.includes(row.type) && row.status === 'pending')
      .reduce((sum, row) => sum + row.amount, 0),
  );
  return { ledger, reserved, available: round2(ledger - reserved) };
}

/**
 * The contract's wallet: `balance` is the ledger (the sidebar's balance); what of it is reserved
 * and what may leave now are `wallets-info`'s `reserved` and `available`.
 */
const publicWallet = (wallet: WalletRow): Wallet => ({
  id: wallet.id,
  currency: wallet.currency,
  balance: walletFigures(wallet).ledger,
  name: wallet.name,
});

function walletInfo(wallet: WalletRow): WalletInfo {
  const { ledger, reserved, available } = walletFigures(wallet);
  return {
    wallet_id: wallet.id,
    balance: ledger,
    available,
    reserved,
    currency: wallet.currency,
    last_transactions: transactionsOf(wallet.id).sort(byNewest).slice(0, 5).map(publicTransaction),
  };
}

const TYPES = ['deposit', 'withdrawal', 'transfer', 'ipo_buy', 'ipo_sell', 'fee'];
const STATUSES = ['pending', 'completed', 'rejected', 'cancelled'];

const money = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

function ownWallet(
  user: UserRow,
  value: Body[string] | undefined,
  v: Validator,
): WalletRow | undefined {
  const wallet = walletsOf(user.id).find((row) => row.id === num(value));
  if (!wallet) v.add('wallet_id', 'The selected wallet id is invalid.');
  return wallet;
}

/** A date-only bound covers the whole day (UTC). */
const bound = (value: string, end: boolean): number =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? Date.parse(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`)
    : Date.parse(value);

function filterTransactions(user: UserRow, body: Body): TransactionRow[] {
  const v = new Validator();
  const type = text(body.type);
  const status = text(body.status);
  const from = text(body.from);
  const to = text(body.to);
  if (type && !TYPES.includes(type)) v.add('type', 'The selected type is invalid.');
  if (status && !STATUSES.includes(status)) v.add('status', 'The selected status is invalid.');
  if (from && Number.isNaN(bound(from, false)))
    v.add('from', 'The from field must be a valid date.');
  if (to && Number.isNaN(bound(to, true))) v.add('to', 'The to field must be a valid date.');
  const wallets =
    body.wallet_id === undefined || body.wallet_id === null
      ? walletsOf(user.id)
      : [ownWallet(user, body.wallet_id, v)];
  v.check();
  const ids = new Set(wallets.map((wallet) => wallet?.id));
  return getDb()
    .transactions.filter((row) => ids.has(row.wallet_id))
    .filter((row) => !type || row.type === type)
    .filter((row) => !status || row.status === status)
    .filter((row) => !from || Date.parse(row.created_at) >= bound(from, false))
    .filter((row) => !to || Date.parse(row.created_at) <= bound(to, true))
    .sort(byNewest);
}

/** An amount in another currency at the demo's fixed rates (a real backend asks its provider). */
const converted = (amount: number, from: string, to: string): number =>
  from === to ? amount : round2(toUsd(amount, from) / (USD_RATE[to] ?? 1));

/** Shared checks of deposit and withdrawal requests. */
function paymentRequest(user: UserRow, body: Body, methods: PaymentMethod[]) {
  const v = new Validator();
  const wallet = ownWallet(user, body.wallet_id, v);
  const method = methods.find((row) => row.id === num(body.method_id));
  if (!method) v.add('method_id', 'The selected method id is invalid.');
  const amount = num(body.amount);
  // The amount is in the wallet's currency; a method's limits in another one are converted.
  const limit = (value: number) =>
    method && wallet ? converted(value, method.currency, wallet.currency) : value;
  if (body.amount === undefined || body.amount === '')
    v.add('amount', 'The amount field is required.');
  else if (!Number.isFinite(amount) || amount <= 0)
    v.add('amount', 'The amount field must be greater than 0.');
  else if (method && amount < limit(method.min_amount))
    v.add('amount', `The amount field must be at least ${limit(method.min_amount)}.`);
  else if (method && amount > limit(method.max_amount))
    v.add('amount', `The amount field must not be greater than ${limit(method.max_amount)}.`);
  return { v, wallet, method, amount: round2(amount) };
}

function newTransaction(row: Omit<TransactionRow, 'id' | 'created_at'>): TransactionRow {
  const db = getDb();
  const created: TransactionRow = {
    ...row,
    id: nextId(db.transactions),
    created_at: iso(demoNow()),
  };
  db.transactions.push(created);
  commit();
  return created;
}

export const moneyHandlers = [
  getGetWalletsMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    settleDue();
    return walletsOf(user.id).map(publicWallet);
  }),

  getGetWalletsInfoMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    if (body.wallet_id === undefined) v.add('wallet_id', 'The wallet id field is required.');
    const wallet = v.has('wallet_id') ? undefined : ownWallet(user, body.wallet_id, v);
    v.check();
    settleDue();
    return walletInfo(wallet!);
  }),

  getGetTransactionsMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    settleDue();
    const page = paginate(filterTransactions(user, body), body, 20);
    return { data: page.data.map(publicTransaction), meta: page.meta };
  }),

  getGetDepositMethodsMockHandler(({ request }) => {
    requireAuth(request);
    return { data: DEPOSIT_METHODS.map(seededMethod) };
  }),

  getGetWithdrawMethodsMockHandler(({ request }) => {
    requireAuth(request);
    return { data: WITHDRAW_METHODS.map(seededMethod) };
  }),

  getCreateDepositMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const { v, wallet, method, amount } = paymentRequest(user, body, DEPOSIT_METHODS);
    const returnUrl = readReturnUrl(body.return_url);
    if (body.return_url !== undefined && body.return_url !== null && !returnUrl)
      v.add('return_url', 'The return url field must be a valid URL.');
    v.check();
    const row = newTransaction({
      type: 'deposit',
      status: 'pending',
      amount,
      currency: wallet!.currency,
      wallet_id: wallet!.id,
      method: seededLabel(method!.name),
      comment: seeded('comment.processing'),
      settle_at: demoNow() + demoConfig().settleMs,
      fee_percent: method!.fee_percent,
    });
    // A card payment goes through the provider's page when the cabinet has a page to come back
    // to (and the backend offers call 53, which that page reads).
    if (method!.type === 'card' && returnUrl && scenarioFor('getTransaction') !== '404') {
      const redirect = startProviderPayment(row, returnUrl, request);
      return { data: publicTransaction(row), redirect_url: redirect };
    }
    return { data: publicTransaction(row) };
  }),

  getCreateWithdrawalMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    settleDue();
    const { v, wallet, method, amount } = paymentRequest(user, body, WITHDRAW_METHODS);
    const details = (
      typeof body.details === 'object' && body.details && !Array.isArray(body.details)
        ? body.details
        : {}
    ) as Body;
    for (const field of method?.fields ?? []) {
      if (field.required && !text(details[field.name]))
        v.add(`details.${field.name}`, `The ${field.label} field is required.`);
    }
    if (wallet && !v.has('amount')) {
      const { available } = walletFigures(wallet);
      if (amount > available) {
        v.add(
          'amount',
          `The amount exceeds your available balance of ${money(available, wallet.currency)}.`,
        );
      }
    }
    v.check();
    const row = newTransaction({
      type: 'withdrawal',
      status: 'pending',
      amount,
      currency: wallet!.currency,
      wallet_id: wallet!.id,
      method: seededLabel(method!.name),
      comment: seeded('comment.reserved'),
      settle_at: null,
      fee_percent: 0,
    });
    return { data: publicTransaction(row) };
  }),
];
