import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatMonthYear, formatSignedPercent, formatSignedUsd } from '@/lib/format';

describe('formatSignedUsd', () => {
  it('shows the sign of a gain and of a loss, none on zero', () => {
    expect(formatSignedUsd(3606.93)).toBe('+$ 3,606.93');
    expect(formatSignedUsd(-300)).toBe('-$ 300');
    expect(formatSignedUsd(0)).toBe('$ 0');
  });

  it('puts no sign on an amount that rounds to zero', () => {
    expect(formatSignedUsd(0.001)).toBe('$ 0');
    expect(formatSignedUsd(-0.001)).toBe('$ 0');
  });
});

describe('formatSignedPercent', () => {
  it('keeps 0 to 2 decimals and always shows the sign of a change', () => {
    expect(formatSignedPercent(17)).toBe('+17%');
    expect(formatSignedPercent(-14.054)).toBe('-14.05%');
    expect(formatSignedPercent(0)).toBe('0%');
    expect(formatSignedPercent(Number.NaN)).toBe('—');
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
