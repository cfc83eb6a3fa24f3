import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { AmountField, type AmountFieldProps } from '@/design-system/AmountField';
import * as stories from '../../stories/design-system/AmountField.stories';
import { renderWithProviders } from '../utils/render';

const { Default, German, OutOfRange, Disabled } = composeStories(stories);

function Controlled(props: Omit<AmountFieldProps, 'label'> & { label?: string }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <AmountField
      label="Amount"
      {...props}
      value={value}
      onValueChange={(next, raw) => {
        setValue(next);
        props.onValueChange?.(next, raw);
      }}
    />
  );
}

describe('AmountField', () => {
  it('reads "1 234,56" as 1234.56 in German and shows it back in German notation', async () => {
    const onValueChange = fn();
    renderWithProviders(<German onValueChange={onValueChange} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Betrag');
    await user.type(input, '1 234,56');
    expect(onValueChange).toHaveBeenLastCalledWith(1234.56, '1 234,56');
    await user.tab();
    expect(input).toHaveValue('1.234,56');
  });

  it('reads no-break and narrow no-break spaces as groups in German', async () => {
    const onValueChange = fn();
    renderWithProviders(<Controlled locale="de" onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Amount'));
    await user.paste('12\u00a0345\u202f678,9');
    expect(onValueChange).toHaveBeenLastCalledWith(12345678.9, '12\u00a0345\u202f678,9');
  });

  it('reads "1,234.56" as 1234.56 in English', async () => {
    const onValueChange = fn();
    renderWithProviders(<Default onValueChange={onValueChange} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Amount');
    await user.type(input, '1,234.56');
    expect(onValueChange).toHaveBeenLastCalledWith(1234.56, '1,234.56');
    await user.tab();
    expect(input).toHaveValue('1,234.56');
  });

  it('asks the phone for a decimal keypad and reads the currency after the label', () => {
    renderWithProviders(<Default />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAccessibleDescription('USD');
  });

  it('reports null for unreadable text and explains it after leaving the field', async () => {
    const onValueChange = fn();
    renderWithProviders(
      <Controlled locale="de" onValueChange={onValueChange} invalidError="Ungültiger Betrag" />,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Amount');
    await user.type(input, '12,345');
    expect(onValueChange).toHaveBeenLastCalledWith(null, '12,345');
    expect(screen.queryByText('Ungültiger Betrag')).toBeNull();
    await user.tab();
    expect(input).toHaveAccessibleDescription('Ungültiger Betrag');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('12,345');
    await user.type(input, '{Backspace}');
    expect(screen.queryByText('Ungültiger Betrag')).toBeNull();
    expect(onValueChange).toHaveBeenLastCalledWith(12.34, '12,34');
  });

  it('shows the range error after leaving the field when the amount is outside min and max', async () => {
    renderWithProviders(<OutOfRange />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Amount');
    await user.type(input, '10');
    await user.tab();
    expect(screen.getByText('Enter an amount from 50 to 2,000')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '50');
    await user.tab();
    expect(screen.queryByText('Enter an amount from 50 to 2,000')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('uses a translated range error when one is given', async () => {
    renderWithProviders(<Controlled locale="de" min={50} rangeError="Mindestens 50 EUR" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '49,99');
    await user.tab();
    expect(screen.getByText('Mindestens 50 EUR')).toBeInTheDocument();
  });

  it('prefers the caller’s error over its own', async () => {
    renderWithProviders(<Controlled error="Server says no" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), 'abc');
    await user.tab();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Server says no');
  });

  it('keeps half-typed text such as "12," while the parent already holds 12', async () => {
    renderWithProviders(<Controlled locale="fr" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Amount');
    await user.type(input, '12,');
    expect(input).toHaveValue('12,');
    await user.type(input, '5');
    expect(input).toHaveValue('12,5');
  });

  it('shows a new value from the parent and follows a change of locale', () => {
    const { rerender } = renderWithProviders(
      <AmountField label="Amount" locale="en" value={1234.5} />,
    );
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveValue('1,234.50');
    rerender(<AmountField label="Amount" locale="en" value={99} />);
    expect(input).toHaveValue('99');
    rerender(<AmountField label="Amount" locale="de" value={99.9} />);
    expect(input).toHaveValue('99,90');
    rerender(<AmountField label="Amount" locale="de" value={null} />);
    expect(input).toHaveValue('');
  });

  it('reformats uncontrolled text when the locale changes', async () => {
    const { rerender } = renderWithProviders(
      <AmountField label="Amount" locale="en" defaultValue={5} />,
    );
    const input = screen.getByLabelText('Amount');
    await userEvent.setup().type(input, '.5');
    rerender(<AmountField label="Amount" locale="de" defaultValue={5} />);
    expect(input).toHaveValue('5,50');
  });

  it('is disabled and forwards the ref', () => {
    renderWithProviders(<Disabled />);
    expect(screen.getByLabelText('Amount')).toBeDisabled();
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<AmountField label="Deposit" ref={ref} name="deposit" />);
    expect(ref.current).toBe(screen.getByLabelText('Deposit'));
    expect(ref.current).toHaveAttribute('name', 'deposit');
  });

  it('keeps what was typed when the parent hands the values back late, one keystroke behind', async () => {
    // A parent like the IPO calculator: the value lives in the URL, which the router applies in a
    // transition, so the field gets back "1" after "12" was already typed.
    const queue: (number | null)[] = [];
    function LateParent() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <AmountField
            label="Amount"
            value={value}
            onValueChange={(next) => {
              queue.push(next);
            }}
          />
          <button type="button" onClick={() => setValue(queue.shift() ?? null)}>
            Apply the next value
          </button>
        </>
      );
    }
    renderWithProviders(<LateParent />);
    const applyNext = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Apply the next value' }));
    const input = screen.getByLabelText('Amount');
    const user = userEvent.setup();
    await user.type(input, '12');
    expect(input).toHaveValue('12');
    applyNext();
    expect(input).toHaveValue('12');
    applyNext();
    expect(input).toHaveValue('12');
    await user.type(input, '3');
    expect(input).toHaveValue('123');
  });
});
