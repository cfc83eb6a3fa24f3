/**
 * The arithmetic of IPO orders and the calculator, kept pure so it can be tested on its own.
 * Prices are dollars with at most cents; sums go through whole cents so that 0.1 + 0.2 and
 * 1000 / 2.6 never leave a share or a cent behind.
 */

/** What the buy form checks before it sends anything. */
export interface BuyRules {
  lot_size: number;
  min_quantity: number;
  price_max: number;
}

export type QuantityProblem =
  | { kind: 'empty' }
  | { kind: 'notWhole' }
  | { kind: 'belowMinimum'; minimum: number }
  | { kind: 'notLotMultiple'; lot: number; lower: number; upper: number }
  | { kind: 'unaffordable'; amount: number; balance: number }
  | { kind: 'overHeld'; held: number };

const cents = (amount: number): number => Math.round(amount * 100);

/** Rounds to cents (money is kept to cents). */
export const roundMoney = (amount: number): number => cents(amount) / 100;

/** quantity × price, to the cent. */
export const orderAmount = (quantity: number, price: number): number =>
  (quantity * cents(price)) / 100;

/** Reads a typed quantity: digits only (spaces and group separators allowed), else null. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim().replace(/[\s\u00a0\u202f,.'’](?=\d{3}(\D|$))/g, '');
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** The smallest quantity one may subscribe: the minimum, raised to a whole number of lots. */
export const smallestOrder = ({
  lot_size,
  min_quantity,
}: Pick<BuyRules, 'lot_size' | 'min_quantity'>) =>
  Math.max(lot_size, Math.ceil(min_quantity / lot_size) * lot_size);

/**
 * The two orders nearest a share count that is not a whole number of lots, never below the
 * smallest order ("choose 20 or 25"); null when the count is whole lots.
 */
export function nearestOrders(
  quantity: number,
  rules: Pick<BuyRules, 'lot_size' | 'min_quantity'>,
): { lot: number; lower: number; upper: number } | null {
  const lot = rules.lot_size;
  if (!Number.isInteger(lot) || lot < 1 || quantity % lot === 0) return null;
  const below = Math.floor(quantity / lot) * lot;
  const lower = Math.max(below, smallestOrder(rules));
  return { lot, lower, upper: lower + lot };
}

/**
 * Why a buy quantity cannot be sent, or null when it can. `balance` is the main wallet's balance;
 * null (not known yet) leaves affordability to the server.
 */
export function buyProblem(
  raw: string,
  rules: BuyRules,
  balance: number | null,
): QuantityProblem | null {
  if (!raw.trim()) return { kind: 'empty' };
  const quantity = parseQuantity(raw);
  if (quantity === null || quantity <= 0) return { kind: 'notWhole' };
  const minimum = smallestOrder(rules);
  if (quantity < rules.min_quantity) return { kind: 'belowMinimum', minimum };
  const nearest = nearestOrders(quantity, rules);
  if (nearest) return { kind: 'notLotMultiple', ...nearest };
  const amount = orderAmount(quantity, rules.price_max);
  if (balance !== null && amount > balance) return { kind: 'unaffordable', amount, balance };
  return null;
}

/** Why a sell quantity cannot be sent, or null when it can. */
export function sellProblem(raw: string, held: number): QuantityProblem | null {
  if (!raw.trim()) return { kind: 'empty' };
  const quantity = parseQuantity(raw);
  if (quantity === null || quantity <= 0) return { kind: 'notWhole' };
  if (quantity > held) return { kind: 'overHeld', held };
  return null;
}

/** Whole lots of `lot` shares that `amount` buys at `price`, as a number of shares. */
export function sharesFor(amount: number, price: number, lot: number): number {
  if (!(amount > 0) || !(price > 0) || !(lot >= 1)) return 0;
  const lots = Math.floor(cents(amount) / (cents(price) * lot));
  return lots * lot;
}

/** The inputs of the calculator; null where the user has not typed a usable number. */
export interface CalculatorInput {
  priceMin: number | null;
  priceMax: number | null;
  lot: number | null;
  /** Money to spend (amount mode). */
  amount: number | null;
  /** Shares wanted (shares mode). */
  shares: number | null;
  /** Expected first price on the exchange. */
  listing: number | null;
}

/** One end of the price range: what the order holds and what it might earn. */
export interface CalculatorCase {
  price: number;
  shares: number;
  cost: number;
  /** shares × (listing − price); null without a listing price. */
  gain: number | null;
  /** gain / cost in percent; null without a listing price or cost. */
  gainPercent: number | null;
}

export interface CalculatorResult {
  /** Ordered at the top of the range: what is reserved on subscribing. */
  top: CalculatorCase;
  /** Ordered at the bottom of the range. */
  bottom: CalculatorCase;
}

const positive = (value: number | null): value is number => value !== null && value > 0;

function caseAt(price: number, shares: number, listing: number | null): CalculatorCase {
  const cost = orderAmount(shares, price);
  const gain = positive(listing) ? roundMoney(orderAmount(shares, listing) - cost) : null;
  return {
    price,
    shares,
    cost,
    gain,
    gainPercent: gain !== null && cost > 0 ? (gain / cost) * 100 : null,
  };
}

/**
 * The calculator: in `amount` mode how many shares (whole lots) the money buys at each end of the
 * range, in `shares` mode what the shares cost; with a listing price, the possible gain. Null until
 * the range, the lot and the amount or shares are usable.
 */
export function calculate(
  mode: 'amount' | 'shares',
  input: CalculatorInput,
): CalculatorResult | null {
  const { priceMin, priceMax, lot, listing } = input;
  if (!positive(priceMin) || !positive(priceMax) || !positive(lot) || !Number.isInteger(lot))
    return null;
  const low = Math.min(priceMin, priceMax);
  const high = Math.max(priceMin, priceMax);
  if (mode === 'amount') {
    if (!positive(input.amount)) return null;
    return {
      top: caseAt(high, sharesFor(input.amount, high, lot), listing),
      bottom: caseAt(low, sharesFor(input.amount, low, lot), listing),
    };
  }
  if (!positive(input.shares) || !Number.isInteger(input.shares)) return null;
  return {
    top: caseAt(high, input.shares, listing),
    bottom: caseAt(low, input.shares, listing),
  };
}

/** Profit and loss of a holding: value at today's price against what it cost. */
export function holdingResult(quantity: number, averagePrice: number, currentPrice: number) {
  const value = orderAmount(quantity, currentPrice);
  const cost = orderAmount(quantity, averagePrice);
  const pnl = roundMoney(value - cost);
  return { value, cost, pnl, pnlPercent: cost > 0 ? (pnl / cost) * 100 : 0 };
}
