import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/TierBadge.stories';
import { money } from '@/lib/money';
import { renderWithProviders } from '../utils/render';

const { Playground, Platinum, TierOverride } = composeStories(stories);
const usd = (amount: number) => money(amount, 'USD');

describe('TierBadge', () => {
  it.each([
    [0, 'No tier'],
    [9999.99, 'No tier'],
    [10000, 'Silver'],
    [49999, 'Silver'],
    [49999.5, 'Silver'],
    [50000, 'Gold'],
    [249999, 'Gold'],
    [250000, 'Platinum'],
    [1e10, 'Platinum'],
  ])('shows %s as %s', (balance, name) => {
    renderWithProviders(<Playground balance={usd(balance)} showProgress={false} />);
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('shows the remaining amount to the next tier in a named meter', () => {
    renderWithProviders(<Playground balance={usd(42500)} />);
    const meter = screen.getByRole('meter', { name: 'Progress to the next tier' });
    expect(meter).toHaveAttribute('aria-valuetext', '$ 7,500.00 to gold');
    expect(meter).toHaveAttribute('aria-valuemin', '10000');
    expect(meter).toHaveAttribute('aria-valuemax', '50000');
    expect(meter).toHaveAttribute('aria-valuenow', '42500');
    expect(meter.style.getPropertyValue('--progress')).toBe('81.25%');
    expect(screen.getByText('$ 7,500.00 to gold')).toBeInTheDocument();
  });

  it('measures from zero to silver below the first tier', () => {
    renderWithProviders(<Playground balance={usd(9999.99)} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '$ 0.01 to silver');
  });

  it('builds the progress text with translated names', () => {
    renderWithProviders(
      <Playground
        balance={usd(60000)}
        tierLabels={{ gold: 'Kulta', platinum: 'Platina' }}
        progressLabel={(remaining, next) => `${remaining} puuttuu tasosta ${next}`}
      />,
    );
    expect(screen.getByText('Kulta')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '$ 190,000.00 puuttuu tasosta Platina',
    );
  });

  it('shows a full meter with the top-tier text at platinum', () => {
    renderWithProviders(<Platinum />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Highest tier reached');
    expect(screen.getByText('Highest tier reached')).toBeInTheDocument();
  });

  it('wears the current tier on the meter, and a shape of its own per tier', () => {
    const { container } = renderWithProviders(<Playground balance={usd(12500)} />);
    expect(screen.getByRole('meter')).toHaveAttribute('data-tier', 'silver');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '$ 37,500.00 to gold');
    const shapes = [12500, 72000, 310000].map((balance) => {
      const { container: c } = renderWithProviders(
        <Playground balance={usd(balance)} showProgress={false} />,
      );
      return c.querySelector('svg')?.innerHTML;
    });
    expect(new Set(shapes).size).toBe(3);
    expect(container).toBeTruthy();
  });

  it('shows the overriding tier whatever the balance', () => {
    renderWithProviders(<TierOverride />);
    expect(screen.getByText('Gold')).toBeInTheDocument();
    renderWithProviders(<Playground balance={usd(500)} tier="platinum" showProgress={false} />);
    expect(screen.getByText('Platinum')).toBeInTheDocument();
  });

  it('counts the way to the next tier in the account’s own currency', () => {
    renderWithProviders(<Playground balance={money(5000, 'EUR')} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '€ 5,000.00 to silver');
  });

  it('writes the remaining amount in the language’s notation when the client chose it', () => {
    renderWithProviders(<Playground balance={money(5000, 'EUR')} />, {
      locale: 'de',
      numbers: 'language',
    });
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toMatch(
      /^5\.000,00\s€ to silver$/,
    );
  });

  it('has no tier above the defined range of 1e10', () => {
    renderWithProviders(<Playground balance={usd(2e10)} />);
    expect(screen.getByText('No tier')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
