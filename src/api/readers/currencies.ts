import type { CurrenciesMap } from '@/api/generated/model';
import { isRecord } from '@/lib/tolerant';

/** One choice of the create-trading-account modal. */
export interface CurrencyOption {
  /** The currency id (a number when the key is numeric), sent back as `currency_id`. */
  id: number | string;
  /** The backend's name of the currency (English), e.g. "US Dollar". */
  name: string;
  /** The ISO code at index 0 ("USD"), upper case; empty when the entry has none. */
  code: string;
}

/**
 * `{ "1": ["USD", "US Dollar"], ... }` → `[{ id: 1, name: "US Dollar", code: "USD" }, ...]` in
 * key order. The name is the value at index 1; entries that are not arrays or have no string there
 * are skipped, and anything but an object gives an empty list.
 */
export function mapCurrencies(map: CurrenciesMap | unknown): CurrencyOption[] {
  if (!isRecord(map)) return [];
  const options: CurrencyOption[] = [];
  for (const [key, value] of Object.entries(map)) {
    const name: unknown = Array.isArray(value) ? value[1] : undefined;
    if (typeof name !== 'string') continue;
    const code: unknown = Array.isArray(value) ? value[0] : undefined;
    options.push({
      id: /^\d+$/.test(key) ? Number(key) : key,
      name,
      code: typeof code === 'string' && /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : '',
    });
  }
  return options;
}
