import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from '@/design-system/DateField';
import { renderWithProviders } from '../utils/render';

function renderField(value = '', max?: string) {
  const onValueChange = vi.fn();
  const view = renderWithProviders(
    <DateField
      label="From"
      value={value}
      max={max}
      onValueChange={onValueChange}
      outOfRangeMessage="Enter a date from Jan 1, 1900 to today."
    />,
  );
  return { onValueChange, input: screen.getByLabelText('From'), ...view };
}

describe('DateField', () => {
  it('applies a day only when it is complete and possible: never the years on the way to 2026', () => {
    const { onValueChange, input } = renderField();
    // What Chromium reports while a year is typed digit by digit.
    for (const partial of ['0002-01-15', '0020-01-15', '0202-01-15']) {
      fireEvent.change(input, { target: { value: partial } });
      expect(input).toHaveValue(partial);
    }
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-01-15' } });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-01-15');
  });

  it('refuses a day outside its range in place, complete or left half-typed, and sends nothing', () => {
    const { onValueChange, input } = renderField('', '2026-11-27');
    fireEvent.change(input, { target: { value: '0202-03-01' } });
    expect(screen.queryByText('Enter a date from Jan 1, 1900 to today.')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Enter a date from Jan 1, 1900 to today.')).toBeVisible();
    fireEvent.change(input, { target: { value: '2027-03-01' } });
    expect(screen.getByText('Enter a date from Jan 1, 1900 to today.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-03-01' } });
    expect(screen.queryByText('Enter a date from Jan 1, 1900 to today.')).toBeNull();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-03-01');
  });

  it('marks itself empty (WebKit draws today’s date there; the style hides it)', () => {
    const { input } = renderField();
    expect(input).toHaveAttribute('data-empty');
    fireEvent.change(input, { target: { value: '2026-01-15' } });
    expect(input).not.toHaveAttribute('data-empty');
  });

  it('clears at once, and shows a day set from outside (back, forward, "Clear filters")', () => {
    const { onValueChange, input, rerender } = renderField('2026-01-15');
    fireEvent.change(input, { target: { value: '' } });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(undefined);
    rerender(
      <DateField
        label="From"
        value="2025-06-01"
        onValueChange={onValueChange}
        outOfRangeMessage="x"
      />,
    );
    expect(screen.getByLabelText('From')).toHaveValue('2025-06-01');
  });
});
