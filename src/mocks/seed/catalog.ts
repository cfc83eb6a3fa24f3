import type { CurrenciesMap, Ipo, PaymentMethod } from '@/api/generated/model';
import { seededLabel } from '../i18n/localise';
import { dayAt } from './time';

/** Trading-account currencies: key = currency id, [code, display name]. */
export const CURRENCIES: CurrenciesMap = {
  '1': ['USD', 'US Dollar'],
  '2': ['EUR', 'Euro'],
  '3': ['GBP', 'British Pound'],
  '4': ['CHF', 'Swiss Franc'],
  '5': ['JPY', 'Japanese Yen'],
  '6': ['AUD', 'Australian Dollar'],
  '7': ['CAD', 'Canadian Dollar'],
};

/** Fixed USD rates, so totals across currencies stay deterministic. */
export const USD_RATE: Record<string, number> = {
  USD: 1,
  EUR: 1.09,
  GBP: 1.27,
  CHF: 1.13,
  JPY: 0.0067,
  AUD: 0.66,
  CAD: 0.74,
};

export const toUsd = (amount: number, currency: string): number =>
  amount * (USD_RATE[currency] ?? 1);

export const currencyOf = (id: number): { id: number; code: string; name: string } | null => {
  const entry = CURRENCIES[String(id)];
  return entry ? { id, code: entry[0] ?? 'USD', name: entry[1] ?? '' } : null;
};

export const DEPOSIT_METHODS: PaymentMethod[] = [
  {
    id: 1,
    name: 'Visa / Mastercard',
    type: 'card',
    min_amount: 50,
    max_amount: 10000,
    fee_percent: 1.5,
    currency: 'USD',
    fields: [],
  },
  {
    id: 2,
    name: 'Bank transfer (SWIFT/SEPA)',
    type: 'bank_transfer',
    min_amount: 100,
    max_amount: 100000,
    fee_percent: 0,
    currency: 'USD',
    fields: [],
  },
  {
    id: 3,
    name: 'Crypto (USDT)',
    type: 'crypto',
    min_amount: 50,
    max_amount: 50000,
    fee_percent: 0.5,
    currency: 'USD',
    fields: [],
  },
  {
    id: 4,
    name: 'Skrill',
    type: 'e_wallet',
    min_amount: 20,
    max_amount: 5000,
    fee_percent: 1,
    currency: 'USD',
    fields: [],
  },
];

export const WITHDRAW_METHODS: PaymentMethod[] = [
  {
    id: 11,
    name: 'Visa / Mastercard',
    type: 'card',
    min_amount: 50,
    max_amount: 5000,
    fee_percent: 1,
    currency: 'USD',
    fields: [
      { name: 'card_number', label: 'Card number', required: true },
      { name: 'card_holder', label: 'Name on card', required: true },
    ],
  },
  {
    id: 12,
    name: 'Bank transfer (SWIFT/SEPA)',
    type: 'bank_transfer',
    min_amount: 100,
    max_amount: 50000,
    fee_percent: 0,
    currency: 'USD',
    fields: [
      { name: 'account_holder', label: 'Account holder', required: true },
      { name: 'iban', label: 'IBAN', required: true },
      { name: 'swift', label: 'SWIFT / BIC', required: true },
      { name: 'bank_name', label: 'Bank name', required: false },
    ],
  },
  {
    id: 13,
    name: 'Crypto (USDT)',
    type: 'crypto',
    min_amount: 50,
    max_amount: 20000,
    fee_percent: 0.5,
    currency: 'USD',
    fields: [
      { name: 'wallet_address', label: 'Wallet address', required: true },
      { name: 'network', label: 'Network (e.g. TRC20)', required: true },
    ],
  },
  {
    id: 14,
    name: 'Skrill',
    type: 'e_wallet',
    min_amount: 20,
    max_amount: 3000,
    fee_percent: 1,
    currency: 'USD',
    fields: [{ name: 'account_email', label: 'Skrill e-mail', required: true }],
  },
];

/**
 * A payment method as the demo backend answers it: its name and its details' labels in the
 * request's language (stored form, see ../i18n/localise).
 */
export const seededMethod = (method: PaymentMethod): PaymentMethod => ({
  ...method,
  name: seededLabel(method.name),
  fields: method.fields.map((field) => ({ ...field, label: seededLabel(field.label) })),
});

/** A tiny offline logo: the ticker on a coloured square (no network, valid URL), in the pinned test font. */
const logo = (ticker: string, colour: string): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${colour}"/><text x="32" y="38" font-family="'DejaVu Sans',sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${ticker}</text></svg>`,
  )}`;

/** A day relative to the reference date's UTC day, and a time of that day (UTC). */
type DayTime = [days: number, time: string];

/** An IPO of the demo calendar, its window in days around the reference date. */
interface IpoPlan {
  id: number;
  company: string;
  ticker: string;
  exchange: string;
  logo_url: string;
  price_min: number;
  price_max: number;
  lot_size: number;
  min_quantity: number;
  window: [start: DayTime, end: DayTime, listing: DayTime];
  /** Today's price on the exchange (listed) or the subscription price (not yet listed). */
  market_price: number;
  description: string;
}

/** An IPO of the calendar at a moment of the demo clock, with its internal market price. */
export interface IpoSeed extends Ipo {
  market_price: number;
}

const plan = (
  id: number,
  company: string,
  ticker: string,
  exchange: string,
  colour: string,
  [price_min, price_max]: [number, number],
  [lot_size, min_quantity]: [number, number],
  window: IpoPlan['window'],
  market_price: number,
  description: string,
): IpoPlan => ({
  id,
  company,
  ticker,
  exchange,
  logo_url: logo(ticker, colour),
  price_min,
  price_max,
  lot_size,
  min_quantity,
  window,
  market_price,
  description,
});

/**
 * The IPO calendar around the reference date (at 2026-03-16, the fixed one: listed, closed, open and
 * upcoming ones). Windows are days around the reference's UTC day, so the browser demo shows the
 * same mix whatever day it is started on.
 */
const PLANS: IpoPlan[] = [
  plan(
    41,
    'Orbital Freight Corp.',
    'ORBF',
    'NYSE',
    '#5b6c8f',
    [10, 11],
    [50, 50],
    [
      [-357, '13:30'],
      [-353, '20:00'],
      [-348, '13:30'],
    ],
    13.9,
    'Satellite-tracked container logistics for mid-size shippers.',
  ),
  plan(
    42,
    'Northwind Robotics Inc.',
    'NWRB',
    'NASDAQ',
    '#1f7a8c',
    [17, 19],
    [10, 10],
    [
      [-287, '13:30'],
      [-283, '20:00'],
      [-277, '13:30'],
    ],
    27.4,
    'Warehouse automation robots for mid-size logistics companies.',
  ),
  plan(
    43,
    'Bluefin Payments plc',
    'BLFN',
    'LSE',
    '#2a4d9b',
    [38, 42],
    [10, 20],
    [
      [-161, '08:00'],
      [-157, '16:30'],
      [-152, '08:00'],
    ],
    36.1,
    'Cross-border payment rails for online marketplaces.',
  ),
  plan(
    44,
    'Cobalt Cloud Systems',
    'CBLT',
    'NASDAQ',
    '#6d3fa0',
    [21, 23],
    [10, 10],
    [
      [-63, '14:30'],
      [-59, '21:00'],
      [-55, '14:30'],
    ],
    29.85,
    'Sovereign cloud hosting for European public-sector customers.',
  ),
  plan(
    45,
    'Skyline Mobility AG',
    'SKYM',
    'XETRA',
    '#c0582b',
    [20, 22],
    [10, 10],
    [
      [-14, '08:00'],
      [-10, '16:30'],
      [2, '08:00'],
    ],
    22,
    'Electric shuttle fleets and charging depots for cities.',
  ),
  plan(
    46,
    'Aurora Grid Energy',
    'AGRD',
    'NYSE',
    '#e0a100',
    [24, 26],
    [10, 10],
    [
      [-6, '13:30'],
      [4, '20:00'],
      [9, '13:30'],
    ],
    26,
    'Grid-scale battery storage paired with wind and solar parks.',
  ),
  plan(
    47,
    'Helix Biotherapeutics',
    'HLXB',
    'NASDAQ',
    '#2f9e6a',
    [14, 16],
    [5, 20],
    [
      [-4, '13:30'],
      [3, '20:00'],
      [8, '13:30'],
    ],
    16,
    'mRNA-based therapies for rare metabolic diseases.',
  ),
  plan(
    48,
    'Quantum Ledger Systems',
    'QLDG',
    'NASDAQ',
    '#3b3b98',
    [30, 34],
    [5, 5],
    [
      [7, '13:30'],
      [11, '20:00'],
      [17, '13:30'],
    ],
    34,
    'Post-quantum encryption for bank settlement networks.',
  ),
  plan(
    49,
    'Verdant Foods S.A.',
    'VRDF',
    'Euronext',
    '#6a994e',
    [9, 11],
    [25, 25],
    [
      [21, '07:00'],
      [25, '15:30'],
      [30, '07:00'],
    ],
    11,
    'Plant-based dairy alternatives sold in 14 European countries.',
  ),
];

/**
 * Where an IPO stands at `now`, from its own dates: a backend's status follows its calendar, so
 * a demo left open for a week sees Aurora close and Skyline list, as a real one would.
 */
function statusAt(start: string, end: string, listing: string, now: number): Ipo['status'] {
  if (now < Date.parse(start)) return 'upcoming';
  if (now < Date.parse(end)) return 'open';
  if (now < Date.parse(listing)) return 'closed';
  return 'listed';
}

function dated(
  { window: [start, end, listing], ...facts }: IpoPlan,
  reference: number,
  now: number,
): IpoSeed {
  const subscription_start = dayAt(reference, ...start);
  const subscription_end = dayAt(reference, ...end);
  const listing_date = dayAt(reference, ...listing);
  return {
    ...facts,
    subscription_start,
    subscription_end,
    listing_date,
    status: statusAt(subscription_start, subscription_end, listing_date, now),
  };
}

/** The calendar of a demo seeded around `reference` (ms), as it stands at `now` (ms). */
export const ipoCalendarAt = (reference: number, now: number): IpoSeed[] =>
  PLANS.map((item) => dated(item, reference, now));

/** One IPO of that calendar. */
export function findIpoAt(id: number, reference: number, now: number): IpoSeed | undefined {
  const item = PLANS.find((entry) => entry.id === id);
  return item && dated(item, reference, now);
}

/** The company and ticker of an IPO, which no date changes. */
export const ipoName = (id: number): { company: string; ticker: string } | undefined =>
  PLANS.find((item) => item.id === id);

/** The calendar entry without the internal market price. */
export const toIpo = ({ market_price: _market, ...rest }: IpoSeed): Ipo => rest;

/** The calendar entry as the demo backend answers it: its description in the request's language. */
export const seededIpo = (item: IpoSeed): Ipo => ({
  ...toIpo(item),
  description: seededLabel(item.description),
});

/** What one share is worth today: the exchange price once listed, else the subscription price. */
export const currentPrice = (item: IpoSeed): number => item.market_price;
