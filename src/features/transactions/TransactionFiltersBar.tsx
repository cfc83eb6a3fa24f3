import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { WalletView } from '@/api/readers/wallet';
import { Button } from '@/design-system/Button';
import { FilterPanel } from '@/design-system/FilterPanel';
import { Select } from '@/design-system/Select';
import { DateField, EARLIEST_DAY, LATEST_DAY } from '@/design-system/DateField';
import { validationMessages } from '@/form';
import {
  CLEARED_FILTERS,
  hasFilters,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionFilters,
} from './filters';
import { statusLabels, typeLabels } from './labels';
import { txMessages } from './messages';

const Bar = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface TransactionFiltersBarProps {
  filters: TransactionFilters;
  wallets: WalletView[];
  /**
   * The filters that change (a key set to undefined is cleared); the page goes back to 1. Only
   * what changes: a second change made before the page renders again must not undo the first.
   */
  onChange: (patch: Partial<TransactionFilters>) => void;
  /**
   * Whether the backend offers transfers (a call beyond the specification): without them the type
   * filter does not offer "Transfer", unless the address already asks for it.
   */
  transfers?: boolean;
}

/** A day of the filter in words, or the open end's word. */
function dayText(intl: IntlShape, value: string | undefined, open: MessageDescriptor): string {
  return value
    ? intl.formatDate(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
    : intl.formatMessage(open);
}

/** What is filtered, in a few words, for the closed panel on phones. */
function activeFilters(
  intl: IntlShape,
  filters: TransactionFilters,
  wallets: WalletView[],
): string[] {
  const types = typeLabels(intl);
  const statuses = statusLabels(intl);
  const wallet = wallets.find((w) => w.id === filters.wallet);
  return [
    filters.type && (types[filters.type] ?? filters.type),
    filters.status && (statuses[filters.status] ?? filters.status),
    filters.wallet !== undefined &&
      (wallet ? `${wallet.name} · ${wallet.currency}` : String(filters.wallet)),
    (filters.from || filters.to) &&
      intl.formatMessage(txMessages.period, {
        from: dayText(intl, filters.from, txMessages.openStart),
        to: dayText(intl, filters.to, txMessages.openEnd),
      }),
  ].filter((part): part is string => Boolean(part));
}

/** From and to, each bounded by the other; a day out of range says the range in words. */
function DateRangeFields({
  filters,
  set,
}: {
  filters: TransactionFilters;
  set: (patch: Partial<TransactionFilters>) => void;
}) {
  const intl = useIntl();
  const rangeMessage = (min: string, max: string) =>
    intl.formatMessage(validationMessages.dateRange as MessageDescriptor, {
      min: dayText(intl, min, txMessages.openStart),
      max: dayText(intl, max, txMessages.openEnd),
    });
  return (
    <>
      <DateField
        id="tx-filter-from"
        label={intl.formatMessage(txMessages.from)}
        value={filters.from ?? ''}
        max={filters.to}
        outOfRangeMessage={rangeMessage(EARLIEST_DAY, filters.to ?? LATEST_DAY)}
        onValueChange={(value) => set({ from: value })}
      />
      <DateField
        id="tx-filter-to"
        label={intl.formatMessage(txMessages.to)}
        value={filters.to ?? ''}
        min={filters.from}
        outOfRangeMessage={rangeMessage(filters.from ?? EARLIEST_DAY, LATEST_DAY)}
        onValueChange={(value) => set({ to: value })}
      />
    </>
  );
}

/** Type, status, wallet and date range; every change is a new URL (back and forward step through them). */
export function TransactionFiltersBar({
  filters,
  wallets,
  onChange,
  transfers = true,
}: TransactionFiltersBarProps) {
  const intl = useIntl();
  const types = typeLabels(intl);
  const statuses = statusLabels(intl);
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...patch, page: 1 });
  const active = activeFilters(intl, filters, wallets);
  return (
    <FilterPanel
      toggleLabel={intl.formatMessage(txMessages.filtersToggle, { count: active.length })}
      summary={active.join(' · ')}
      data-print-hidden=""
    >
      <Bar>
        <legend>{intl.formatMessage(txMessages.filters)}</legend>
        <Select
          id="tx-filter-type"
          label={intl.formatMessage(txMessages.type)}
          value={filters.type ?? ''}
          onValueChange={(v) => set({ type: (v || undefined) as TransactionFilters['type'] })}
          options={[
            { value: '', label: intl.formatMessage(txMessages.allTypes) },
            ...TRANSACTION_TYPES.filter(
              (t) => t !== 'transfer' || transfers || filters.type === 'transfer',
            ).map((t) => ({ value: t, label: types[t] ?? t })),
          ]}
        />
        <Select
          id="tx-filter-status"
          label={intl.formatMessage(txMessages.status)}
          value={filters.status ?? ''}
          onValueChange={(v) => set({ status: (v || undefined) as TransactionFilters['status'] })}
          options={[
            { value: '', label: intl.formatMessage(txMessages.allStatuses) },
            ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: statuses[s] ?? s })),
          ]}
        />
        <Select
          id="tx-filter-wallet"
          label={intl.formatMessage(txMessages.wallet)}
          value={filters.wallet === undefined ? '' : String(filters.wallet)}
          onValueChange={(v) => set({ wallet: v ? Number(v) : undefined })}
          options={[
            { value: '', label: intl.formatMessage(txMessages.allWallets) },
            ...wallets.map((w) => ({ value: String(w.id), label: `${w.name} · ${w.currency}` })),
          ]}
        />
        <DateRangeFields filters={filters} set={set} />
        <Button
          type="button"
          variant="secondary"
          disabled={!hasFilters(filters)}
          onClick={() => onChange(CLEARED_FILTERS)}
        >
          {intl.formatMessage(txMessages.clear)}
        </Button>
      </Bar>
    </FilterPanel>
  );
}
