import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/StatCard.stories';
import { renderWithProviders } from '../utils/render';

const { Default, NegativeDelta, DownIsGood, PlainNumber, Loading } = composeStories(stories);

describe('StatCard', () => {
  it('shows a rising change with "+" in the positive tone', () => {
    renderWithProviders(<Default />);
    expect(screen.getByText('+12.5%').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'positive',
    );
  });

  it('shows a falling change with "−" in the negative tone, unless the caller flips it', () => {
    renderWithProviders(<NegativeDelta />);
    expect(screen.getByText('−$ 320.4').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'negative',
    );
    renderWithProviders(<DownIsGood />);
    expect(screen.getByText('−40%').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'positive',
    );
  });

  it('formats a numeric value and a zero change without a sign', () => {
    renderWithProviders(<PlainNumber />);
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('0').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
  });

  it('announces loading instead of the value', () => {
    renderWithProviders(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('$ 4,820.35')).toBeNull();
  });
});
