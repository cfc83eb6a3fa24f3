import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/TradingAccountCard.stories';
import { renderWithProviders } from '../utils/render';

const { Tile: AccountTile, PlatinumEuro } = composeStories(stories);

describe('TradingAccountCard', () => {
  it('shows login, currency, tier, balance, equity, leverage and server', () => {
    renderWithProviders(<AccountTile />);
    expect(screen.getByRole('link', { name: 'Account 5012345' })).toHaveAttribute(
      'href',
      '/en/trading-account/301',
    );
    expect(screen.getByText('US Dollar')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('$ 15,250.75')).toBeInTheDocument();
    expect(screen.getByText('$ 15,480.20')).toBeInTheDocument();
    expect(screen.getByText('1:100')).toBeInTheDocument();
    expect(screen.getByText('Broker-Live')).toBeInTheDocument();
  });

  it('writes non-dollar accounts with the currency name and derives the tier from the balance', () => {
    renderWithProviders(<PlatinumEuro />);
    expect(screen.getByText('€ 310,000.00')).toBeInTheDocument();
    expect(screen.getByText('Platinum')).toBeInTheDocument();
  });
});
