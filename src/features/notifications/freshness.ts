import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getGetInvestorSummaryQueryKey } from '@/api/generated/investor/investor';
import { getGetIpoHistoryQueryKey, getGetMyIpoQueryKey } from '@/api/generated/ipo/ipo';
import {
  getGetSessionsQueryKey,
  getGetVerificationQueryKey,
} from '@/api/generated/settings/settings';
import {
  getGetAllTicketsQueryKey,
  getGetTicketByIdQueryKey,
} from '@/api/generated/tickets/tickets';
import { getGetTransactionsQueryKey } from '@/api/generated/transactions/transactions';
import { getGetWalletsInfoQueryKey, getGetWalletsQueryKey } from '@/api/generated/wallets/wallets';
import type { NotificationView } from '@/api/readers/notification';

/** A generated key without its body: every query of that call, whatever it asked. */
const everyCall = (key: QueryKey): QueryKey => key.slice(0, 2);

const MONEY: QueryKey[] = [
  getGetWalletsQueryKey(),
  everyCall(getGetWalletsInfoQueryKey()),
  everyCall(getGetTransactionsQueryKey()),
];

/**
 * What each kind of notification makes out of date, by the generated query keys (features do
 * not import each other): the wallets and their transactions after a payment, the ticket after
 * support answered, the IPO holdings (and the money their allocation settles) after an
 * allocation, the verification and the sessions after theirs.
 */
const STALE: Record<string, QueryKey[]> = {
  deposit_completed: MONEY,
  deposit_rejected: MONEY,
  withdrawal_completed: MONEY,
  withdrawal_rejected: MONEY,
  ticket_answered: [getGetAllTicketsQueryKey(), everyCall(getGetTicketByIdQueryKey())],
  ipo_allocated: [
    getGetMyIpoQueryKey(),
    everyCall(getGetIpoHistoryQueryKey()),
    getGetInvestorSummaryQueryKey(),
    ...MONEY,
  ],
  verification_changed: [getGetVerificationQueryKey()],
  new_sign_in: [getGetSessionsQueryKey()],
};

/** Marks stale (and refetches what is on screen) what the arrived notifications are about. */
export function refreshFor(client: QueryClient, arrived: NotificationView[]): void {
  const keys = new Map<string, QueryKey>();
  for (const { kind } of arrived) {
    for (const key of Object.hasOwn(STALE, kind) ? STALE[kind]! : [])
      keys.set(JSON.stringify(key), key);
  }
  for (const key of keys.values()) void client.invalidateQueries({ queryKey: key });
}

/**
 * Watches the newest notifications: the first answer is what the page already knew; any later
 * one that is new (not seen, and no older than the newest seen) has just arrived, and the figures
 * it is about are asked again, so the page behind the bell agrees with the bell.
 */
export function useFreshness(latest: NotificationView[] | undefined): void {
  const client = useQueryClient();
  const seen = useRef<{ ids: Set<number>; newest: string } | null>(null);
  useEffect(() => {
    if (!latest) return;
    const known = seen.current;
    const newest = latest.reduce((max, n) => (n.created_at > max ? n.created_at : max), '');
    if (!known) {
      seen.current = { ids: new Set(latest.map((n) => n.id)), newest };
      return;
    }
    const arrived = latest.filter((n) => !known.ids.has(n.id) && n.created_at >= known.newest);
    for (const n of latest) known.ids.add(n.id);
    if (newest > known.newest) known.newest = newest;
    if (arrived.length > 0) refreshFor(client, arrived);
  }, [latest, client]);
}
