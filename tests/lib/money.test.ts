import { describe, expect, it } from 'vitest';
import {
  currencyCodeOf,
  currencyName,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPrice,
  isCurrencyCode,
  minorUnits,
  money,
  MINUS,
  moneyRange,
  numberFormatter,
  sumByCurrency,
  type NumberStyle,
} from '@/lib/money';

const LOCALES = ['cs', 'de', 'en', 'es', 'fi', 'fr', 'it', 'no', 'pl', 'ro', 'ru'] as const;
const usd = (amount: number) => money(amount, 'USD');
const eur = (amount: number) => money(amount, 'EUR');

/** Intl separates with no-break spaces; the table below writes them as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney, standard notation', () => {
  it.each(LOCALES)(
    'writes en-US grouping with the cents and the symbol in front in %s',
    (locale) => {
      const style: NumberStyle = { locale, notation: 'standard' };
      expect(formatMoney(usd(12345.6), style)).toBe('$ 12,345.60');
      expect(formatMoney(eur(2500), style)).toBe('€ 2,500.00');
      expect(formatMoney(usd(0.3), style)).toBe('$ 0.30');
      expect(formatMoney(usd(-640), style)).toBe(`${MINUS}$ 640.00`);
    },
  );

  it('marks both directions with "+" and U+2212 when asked, and zero with neither', () => {
    expect(formatMoney(usd(350), undefined, 'always')).toBe('+$ 350.00');
    expect(formatMoney(usd(-16.5), undefined, 'always')).toBe('−$ 16.50');
    expect(formatMoney(usd(0), undefined, 'always')).toBe('$ 0.00');
    expect(formatMoney(usd(-0.001), undefined, 'always')).toBe('$ 0.00');
    expect(formatMoney(usd(-800), undefined, 'never')).toBe('$ 800.00');
    expect(formatMoney(usd(-800))).not.toContain('-');
  });

  it('uses each currency’s own minor units and an unambiguous symbol', () => {
    expect(formatMoney(money(1200, 'JPY'))).toBe('¥ 1,200');
    expect(formatMoney(money(1.2345, 'BHD'))).toBe('BHD 1.235');
    expect(formatMoney(money(5, 'CAD'))).toBe('CA$ 5.00');
    expect(formatMoney(money(5, 'gbp'))).toBe('£ 5.00');
  });

  it('writes an unknown currency after the number and a missing amount as a dash', () => {
    expect(formatMoney(money(12345.6, ''))).toBe('12,345.60');
    expect(formatMoney(money(1, 'Euro'))).toBe('1.00 EURO');
    expect(formatMoney(usd(Number.NaN))).toBe('—');
    expect(formatMoney(usd(Number.POSITIVE_INFINITY))).toBe('—');
  });
});

describe('formatMoney, the language’s own notation', () => {
  const expected: Record<(typeof LOCALES)[number], [string, string, string]> = {
    cs: ['12 345,60 US$', '−2 500,00 €', '+0,30 US$'],
    de: ['12.345,60 $', '−2.500,00 €', '+0,30 $'],
    en: ['$12,345.60', '−€2,500.00', '+$0.30'],
    es: ['12.345,60 US$', '−2500,00 €', '+0,30 US$'],
    fi: ['12 345,60 $', '−2 500,00 €', '+0,30 $'],
    fr: ['12 345,60 $US', '−2 500,00 €', '+0,30 $US'],
    it: ['12.345,60 USD', '−2500,00 €', '+0,30 USD'],
    no: ['12 345,60 USD', '−2 500,00 €', '+0,30 USD'],
    pl: ['12 345,60 USD', '−2500,00 €', '+0,30 USD'],
    ro: ['12.345,60 USD', '−2.500,00 EUR', '+0,30 USD'],
    ru: ['12 345,60 $', '−2 500,00 €', '+0,30 $'],
  };

  it.each(LOCALES)('follows %s, with the cents and U+2212 for money out', (locale) => {
    const style: NumberStyle = { locale, notation: 'language' };
    const [balance, debit, credit] = expected[locale];
    expect(plain(formatMoney(usd(12345.6), style))).toBe(balance);
    expect(plain(formatMoney(eur(-2500), style, 'always'))).toBe(debit);
    expect(plain(formatMoney(usd(0.3), style, 'always'))).toBe(credit);
  });
});

describe('plain numbers', () => {
  it('keep 0 to 2 decimals with en-US grouping by default', () => {
    expect(formatNumber(12345.6)).toBe('12,345.6');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(0.125)).toBe('0.13');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('—');
  });

  it.each(LOCALES)('follow %s in the language notation', (locale) => {
    const style: NumberStyle = { locale, notation: 'language' };
    const text = plain(formatNumber(1234.5, style));
    expect(text).toMatch(/^1[ .,]?234[.,]5$/);
    expect(text).toBe(
      plain(new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234.5)),
    );
  });

  it('write percentages and quotes', () => {
    expect(formatPercent(17, undefined, 'always')).toBe('+17%');
    expect(formatPercent(-5.25, undefined, 'always')).toBe('−5.25%');
    expect(formatPercent(0, undefined, 'always')).toBe('0%');
    expect(plain(formatPercent(-5.25, { locale: 'de', notation: 'language' }))).toBe('−5,25 %');
    expect(formatPrice(1.08512)).toBe('1.08512');
    expect(formatPrice(68012.5)).toBe('68,012.5');
    expect(formatPrice(1.08512, { locale: 'fi', notation: 'language' })).toBe('1,08512');
  });
});

describe('currencies', () => {
  it('names a currency in the interface language, never the backend’s English', () => {
    expect(currencyName('USD', 'de')).toBe('US-Dollar');
    expect(currencyName('EUR', 'fi')).toBe('euro');
    expect(currencyName('USD', 'en')).toBe('US Dollar');
    expect(currencyName('', 'de')).toBe('');
    expect(numberFormatter({ locale: 'ru', notation: 'standard' }).currencyName('USD')).toBe(
      'доллар США',
    );
  });

  it('tells the code behind a name the backend writes in words', () => {
    expect(currencyCodeOf('US Dollar')).toBe('USD');
    expect(currencyCodeOf('Euro')).toBe('EUR');
    expect(currencyCodeOf('eur')).toBe('EUR');
    expect(currencyCodeOf('Euro (EUR)')).toBe('EUR');
    expect(currencyCodeOf('Moon coins')).toBe('');
  });

  it('tells the code behind a name in the language the backend was asked to answer in', () => {
    expect(currencyCodeOf('US-Dollar', ['en', 'de'])).toBe('USD');
    expect(currencyCodeOf('Yhdysvaltain dollari', ['en', 'fi'])).toBe('USD');
    expect(currencyCodeOf('britská libra', ['en', 'cs'])).toBe('GBP');
    expect(currencyCodeOf('US-Dollar', ['en'])).toBe('');
    // By default: English, then the page's language.
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'fi';
    try {
      expect(currencyCodeOf('Yhdysvaltain dollari')).toBe('USD');
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('knows codes and minor units', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('Euro')).toBe(false);
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
  });

  it('totals per currency and never adds euros to dollars', () => {
    expect(sumByCurrency([usd(10.1), eur(5), usd(-0.2), usd(Number.NaN)])).toEqual([
      { amount: 9.9, currency: 'USD' },
      { amount: 5, currency: 'EUR' },
    ]);
  });
});

describe('moneyRange', () => {
  it('breaks a line around the dash only, in every notation', () => {
    const standard = numberFormatter();
    expect(moneyRange(standard.money(usd(24)), standard.money(usd(26)))).toBe(
      '$\u00a024.00 – $\u00a026.00',
    );
    for (const locale of LOCALES) {
      const format = numberFormatter({ locale, notation: 'language' });
      const range = moneyRange(format.money(eur(1234.5)), format.money(eur(1456.75)));
      const [from, to] = range.split(' – ');
      // The only breakable spaces are the two around the dash.
      expect(range.split(' ')).toHaveLength(3);
      expect(plain(from!)).toBe(plain(format.money(eur(1234.5))));
      expect(plain(to!)).toBe(plain(format.money(eur(1456.75))));
    }
  });

  it('writes a fixed price once', () => {
    const format = numberFormatter();
    expect(moneyRange(format.money(usd(24)), format.money(usd(24)))).toBe('$\u00a024.00');
    // The same figure in two currencies is a range.
    expect(moneyRange(format.money(usd(24)), format.money(eur(24)))).toBe(
      '$\u00a024.00 – €\u00a024.00',
    );
  });
});
