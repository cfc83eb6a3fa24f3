import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatMonthYear } from '@/lib/format';
import { formatPercent } from '@/lib/money';

describe('formatPercent with its sign', () => {
  it('keeps 0 to 2 decimals and always shows the sign of a change', () => {
    expect(formatPercent(17, undefined, 'always')).toBe('+17%');
    expect(formatPercent(-14.054, undefined, 'always')).toBe('−14.05%');
    expect(formatPercent(0, undefined, 'always')).toBe('0%');
    expect(formatPercent(Number.NaN, undefined, 'always')).toBe('—');
  });
});

describe('chart axis dates', () => {
  it('reads the UTC day whatever the machine zone, in the UI language', () => {
    expect(formatDayMonth('2026-03-16', 'en')).toBe('Mar 16');
    expect(formatDayMonth('2026-03-16', 'de')).toBe('16. März');
    expect(formatMonthYear('2026-03-16', 'en')).toBe('Mar 2026');
    expect(formatMonthYear('2026-03-16', 'fi')).toMatch(/2026/);
  });
});
