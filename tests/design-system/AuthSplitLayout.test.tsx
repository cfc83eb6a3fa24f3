import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthSplitLayout } from '@/design-system/AuthSplitLayout';
import * as stories from '../../stories/design-system/AuthSplitLayout.stories';
import { renderWithProviders } from '../utils/render';

const { Default, WithHeader } = composeStories(stories);

describe('AuthSplitLayout', () => {
  it('shows the landing copy of the specification by default', () => {
    renderWithProviders(<Default />);
    const panel = screen.getByRole('complementary', { name: 'Welcome back!' });
    expect(panel).toHaveTextContent('We are glad to see you again!');
    expect(panel).toHaveTextContent(
      'Instant deposits, withdrawals & payouts trusted by millions worldwide.',
    );
  });

  it('puts the page in the main landmark and the header above it', () => {
    // The signed-out navbar (brand, language, theme) as the header.
    renderWithProviders(<WithHeader />);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Sign in' }));
    expect(screen.getByRole('banner')).toHaveTextContent('Northstar Markets');
    expect(main).not.toHaveTextContent('Northstar Markets');
  });

  it('shows translated copy and an illustration when given', () => {
    renderWithProviders(
      <AuthSplitLayout
        title="Willkommen zurück!"
        subtitle="Schön, Sie wiederzusehen!"
        tagline="Sofortige Einzahlungen."
        illustration={<img src="data:," alt="" />}
      >
        page
      </AuthSplitLayout>,
    );
    const panel = screen.getByRole('complementary', { name: 'Willkommen zurück!' });
    expect(panel).toHaveTextContent('Schön, Sie wiederzusehen!');
    expect(panel).toHaveTextContent('Sofortige Einzahlungen.');
    expect(panel.querySelector('img')).not.toBeNull();
    expect(screen.queryByText('Welcome back!')).toBeNull();
  });

  it('renders no header when none is given', () => {
    renderWithProviders(<Default />);
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
