import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/WalletCard.stories';
import { renderWithProviders } from '../utils/render';

const { Tile, OtherCurrency, NoLink } = composeStories(stories);

describe('WalletCard', () => {
  it('links the wallet name and shows the balance in dollars', () => {
    renderWithProviders(<Tile />);
    expect(screen.getByRole('link', { name: 'Main wallet' })).toHaveAttribute(
      'href',
      '/en/wallet/11',
    );
    expect(screen.getByText('$ 12,345.60')).toBeInTheDocument();
  });

  it('renders the link through renderLink with the class and children', () => {
    const renderLink = fn(({ href, children, className }) => (
      <a href={href} className={className} data-router="">
        {children}
      </a>
    ));
    renderWithProviders(<Tile renderLink={renderLink} />);
    expect(screen.getByRole('link', { name: 'Main wallet' })).toHaveAttribute('data-router');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/en/wallet/11' }));
  });

  it('shows other currencies with their code and no link without href', () => {
    renderWithProviders(<OtherCurrency />);
    expect(screen.getByText('€ 2,500.00')).toBeInTheDocument();
    renderWithProviders(<NoLink />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
