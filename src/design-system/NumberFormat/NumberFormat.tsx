import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { numberFormatter, STANDARD_STYLE, type Notation, type NumberFormatter } from '@/lib/money';

const NumberFormatContext = createContext<NumberFormatter>(numberFormatter(STANDARD_STYLE));

export interface NumberFormatProviderProps {
  /** The interface language (BCP 47): currency names, and numbers in the `language` notation. */
  locale: string;
  /** `standard` (en-US grouping, the default) or `language` (the interface language's own). */
  notation?: Notation;
  children: ReactNode;
}

/**
 * How every amount and number below is written. The app passes the client's choice from
 * Settings; without a provider, components use the standard notation in English.
 */
export function NumberFormatProvider({
  locale,
  notation = 'standard',
  children,
}: NumberFormatProviderProps) {
  const value = useMemo(() => numberFormatter({ locale, notation }), [locale, notation]);
  return <NumberFormatContext.Provider value={value}>{children}</NumberFormatContext.Provider>;
}

/** The formatters of the current notation: `money`, `number`, `percent`, `price`, `currencyName`. */
export const useNumberFormat = (): NumberFormatter => useContext(NumberFormatContext);
