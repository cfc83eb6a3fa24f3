import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { CurrencyPickerModal } from '@/design-system/CurrencyPickerModal';
import * as stories from '../../stories/design-system/CurrencyPickerModal.stories';
import { renderWithProviders } from '../utils/render';

const { Default, Busy, ServerError } = composeStories(stories);

const currencies = [
  { id: 1, name: 'US Dollar' },
  { id: 2, name: 'Euro' },
];

describe('CurrencyPickerModal', () => {
  it('preselects the first currency and confirms it by default', async () => {
    const onConfirm = fn();
    renderWithProviders(<Default onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Open a trading account' });
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('1');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith(1);
  });

  it('confirms the currency the user chose', async () => {
    const onConfirm = fn();
    const user = userEvent.setup();
    renderWithProviders(<Default onConfirm={onConfirm} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'Euro');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(onConfirm).toHaveBeenCalledWith(2);
  });

  it('preselects the first currency when the list arrives after opening', () => {
    const props = { open: true, title: 'New account', onConfirm: fn(), onClose: fn() };
    const { rerender } = renderWithProviders(
      <CurrencyPickerModal {...props} currencies={[]} currenciesLoading />,
    );
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    rerender(
      <CurrencyPickerModal {...props} currencies={[{ id: 'eur', name: 'Euro' }, ...currencies]} />,
    );
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('eur');
  });

  it('does not close on Escape and has no × button', async () => {
    const onClose = fn();
    renderWithProviders(<Default onClose={onClose} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    select.focus();
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('closes from the Close button with the translated label', async () => {
    const onClose = fn();
    renderWithProviders(<Default onClose={onClose} closeLabel="Sulje" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sulje' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows "Loading..." with a spinner and ignores clicks while busy', async () => {
    const onConfirm = fn();
    renderWithProviders(<Busy onConfirm={onConfirm} />);
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await userEvent.setup().dblClick(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms only once on a double click before the parent turns busy', async () => {
    const onConfirm = fn();
    renderWithProviders(<Default onConfirm={onConfirm} />);
    await userEvent.setup().dblClick(screen.getByRole('button', { name: 'Next step' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('lets the user confirm again after the request failed', async () => {
    const onConfirm = fn();
    const user = userEvent.setup();
    const props = { open: true, title: 'New account', currencies, onConfirm, onClose: fn() };
    const { rerender } = renderWithProviders(<CurrencyPickerModal {...props} />);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    rerender(<CurrencyPickerModal {...props} busy />);
    rerender(<CurrencyPickerModal {...props} error="Limit reached" />);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('shows the server error inline under the select', () => {
    renderWithProviders(<ServerError />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      /You have reached the maximum number of trading accounts\./,
    );
  });
});
