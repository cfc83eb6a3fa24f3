import type { UseQueryOptions } from '@tanstack/react-query';
import { mapCurrencies, type CurrencyOption } from '@/api/currencies';
import type { CurrenciesMap } from '@/api/generated/model';
import {
  type GetTradingAccountCurrenciesQueryError,
  useGetTradingAccountCurrencies,
} from '@/api/generated/trading/trading';
import type { RequestOptions } from '@/api/http';

export interface UseCurrenciesOptions {
  query?: Omit<
    Partial<
      UseQueryOptions<CurrenciesMap, GetTradingAccountCurrenciesQueryError, CurrencyOption[]>
    >,
    'select' | 'queryKey' | 'queryFn'
  >;
  request?: RequestOptions;
}

/** The currencies a trading account can be opened in, as `{ id, name }[]` (no global loader). */
export function useCurrencies(options: UseCurrenciesOptions = {}) {
  return useGetTradingAccountCurrencies<CurrencyOption[]>({
    ...options,
    query: { ...options.query, select: mapCurrencies },
  });
}
