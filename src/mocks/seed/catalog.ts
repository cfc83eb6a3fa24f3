import type { CurrenciesMap, Ipo, PaymentMethod } from '@/api/generated/model';

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

/** A tiny offline logo: the ticker on a coloured square (no network, valid URL), in the pinned test font. */
const logo = (ticker: string, colour: string): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${colour}"/><text x="32" y="38" font-family="'DejaVu Sans',sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${ticker}</text></svg>`,
  )}`;

interface IpoSeed extends Ipo {
  /** Today's price on the exchange (listed) or the subscription price (not yet listed). */
  market_price: number;
}

const ipo = (
  id: number,
  company: string,
  ticker: string,
  exchange: string,
  colour: string,
  [price_min, price_max]: [number, number],
  [lot_size, min_quantity]: [number, number],
  [subscription_start, subscription_end, listing_date]: [string, string, string],
  status: Ipo['status'],
  market_price: number,
  description: string,
): IpoSeed => ({
  id,
  company,
  ticker,
  exchange,
  logo_url: logo(ticker, colour),
  price_min,
  price_max,
  lot_size,
  min_quantity,
  subscription_start,
  subscription_end,
  listing_date,
  status,
  description,
  market_price,
});

/** The IPO calendar around the reference date (2026-03-16): listed, closed, open and upcoming. */
export const IPOS: IpoSeed[] = [
  ipo(
    41,
    'Orbital Freight Corp.',
    'ORBF',
    'NYSE',
    '#5b6c8f',
    [10, 11],
    [50, 50],
    ['2025-03-24T13:30:00Z', '2025-03-28T20:00:00Z', '2025-04-02T13:30:00Z'],
    'listed',
    13.9,
    'Satellite-tracked container logistics for mid-size shippers.',
  ),
  ipo(
    42,
    'Northwind Robotics Inc.',
    'NWRB',
    'NASDAQ',
    '#1f7a8c',
    [17, 19],
    [10, 10],
    ['2025-06-02T13:30:00Z', '2025-06-06T20:00:00Z', '2025-06-12T13:30:00Z'],
    'listed',
    27.4,
    'Warehouse automation robots for mid-size logistics companies.',
  ),
  ipo(
    43,
    'Bluefin Payments plc',
    'BLFN',
    'LSE',
    '#2a4d9b',
    [38, 42],
    [10, 20],
    ['2025-10-06T08:00:00Z', '2025-10-10T16:30:00Z', '2025-10-15T08:00:00Z'],
    'listed',
    36.1,
    'Cross-border payment rails for online marketplaces.',
  ),
  ipo(
    44,
    'Cobalt Cloud Systems',
    'CBLT',
    'NASDAQ',
    '#6d3fa0',
    [21, 23],
    [10, 10],
    ['2026-01-12T14:30:00Z', '2026-01-16T21:00:00Z', '2026-01-20T14:30:00Z'],
    'listed',
    29.85,
    'Sovereign cloud hosting for European public-sector customers.',
  ),
  ipo(
    45,
    'Skyline Mobility AG',
    'SKYM',
    'XETRA',
    '#c0582b',
    [20, 22],
    [10, 10],
    ['2026-03-02T08:00:00Z', '2026-03-06T16:30:00Z', '2026-03-18T08:00:00Z'],
    'closed',
    22,
    'Electric shuttle fleets and charging depots for cities.',
  ),
  ipo(
    46,
    'Aurora Grid Energy',
    'AGRD',
    'NYSE',
    '#e0a100',
    [24, 26],
    [10, 10],
    ['2026-03-10T13:30:00Z', '2026-03-20T20:00:00Z', '2026-03-25T13:30:00Z'],
    'open',
    26,
    'Grid-scale battery storage paired with wind and solar parks.',
  ),
  ipo(
    47,
    'Helix Biotherapeutics',
    'HLXB',
    'NASDAQ',
    '#2f9e6a',
    [14, 16],
    [5, 20],
    ['2026-03-12T13:30:00Z', '2026-03-19T20:00:00Z', '2026-03-24T13:30:00Z'],
    'open',
    16,
    'mRNA-based therapies for rare metabolic diseases.',
  ),
  ipo(
    48,
    'Quantum Ledger Systems',
    'QLDG',
    'NASDAQ',
    '#3b3b98',
    [30, 34],
    [5, 5],
    ['2026-03-23T13:30:00Z', '2026-03-27T20:00:00Z', '2026-04-02T13:30:00Z'],
    'upcoming',
    34,
    'Post-quantum encryption for bank settlement networks.',
  ),
  ipo(
    49,
    'Verdant Foods S.A.',
    'VRDF',
    'Euronext',
    '#6a994e',
    [9, 11],
    [25, 25],
    ['2026-04-06T07:00:00Z', '2026-04-10T15:30:00Z', '2026-04-15T07:00:00Z'],
    'upcoming',
    11,
    'Plant-based dairy alternatives sold in 14 European countries.',
  ),
];

/** The calendar entry without the internal market price. */
export const toIpo = ({ market_price: _market, ...rest }: IpoSeed): Ipo => rest;

export const findIpo = (id: number): IpoSeed | undefined => IPOS.find((item) => item.id === id);

/** What one share is worth today: the exchange price once listed, else the subscription price. */
export const currentPrice = (item: IpoSeed): number => item.market_price;
