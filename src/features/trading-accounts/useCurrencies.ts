import type { UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrenciesMap } from '@/api/generated/model';
import {
  type GetTradingAccountCurrenciesQueryError,
  useGetTradingAccountCurrencies,
} from '@/api/generated/trading/trading';
import type { RequestOptions } from '@/api/http';
import { mapCurrencies, type CurrencyOption } from '@/api/readers/currencies';
import { useNumberFormat } from '@/design-system/NumberFormat';

export interface UseCurrenciesOptions {
  query?: Omit<
    Partial<
      UseQueryOptions<CurrenciesMap, GetTradingAccountCurrenciesQueryError, CurrencyOption[]>
    >,
    'select' | 'queryKey' | 'queryFn'
  >;
  request?: RequestOptions;
}

/**
 * The currencies a trading account can be opened in, as `{ id, name, code }[]` (no global
 * loader), each named in the interface language ("US-Dollar" in German) when its code is known.
 */
export function useCurrencies(options: UseCurrenciesOptions = {}) {
  const { currencyName } = useNumberFormat();
  const select = useCallback(
    (map: CurrenciesMap) =>
      mapCurrencies(map).map((option) =>
        option.code ? { ...option, name: currencyName(option.code) } : option,
      ),
    [currencyName],
  );
  return useGetTradingAccountCurrencies<CurrencyOption[]>({
    ...options,
    query: { ...options.query, select },
  });
}
