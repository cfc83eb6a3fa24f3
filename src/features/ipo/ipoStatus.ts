import type { Ipo, MyIpo } from '@/api/generated/model';

/*
 * The backend's statuses decide what an IPO page offers; the browser's clock never does (it may run
 * ahead or behind the backend's).
 */

/** A subscription can be bought only while the backend says it is open. */
export const isOpen = (ipo: Pick<Ipo, 'status'>): boolean => ipo.status === 'open';

/**
 * Only a `listed` holding can be sold: `pending` (awaiting allocation) and `allocated` (not listed
 * yet) have no market, and a status this page does not know is treated as not tradable.
 */
export const isSellable = (holding: Pick<MyIpo, 'status'>): boolean => holding.status === 'listed';
