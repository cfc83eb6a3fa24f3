import { describe, expect, it } from 'vitest';
import { readCalculatorParams, withParams } from '@/features/ipo/calculatorParams';
import { readStatus, visibleIpos } from '@/features/ipo/calendarFilter';
import { readPage } from '@/features/ipo/HistoryPage';
import { CALENDAR } from '../../../stories/pages/ipo/fixtures';

describe('IPO URL state', () => {
  it('reads a shared calculation and ignores what is not a number', () => {
    expect(
      readCalculatorParams(new URLSearchParams('ipo=3&amount=1000&listing=12.5')),
    ).toMatchObject({
      ipo: 3,
      manual: false,
      mode: 'amount',
      amount: 1000,
      listing: 12.5,
    });
    expect(
      readCalculatorParams(new URLSearchParams('min=9&max=11&lot=25&mode=shares&shares=x')),
    ).toMatchObject({
      ipo: null,
      manual: true,
      min: 9,
      max: 11,
      lot: 25,
      mode: 'shares',
      shares: null,
    });
  });

  it('drops emptied inputs from the URL', () => {
    expect(
      withParams(new URLSearchParams('ipo=3&amount=5'), { amount: '', listing: 2 }).toString(),
    ).toBe('ipo=3&listing=2');
  });

  it('filters the calendar by a known status only, open ones closing soonest first', () => {
    expect(readStatus('open')).toBe('open');
    expect(readStatus('everything')).toBeNull();
    expect(visibleIpos(CALENDAR, 'open').map((ipo) => ipo.ticker)).toEqual(['HLXB', 'AGRD']);
    expect(visibleIpos(CALENDAR, null)[0]?.status).toBe('open');
  });

  it('reads the history page, 1 for anything else', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage('0')).toBe(1);
    expect(readPage('x')).toBe(1);
    expect(readPage(null)).toBe(1);
  });
});
