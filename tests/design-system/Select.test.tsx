import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { Select } from '@/design-system/Select';
import * as stories from '../../stories/design-system/Select.stories';
import { renderWithProviders } from '../utils/render';

const { Default, WithError, Controlled, Required } = composeStories(stories);

describe('Select', () => {
  it('starts on an empty, disabled placeholder when a placeholder is given', () => {
    renderWithProviders(<Default />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('');
    const [first] = within(select).getAllByRole('option');
    expect(first).toHaveTextContent('Choose a currency');
    expect(first).toHaveValue('');
    expect(first).toBeDisabled();
  });

  it('is reached with Tab and reports the chosen value through onChange and onValueChange', async () => {
    const onChange = fn();
    const onValueChange = fn();
    renderWithProviders(<Default onChange={onChange} onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'GBP');
    expect(select).toHaveValue('GBP');
    expect(onValueChange).toHaveBeenCalledWith('GBP');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps disabled options unselectable', async () => {
    const onValueChange = fn();
    renderWithProviders(<Default onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(within(select).getByRole('option', { name: /CHF/ })).toBeDisabled();
    await userEvent.setup().selectOptions(select, 'CHF');
    expect(select).toHaveValue('');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('references the hint and the error and is invalid when there is an error', () => {
    renderWithProviders(<WithError />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'The currency cannot be changed after the account is opened. You have reached the maximum number of trading accounts.',
    );
  });

  it('follows the value prop when controlled', async () => {
    const onValueChange = fn();
    const { rerender } = renderWithProviders(<Controlled onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('GBP');
    await userEvent.setup().selectOptions(select, 'USD');
    expect(onValueChange).toHaveBeenCalledWith('USD');
    // The parent did not accept the change, so the select stays on the parent's value.
    expect(select).toHaveValue('GBP');
    rerender(<Controlled value="EUR" />);
    expect(select).toHaveValue('EUR');
  });

  it('announces required and sets the native required flag', () => {
    renderWithProviders(<Required />);
    expect(screen.getByRole('combobox', { name: 'Currency required' })).toBeRequired();
  });

  it('forwards the ref and native props for register()', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithProviders(
      <Select
        label="Country"
        name="country"
        ref={ref}
        defaultValue="FI"
        options={[
          { value: 'DE', label: 'Germany' },
          { value: 'FI', label: 'Finland' },
        ]}
      />,
    );
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Country' }));
    expect(ref.current?.value).toBe('FI');
    expect(ref.current).toHaveAttribute('name', 'country');
  });

  it('selects the first option when there is neither placeholder nor value', () => {
    renderWithProviders(
      <Select
        label="Country"
        options={[
          { value: 'DE', label: 'Germany' },
          { value: 'FI', label: 'Finland' },
        ]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  });
});
