import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkProps } from '@/design-system/Link';
import * as stories from '../../stories/design-system/WalletCard.stories';
import { renderWithProviders } from '../utils/render';

const { Tile, OtherCurrency, NoLink } = composeStories(stories);

/** Stands in for the app's router link, marked so the test can tell it was used. */
const MarkedLink = ({ children, ...props }: LinkProps) => (
  <a {...props} data-router-link="">
    {children}
  </a>
);

describe('WalletCard', () => {
  it('links the wallet name and shows the balance in dollars', () => {
    renderWithProviders(<Tile />);
    expect(screen.getByRole('link', { name: 'Main wallet' })).toHaveAttribute(
      'href',
      '/en/wallet/11',
    );
    expect(screen.getByText('$ 12,345.60')).toBeInTheDocument();
  });

  it("renders the link through the app's link component, with its target and name", () => {
    renderWithProviders(
      <LinkProvider component={MarkedLink}>
        <Tile />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Main wallet' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '/en/wallet/11');
  });

  it('shows other currencies with their code and no link without href', () => {
    renderWithProviders(<OtherCurrency />);
    expect(screen.getByText('€ 2,500.00')).toBeInTheDocument();
    renderWithProviders(<NoLink />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
