import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { BalanceCard } from '@/design-system/BalanceCard';
import { money } from '@/lib/money';
import * as stories from '../../stories/design-system/BalanceCard.stories';
import { renderWithProviders } from '../utils/render';

const { Default, Loading, Privacy, Unavailable } = composeStories(stories);

describe('BalanceCard', () => {
  it('shows the amount as "$ " plus en-US grouping with the cents', () => {
    renderWithProviders(<Default />);
    expect(screen.getByText('Balance')).toBeInTheDocument();
    expect(screen.getByText('$ 12,345.60')).toBeInTheDocument();
  });

  it('rounds to the cents and groups large amounts', () => {
    renderWithProviders(<Default amount={money(1234567.899, 'USD')} />);
    expect(screen.getByText('$ 1,234,567.90')).toBeInTheDocument();
  });

  it('shows a balance in its own currency', () => {
    renderWithProviders(<Default amount={money(2500, 'EUR')} />);
    expect(screen.getByText('€ 2,500.00')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('shows placeholders and announces loading instead of the amount when loading', () => {
    renderWithProviders(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading balance…');
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('hides the amount from assistive technology and reads the hidden label when private', () => {
    renderWithProviders(<Privacy hiddenLabel="Saldo piilotettu" />);
    expect(screen.getByText('$ 12,345.60')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Saldo piilotettu')).toBeInTheDocument();
  });

  it('asks to toggle privacy from the eye button, named by the current state', async () => {
    const onTogglePrivacy = fn();
    const { rerender } = renderWithProviders(<Default onTogglePrivacy={onTogglePrivacy} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(onTogglePrivacy).toHaveBeenCalledTimes(1);
    rerender(<Default onTogglePrivacy={onTogglePrivacy} privacy />);
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeInTheDocument();
  });

  it('has no eye button when nobody handles the toggle', () => {
    renderWithProviders(<Default />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a dash read as "Not available" when there is no amount', () => {
    renderWithProviders(<Unavailable />);
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('BalanceCard failure', () => {
  const { Failed } = composeStories(stories);

  it('says the balance failed to load and offers a retry instead of a dash', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    renderWithProviders(<Failed onRetry={onRetry} />);
    expect(screen.getByText('The balance could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('—')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('marks a loaded amount as sensitive (privacy mode blurs it)', () => {
    renderWithProviders(<BalanceCard amount={money(12345.6, 'USD')} />);
    expect(screen.getByText('$ 12,345.60').closest('[data-sensitive]')).not.toBeNull();
  });
});
