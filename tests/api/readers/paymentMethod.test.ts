import { describe, expect, it } from 'vitest';
import { selectPaymentMethods } from '@/api/readers/paymentMethod';
import { MalformedAnswer } from '@/lib/tolerant';

const card = {
  id: 1,
  name: 'Card',
  type: 'card',
  min_amount: 50,
  max_amount: 10000,
  fee_percent: 1.5,
  currency: 'USD',
  fields: [{ name: 'iban', label: 'IBAN', required: true }],
};

describe('selectPaymentMethods', () => {
  it('reads the methods with their limits, fee and fields', () => {
    expect(selectPaymentMethods({ data: [card] })).toEqual([card]);
  });

  it('reads limits and fee sent as decimal strings as numbers', () => {
    const [method] = selectPaymentMethods({
      data: [{ ...card, min_amount: '50.00', max_amount: '10000', fee_percent: '1.5' }],
    });
    expect(method).toMatchObject({ min_amount: 50, max_amount: 10000, fee_percent: 1.5 });
  });

  it('reads missing limits as unknown (the server checks them) and missing fields as none', () => {
    const [method] = selectPaymentMethods({ data: [{ id: 2, name: 'Wire' }] });
    expect(method!.min_amount).toBeNaN();
    expect(method!.fields).toEqual([]);
  });

  it('asks no detail it could not send: a field without a name; a label defaults to the name', () => {
    const [method] = selectPaymentMethods({
      data: [{ ...card, fields: [{ label: 'Nameless' }, { name: 'swift' }] }],
    });
    expect(method!.fields).toEqual([{ name: 'swift', label: 'swift', required: false }]);
  });

  it.each([
    ['a method without its id', { data: [card, { name: 'x' }] }],
    ['a fee of the wrong kind', { data: [{ ...card, fee_percent: '1,5 %' }] }],
    ['a limit of the wrong kind', { data: [{ ...card, max_amount: {} }] }],
    ['no list', { data: 'none' }],
  ])('refuses %s', (_, answer) => {
    expect(() => selectPaymentMethods(answer)).toThrow(MalformedAnswer);
  });
});
