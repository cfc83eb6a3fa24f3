import { describe, expect, it } from 'vitest';
import { readIpoOrder, selectCalendar, selectIpoHistory, selectMyIpo } from '@/api/readers/ipo';
import { MalformedAnswer } from '@/lib/tolerant';

const ipo = {
  id: 7,
  company: 'Aurora Grid Energy',
  ticker: 'AGE',
  exchange: 'NASDAQ',
  logo_url: 'https://cdn.example.com/ipo/age.png',
  price_min: 18,
  price_max: 21.5,
  lot_size: 10,
  min_quantity: 10,
  subscription_start: '2026-03-10',
  subscription_end: '2026-03-20',
  listing_date: '2026-03-25',
  status: 'open',
  description: 'Grid storage.',
};
const holding = {
  stock_id: 7,
  company: 'Aurora Grid Energy',
  ticker: 'AGE',
  quantity: 20,
  average_price: 19,
  current_price: 23.1,
  status: 'listed',
};
const order = {
  id: 3,
  stock_id: 7,
  side: 'buy',
  quantity: 20,
  price: 19,
  amount: 380,
  status: 'completed',
  created_at: '2026-03-12T10:00:00Z',
};

describe('IPO readers', () => {
  it('read the calendar, my IPOs and the order history as sent', () => {
    expect(selectCalendar([ipo])).toEqual([ipo]);
    expect(selectMyIpo([holding])).toEqual([holding]);
    expect(selectIpoHistory({ data: [order] }).data).toEqual([order]);
  });

  it('read an IPO without a logo (null, empty or missing) as null', () => {
    const { logo_url: _, ...withoutLogo } = ipo;
    expect(selectCalendar([{ ...ipo, logo_url: null }])[0]!.logo_url).toBeNull();
    expect(selectCalendar([{ ...ipo, logo_url: '' }])[0]!.logo_url).toBeNull();
    expect(selectCalendar([withoutLogo])[0]!.logo_url).toBeNull();
  });

  it('read prices and amounts sent as decimal strings as numbers', () => {
    expect(selectCalendar([{ ...ipo, price_min: '18.00', price_max: '21.50' }])[0]).toMatchObject({
      price_min: 18,
      price_max: 21.5,
    });
    expect(
      selectMyIpo([{ ...holding, average_price: '19.00', current_price: '23.10' }])[0],
    ).toMatchObject({
      average_price: 19,
      current_price: 23.1,
    });
    expect(selectIpoHistory({ data: [{ ...order, amount: '380.00' }] }).data[0]!.amount).toBe(380);
  });

  it('fill in what may be missing: a lot of one, a buy, the rows as the page count', () => {
    const [read] = selectCalendar([{ id: 7, company: 'Aurora Grid Energy' }]);
    expect(read).toMatchObject({ lot_size: 1, min_quantity: 1, ticker: '' });
    expect(read!.price_min).toBeNaN();
    const history = selectIpoHistory({ data: [{ id: 3 }] });
    expect(history.data[0]).toMatchObject({ side: 'buy', stock_id: 0 });
    expect(history.meta.total).toBe(1);
  });

  it.each([
    ['a calendar entry without its id', () => selectCalendar([{ ...ipo, id: 'ipo-1' }])],
    ['a calendar entry that is not an IPO', () => selectCalendar([ipo, null])],
    ['a price of the wrong kind', () => selectCalendar([{ ...ipo, price_min: {} }])],
    ['a holding without its stock id', () => selectMyIpo([{ ...holding, stock_id: undefined }])],
    [
      'a holding with a quantity of the wrong kind',
      () => selectMyIpo([{ ...holding, quantity: 'many' }]),
    ],
    ['an order without its id', () => selectIpoHistory({ data: [{ ...order, id: null }] })],
    ['a history without its list', () => selectIpoHistory({ meta: {} })],
  ])('refuse %s', (_, read) => {
    expect(read).toThrow(MalformedAnswer);
  });

  it('read a buy or sell answer with its figures as decimal strings, bare or in { data }', () => {
    const sent = { ...order, quantity: 20, price: '26.00', amount: '520.00' };
    expect(readIpoOrder(sent)).toMatchObject({
      id: order.id,
      quantity: 20,
      price: 26,
      amount: 520,
    });
    expect(readIpoOrder({ data: sent }).amount).toBe(520);
  });

  it('never refuse a buy or sell answer: the order was made, a figure it lacks reads NaN', () => {
    expect(readIpoOrder({ ...order, amount: 'lots' }).amount).toBeNaN();
    expect(readIpoOrder('<html>').amount).toBeNaN();
  });
});
