/**
 * The calculator's state as URL query parameters, so a calculation can be shared:
 * `?ipo=46&amount=1000&listing=28.5`, `?mode=shares&shares=40`, or a price range typed by hand
 * `?min=9&max=11&lot=25&amount=500`. Numbers are written with a dot whatever the UI language.
 */
export type CalculatorMode = 'amount' | 'shares';

export interface CalculatorParams {
  /** The chosen IPO's id; null with a range typed by hand or nothing chosen. */
  ipo: number | null;
  /** A price range and lot typed by hand (`min`, `max` or `lot` present). */
  manual: boolean;
  min: number | null;
  max: number | null;
  lot: number | null;
  mode: CalculatorMode;
  amount: number | null;
  shares: number | null;
  listing: number | null;
}

const number = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};

const integer = (value: string | null): number | null => {
  const parsed = number(value);
  return parsed !== null && Number.isInteger(parsed) ? parsed : null;
};

export function readCalculatorParams(params: URLSearchParams): CalculatorParams {
  const manual =
    ['min', 'max', 'lot'].some((key) => params.has(key)) || params.get('ipo') === 'manual';
  return {
    ipo: manual ? null : integer(params.get('ipo')),
    manual,
    min: number(params.get('min')),
    max: number(params.get('max')),
    lot: integer(params.get('lot')),
    mode: params.get('mode') === 'shares' ? 'shares' : 'amount',
    amount: number(params.get('amount')),
    shares: integer(params.get('shares')),
    listing: number(params.get('listing')),
  };
}

/** The calculator's keys changed as the page changes any address: `withChanges`. */
export { withChanges as withParams } from '@/page/useSearchParamsUpdate';
