import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '@/design-system/PasswordField';
import * as stories from '../../stories/design-system/PasswordField.stories';
import { renderWithProviders } from '../utils/render';

const { Default, NewPassword, Disabled, WithError } = composeStories(stories);

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then shows it with the same value', async () => {
    const onVisibleChange = fn();
    renderWithProviders(<Default onVisibleChange={onVisibleChange} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'Sup3r-secret');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).not.toHaveAttribute('aria-pressed');
    expect(show).toHaveAttribute('aria-controls', input.id);
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Sup3r-secret');
    expect(screen.getByRole('button', { name: 'Hide password' })).not.toHaveAttribute(
      'aria-pressed',
    );
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Sup3r-secret');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps focus and the caret in the input when the toggle is clicked', async () => {
    renderWithProviders(<Default />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(input, 'abcdef');
    input.setSelectionRange(2, 4);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4]);
    await user.keyboard('X');
    expect(input).toHaveValue('abXef');
  });

  it('toggles from the keyboard', async () => {
    renderWithProviders(<Default />);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('passes autoComplete through for password managers', () => {
    renderWithProviders(<NewPassword />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    renderWithProviders(<PasswordField label="Current" />);
    expect(screen.getByLabelText('Current')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('accepts pasted text', async () => {
    const onChange = fn();
    renderWithProviders(<PasswordField label="Password" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Password'));
    await user.paste('from-the-manager');
    expect(screen.getByLabelText('Password')).toHaveValue('from-the-manager');
    expect(onChange).toHaveBeenCalled();
  });

  it('uses translated toggle names', () => {
    renderWithProviders(
      <PasswordField
        label="Passwort"
        showLabel="Passwort anzeigen"
        hideLabel="Passwort verbergen"
        defaultVisible
      />,
    );
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toBeEnabled();
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'text');
  });

  it('disables the toggle with the field', () => {
    renderWithProviders(<Disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('links the error and marks the input invalid when there is an error', () => {
    renderWithProviders(<WithError />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The password must be at least 8 characters.');
  });

  it('forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<PasswordField label="Password" ref={ref} name="password" />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    expect(ref.current).toHaveAttribute('name', 'password');
  });
});
