import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetIpoHistoryQueryKey, getGetMyIpoQueryKey } from '@/api/generated/ipo/ipo';
import { getGetSessionsQueryKey } from '@/api/generated/settings/settings';
import {
  getGetAllTicketsQueryKey,
  getGetTicketByIdQueryKey,
} from '@/api/generated/tickets/tickets';
import { getGetTransactionsQueryKey } from '@/api/generated/transactions/transactions';
import { getGetWalletsInfoQueryKey, getGetWalletsQueryKey } from '@/api/generated/wallets/wallets';
import type { NotificationView } from '@/api/readers/notification';
import { refreshFor } from '@/features/notifications/freshness';

/** The figures a page may hold, each under the key its call gives it (with a body where it has one). */
const FIGURES: Record<string, QueryKey> = {
  wallets: getGetWalletsQueryKey(),
  walletInfo: getGetWalletsInfoQueryKey({ wallet_id: 1 }),
  transactions: getGetTransactionsQueryKey({ page: 2, type: 'deposit' }),
  tickets: getGetAllTicketsQueryKey(),
  ticket: getGetTicketByIdQueryKey({ ticket_id: 103 }),
  myIpo: getGetMyIpoQueryKey(),
  ipoHistory: getGetIpoHistoryQueryKey({ page: 1 }),
  sessions: getGetSessionsQueryKey(),
};

/** Which figures are stale once a notification of `kind` has arrived. */
function staleAfter(kind: string): string[] {
  const client = new QueryClient();
  for (const key of Object.values(FIGURES)) client.setQueryData(key, {});
  const notification: NotificationView = {
    id: 1,
    kind,
    facts: {},
    created_at: '2026-03-16T10:00:00.000Z',
    read_at: null,
  };
  refreshFor(client, [notification]);
  return Object.entries(FIGURES)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

const MONEY = ['wallets', 'walletInfo', 'transactions'];

describe('refreshFor', () => {
  it.each([
    ['deposit_completed', MONEY],
    ['deposit_rejected', MONEY],
    ['withdrawal_completed', MONEY],
    ['withdrawal_rejected', MONEY],
    ['ticket_answered', ['tickets', 'ticket']],
    ['ipo_allocated', [...MONEY, 'myIpo', 'ipoHistory']],
    ['new_sign_in', ['sessions']],
    ['statement_ready', []],
  ])('marks stale what a %s notification is about, and nothing else', (kind, names) => {
    expect(staleAfter(kind).sort()).toEqual([...names].sort());
  });
});
