import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/BalanceBar.stories';
import { renderWithProviders } from '../utils/render';

const { Loaded, Failed, Hidden, NoWallet } = composeStories(stories);

describe('BalanceBar', () => {
  it('shows the balance as a sensitive amount', () => {
    renderWithProviders(<Loaded />);
    const amount = screen.getByText('$ 12,345.60');
    expect(amount.closest('[data-sensitive]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Balance' })).toBeInTheDocument();
  });

  it('says the balance failed and retries on request', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    renderWithProviders(<Failed onRetry={onRetry} />);
    expect(screen.getByText('The balance could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('tells assistive technology the balance is hidden in privacy mode', () => {
    renderWithProviders(<Hidden />);
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
    expect(screen.getByText('$ 12,345.60')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a missing wallet instead of a bare dash', () => {
    renderWithProviders(<NoWallet />);
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });
});
