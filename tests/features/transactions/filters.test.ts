import { describe, expect, it } from 'vitest';
import {
  CLEARED_FILTERS,
  filterChanges,
  readFilters,
  toRequest,
  writeFilters,
} from '@/features/transactions/filters';
import { withChanges } from '@/page/useSearchParamsUpdate';

describe('transaction filters', () => {
  it('reads the view from the URL and writes the same URL back', () => {
    const search = new URLSearchParams(
      'type=deposit&status=pending&wallet=2&from=2026-01-01&to=2026-03-16&page=3',
    );
    const filters = readFilters(search);
    expect(filters).toEqual({
      page: 3,
      type: 'deposit',
      status: 'pending',
      wallet: 2,
      from: '2026-01-01',
      to: '2026-03-16',
    });
    expect(writeFilters(filters).toString()).toBe(search.toString());
  });

  it('drops what it cannot read', () => {
    expect(
      readFilters(new URLSearchParams('type=gift&status=x&wallet=abc&from=yesterday&page=-1')),
    ).toEqual({
      page: 1,
      type: undefined,
      status: undefined,
      wallet: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('builds the contract body, leaving empty filters out', () => {
    expect(toRequest({ page: 1 })).toEqual({ page: 1, per_page: 20 });
    expect(toRequest({ page: 2, type: 'fee', wallet: 1, from: '2026-03-01' })).toEqual({
      page: 2,
      per_page: 20,
      type: 'fee',
      wallet_id: 1,
      from: '2026-03-01',
    });
  });
});

describe('filterChanges', () => {
  it('names only the keys that change: a date typed after a type keeps the type', () => {
    const afterType = withChanges(
      new URLSearchParams(),
      filterChanges({ type: 'deposit', page: 1 }),
    );
    const afterDate = withChanges(afterType, filterChanges({ from: '2026-01-01', page: 1 }));
    expect(afterDate.toString()).toBe('type=deposit&from=2026-01-01');
  });

  it('clears what is set to undefined (the older wallet_id spelling too) and leaves page 1 out', () => {
    const search = new URLSearchParams('type=deposit&wallet_id=3&from=2026-01-01&page=4');
    const cleared = withChanges(search, filterChanges(CLEARED_FILTERS));
    expect(cleared.toString()).toBe('');
    expect(withChanges(search, filterChanges({ page: 2 })).get('page')).toBe('2');
  });
});
