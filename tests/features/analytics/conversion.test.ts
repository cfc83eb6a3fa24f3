import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { conversionOf, includesText, unstatedText } from '@/features/analytics/conversion';
import { money, numberFormatter } from '@/lib/money';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', onError: () => {} });
const fmt = numberFormatter();
const dollarsAndEuros = [money(12345.6, 'USD'), money(2500, 'EUR')];
const stated = { currency: 'USD', rates: { EUR: 1.0812 }, rates_at: '2026-11-21T10:00:00Z' };

describe('conversionOf', () => {
  it('is a plain total when the scope holds the reporting currency only, or, not known, the answer converted nothing', () => {
    expect(conversionOf(stated, [money(1, 'USD')])).toEqual({ kind: 'none' });
    expect(conversionOf({ currency: 'USD', rates_at: null }, [money(1, 'USD')])).toEqual({
      kind: 'none',
    });
    expect(conversionOf({ currency: 'USD', rates_at: null }, null)).toEqual({ kind: 'none' });
  });

  it('names the currencies of the scope that have a stated rate', () => {
    expect(conversionOf(stated, dollarsAndEuros)).toEqual({
      kind: 'stated',
      currencies: ['EUR'],
    });
    // The scope is not known yet: every rate the answer states.
    expect(conversionOf(stated, null)).toEqual({ kind: 'stated', currencies: ['EUR'] });
  });

  it('is unstated without rates (with or without their time), or when a currency the scope holds has none', () => {
    expect(conversionOf({ rates_at: '2026-11-21T10:00:00Z' }, dollarsAndEuros)).toEqual({
      kind: 'unstated',
      currencies: ['EUR'],
    });
    // No rates and no time: the answer does not say it converted, but the scope holds euros.
    expect(conversionOf({ currency: 'USD', rates_at: null }, dollarsAndEuros)).toEqual({
      kind: 'unstated',
      currencies: ['EUR'],
    });
    expect(conversionOf({ rates_at: '2026-11-21T10:00:00Z' }, null)).toEqual({
      kind: 'unstated',
      currencies: [],
    });
    expect(conversionOf(stated, [...dollarsAndEuros, money(10, 'GBP')])).toEqual({
      kind: 'unstated',
      currencies: ['EUR', 'GBP'],
    });
  });
});

describe('the words of a conversion', () => {
  it('names the amount, the rate and its time', () => {
    expect(
      includesText(intl, fmt, stated, { kind: 'stated', currencies: ['EUR'] }, dollarsAndEuros),
    ).toBe('Includes € 2,500.00 at 1.0812 USD per EUR, rates of Nov 21, 2026, 10:00 AM UTC.');
    expect(
      includesText(
        intl,
        fmt,
        { ...stated, rates_at: null },
        { kind: 'stated', currencies: ['EUR'] },
      ),
    ).toBe('Includes amounts in EUR at 1.0812 USD per EUR.');
  });

  it('says why a figure is not added up', () => {
    expect(unstatedText(intl, { kind: 'unstated', currencies: ['EUR'] }, 'USD')).toBe(
      'Not added up: it would mix USD and EUR at a rate the broker did not state.',
    );
  });
});
