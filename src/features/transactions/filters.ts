import type {
  TransactionsRequest,
  TransactionsRequestStatus,
  TransactionsRequestType,
} from '@/api/generated/model';

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'ipo_buy',
  'ipo_sell',
  'fee',
] as const;
export const TRANSACTION_STATUSES = ['pending', 'completed', 'rejected', 'cancelled'] as const;

/** Rows per page of the table. */
export const PER_PAGE = 20;

/** The view of the transactions page, as held in the URL query. */
export interface TransactionFilters {
  page: number;
  type?: TransactionsRequestType;
  status?: TransactionsRequestStatus;
  /** Wallet id. */
  wallet?: number;
  /** First day, `YYYY-MM-DD`. */
  from?: string;
  /** Last day, `YYYY-MM-DD`. */
  to?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const positiveInt = (value: string | null): number | undefined =>
  value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/**
 * Reads the view from the URL query; anything unreadable is dropped rather than sent, so a
 * hand-edited or stale link still opens a working page.
 */
export function readFilters(search: URLSearchParams): TransactionFilters {
  return {
    page: positiveInt(search.get('page')) ?? 1,
    type: oneOf(TRANSACTION_TYPES, search.get('type')),
    status: oneOf(TRANSACTION_STATUSES, search.get('status')),
    wallet: positiveInt(search.get('wallet') ?? search.get('wallet_id')),
    from: isDay(search.get('from')) ? (search.get('from') as string) : undefined,
    to: isDay(search.get('to')) ? (search.get('to') as string) : undefined,
  };
}

/** The URL query of a view: empty filters and page 1 are left out, so links stay short. */
export function writeFilters(filters: TransactionFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', filters.type);
  if (filters.status) search.set('status', filters.status);
  if (filters.wallet !== undefined) search.set('wallet', String(filters.wallet));
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The change that clears every filter (for `filterChanges`): the whole list, page 1. */
export const CLEARED_FILTERS: Partial<TransactionFilters> = {
  type: undefined,
  status: undefined,
  wallet: undefined,
  from: undefined,
  to: undefined,
  page: 1,
};

/**
 * The URL keys a change of some filters sets or clears (undefined clears; page 1 is left out),
 * for `useSearchParamsUpdate`: keys the change does not name keep their value.
 */
export function filterChanges(
  patch: Partial<TransactionFilters>,
): Record<string, string | undefined> {
  const changes: Record<string, string | undefined> = {};
  for (const key of ['type', 'status', 'from', 'to'] as const) {
    if (key in patch) changes[key] = patch[key] || undefined;
  }
  if ('wallet' in patch) {
    changes.wallet = patch.wallet === undefined ? undefined : String(patch.wallet);
    changes.wallet_id = undefined; // the older spelling a link may carry
  }
  if ('page' in patch) changes.page = patch.page && patch.page > 1 ? String(patch.page) : undefined;
  return changes;
}

/** The request body of a view: `{ page, per_page, type?, status?, from?, to?, wallet_id? }`. */
export function toRequest(filters: TransactionFilters, perPage = PER_PAGE): TransactionsRequest {
  const request: TransactionsRequest = { page: filters.page, per_page: perPage };
  if (filters.type) request.type = filters.type;
  if (filters.status) request.status = filters.status;
  if (filters.from) request.from = filters.from;
  if (filters.to) request.to = filters.to;
  if (filters.wallet !== undefined) request.wallet_id = filters.wallet;
  return request;
}

/** Whether any filter (not the page) is set. */
export const hasFilters = (f: TransactionFilters) =>
  Boolean(f.type || f.status || f.wallet !== undefined || f.from || f.to);
