import { describe, expect, it } from 'vitest';
import { selectInvestorSummary } from '@/api/readers/investor';
import { MalformedAnswer } from '@/lib/tolerant';

const holding = {
  ticker: 'NSM',
  company: 'Northstar',
  quantity: 10,
  value: 125.5,
  change_percent: 2,
};
const summary = (holdings: unknown, figures: Record<string, unknown> = {}) => ({
  data: { portfolio_value: 1000, invested: 900, profit: 100, holdings, ...figures },
});

describe('selectInvestorSummary', () => {
  it('reads the figures and the holdings as sent', () => {
    expect(selectInvestorSummary(summary([holding]))).toEqual(summary([holding]));
  });

  it('reads amounts sent as decimal strings as numbers', () => {
    const { data } = selectInvestorSummary(
      summary([{ ...holding, value: '125.50', change_percent: '-1.25' }], { profit: '100.00' }),
    );
    expect(data.profit).toBe(100);
    expect(data.holdings[0]).toMatchObject({ value: 125.5, change_percent: -1.25 });
  });

  it('reads an empty list as empty, and missing figures as unknown', () => {
    const { data } = selectInvestorSummary({ data: { holdings: [] } });
    expect(data.holdings).toEqual([]);
    expect(data.portfolio_value).toBeNaN();
  });

  it.each([
    ['a holding without its ticker', summary([holding, { company: 'No ticker' }])],
    ['holdings that are not a list', summary({ NSM: holding })],
    ['no holdings', summary(undefined)],
    ['a value of the wrong kind', summary([{ ...holding, value: [1] }])],
    ['a figure of the wrong kind', summary([holding], { invested: 'lots' })],
    ['no summary', { data: null }],
  ])('refuses %s: never "No holdings yet" or "0% no change"', (_, answer) => {
    expect(() => selectInvestorSummary(answer)).toThrow(MalformedAnswer);
  });
});
