import type { Ipo } from '@/api/generated/model';

export const IPO_STATUSES = ['upcoming', 'open', 'closed', 'listed'] as const;
export type IpoStatusFilter = (typeof IPO_STATUSES)[number];

/** The status filter from the URL (`?status=open`); anything else means all. */
export function readStatus(value: string | null): IpoStatusFilter | null {
  return (IPO_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as IpoStatusFilter)
    : null;
}

const ORDER: Record<string, number> = { open: 0, upcoming: 1, closed: 2, listed: 3 };
const time = (iso: string) => Date.parse(iso) || 0;

/**
 * What the calendar shows: the chosen status only, open subscriptions closing soonest first, then
 * upcoming ones opening soonest, then closed and listed ones, newest first.
 */
export function visibleIpos(ipos: Ipo[], status: IpoStatusFilter | null): Ipo[] {
  return ipos
    .filter((ipo) => status === null || ipo.status === status)
    .sort((a, b) => {
      const byStatus = (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9);
      if (byStatus !== 0) return byStatus;
      if (a.status === 'open') return time(a.subscription_end) - time(b.subscription_end);
      if (a.status === 'upcoming') return time(a.subscription_start) - time(b.subscription_start);
      return time(b.subscription_end) - time(a.subscription_end);
    });
}
