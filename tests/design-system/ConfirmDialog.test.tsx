import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/design-system/ConfirmDialog';
import * as stories from '../../stories/design-system/ConfirmDialog.stories';
import { renderWithProviders } from '../utils/render';

const { Default, Danger, Busy } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('shows title, text and the default OK / Cancel labels', () => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Session expired"
        text="Sign in again."
        onConfirm={fn()}
        onCancel={fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Session expired' });
    expect(dialog).toHaveAccessibleDescription('Sign in again.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('calls onConfirm for OK and onCancel for Cancel, Escape and ×', async () => {
    const onConfirm = fn();
    const onCancel = fn();
    const user = userEvent.setup();
    renderWithProviders(<Default onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('paints the confirm button red and focuses Cancel for a danger action', () => {
    renderWithProviders(<Danger />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('blocks cancelling and a second confirm while busy', async () => {
    const onConfirm = fn();
    const onCancel = fn();
    const user = userEvent.setup();
    renderWithProviders(<Busy onConfirm={onConfirm} onCancel={onCancel} />);
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveAttribute('aria-busy', 'true');
    await user.click(ok);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('is a one-button alert without onCancel, and Escape confirms', async () => {
    const onConfirm = fn();
    renderWithProviders(
      <ConfirmDialog open title="Error" text="Try later." onConfirm={onConfirm} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.setup().keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
