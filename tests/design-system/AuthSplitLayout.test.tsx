import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthSplitLayout } from '@/design-system/AuthSplitLayout';
import { renderWithProviders } from '../utils/render';

describe('AuthSplitLayout', () => {
  it('shows the landing copy of the specification by default', () => {
    renderWithProviders(<AuthSplitLayout>page</AuthSplitLayout>);
    const panel = screen.getByRole('complementary', { name: 'Welcome back!' });
    expect(panel).toHaveTextContent('We are glad to see you again!');
    expect(panel).toHaveTextContent('Instant deposits, withdrawals & payouts trusted by millions worldwide.');
  });

  it('puts the page in the main landmark and the header above it', () => {
    renderWithProviders(
      <AuthSplitLayout header={<span>Brand and language</span>}>
        <h1>Sign in</h1>
      </AuthSplitLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Sign in' }));
    expect(screen.getByRole('banner')).toHaveTextContent('Brand and language');
    expect(main).not.toHaveTextContent('Brand and language');
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
    renderWithProviders(<AuthSplitLayout>page</AuthSplitLayout>);
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
