import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/Sidebar.stories';
import { renderWithProviders } from '../utils/render';

const { Loading, Loaded, WithAvatar, Privacy, NoWallet, LongFinnishName } = composeStories(stories);

describe('Sidebar', () => {
  it('shows skeletons and no data while loading', () => {
    renderWithProviders(<Loading />);
    const aside = screen.getByRole('complementary', { name: 'Profile and balance' });
    expect(aside).toHaveTextContent('Loading profile…');
    expect(aside.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByText('Anna Smith')).toBeNull();
    expect(screen.queryByText('$ 12,345.60')).toBeNull();
  });

  it('shows initials, the full name and the first wallet balance once loaded', () => {
    renderWithProviders(<Loaded />);
    const aside = screen.getByRole('complementary', { name: 'Profile and balance' });
    expect(aside).toHaveTextContent('AS');
    expect(screen.getByText('Anna Smith')).toBeInTheDocument();
    expect(screen.getByText('Balance')).toBeInTheDocument();
    expect(screen.getByText('$ 12,345.60')).toBeInTheDocument();
    expect(aside.querySelector('[data-skeleton]')).toBeNull();
  });

  it('shows the avatar image with its alternative text, and the initials if it fails', () => {
    renderWithProviders(<WithAvatar />);
    const image = screen.getByRole('img', { name: 'Profile photo' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.queryByText('AS')).toBeNull();
    fireEvent.error(image);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AS')).toBeInTheDocument();
  });

  it('passes privacy to the balance card', async () => {
    renderWithProviders(<Privacy />);
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.queryByText('Balance hidden')).toBeNull();
    expect(screen.getByText('$ 12,345.60')).toBeInTheDocument();
  });

  it('reads "Not available" when there is no wallet', () => {
    renderWithProviders(<NoWallet />);
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });

  it('uses translated labels', () => {
    renderWithProviders(<LongFinnishName />);
    expect(screen.getByRole('complementary', { name: 'Profiili ja saldo' })).toBeInTheDocument();
    expect(screen.getByText('Käytettävissä oleva saldo')).toBeInTheDocument();
    expect(screen.getByText('Aleksanteri-Johannes Kärkkäinen-Väisänen')).toBeInTheDocument();
    expect(screen.getByText('$ 1,234,567.89')).toBeInTheDocument();
  });
});
