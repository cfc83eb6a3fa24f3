import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from '@/design-system/StatCard';
import { money } from '@/lib/money';
import * as stories from '../../stories/design-system/StatCard.stories';
import { renderWithProviders } from '../utils/render';

const { Default, NegativeDelta, SignedFigure, DownIsGood, PlainNumber, LanguageNotation, Loading } =
  composeStories(stories);

describe('StatCard', () => {
  it('shows a money figure with its cents and a rising change with "+" in the positive tone', () => {
    renderWithProviders(<Default />);
    expect(screen.getByText('$ 4,820.35')).toBeInTheDocument();
    expect(screen.getByText('+12.5%').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'positive',
    );
  });

  it('shows a falling change in money with "−" in its own currency, unless the caller flips the tone', () => {
    renderWithProviders(<NegativeDelta />);
    expect(screen.getByText('€ 15,480.20')).toBeInTheDocument();
    expect(screen.getByText('−€ 320.40').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'negative',
    );
    renderWithProviders(<DownIsGood />);
    expect(screen.getByText('−40%').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'positive',
    );
  });

  it('signs a profit or loss figure itself and names what it covers', () => {
    renderWithProviders(<SignedFigure />);
    expect(screen.getByText('−$ 1,250.00')).toBeInTheDocument();
    expect(screen.getByText('over the last 30 days (Feb 15 – Mar 16, 2026)')).toBeVisible();
    renderWithProviders(
      <StatCard label="Profit" value={money(3333.7, 'USD')} valueSign="always" />,
    );
    expect(screen.getByText('+$ 3,333.70')).toBeInTheDocument();
  });

  it('writes a number as a plain quantity, never as dollars, and a zero change without a sign', () => {
    renderWithProviders(<PlainNumber />);
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByText('0').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
  });

  it("follows the client's notation", () => {
    renderWithProviders(<LanguageNotation />, { locale: 'de', numbers: 'language' });
    expect(screen.getByText('12.345,60 $')).toBeInTheDocument();
    expect(screen.getByText('+350,00 $')).toBeInTheDocument();
  });

  it('shows a preformatted figure as given, marked for the privacy mode when sensitive', () => {
    renderWithProviders(<StatCard label="Balance" value="12 345,60 CHF" sensitive />);
    expect(screen.getByText('12 345,60 CHF')).toHaveAttribute('data-sensitive');
  });

  it('announces loading instead of the value', () => {
    renderWithProviders(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('$ 4,820.35')).toBeNull();
  });
});
