import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { ErrorState } from '@/design-system/ErrorState';
import * as stories from '../../stories/design-system/ErrorState.stories';
import { renderWithProviders } from '../utils/render';

const { ErrorWithRetry } = composeStories(stories);

describe('ErrorState', () => {
  it.each([
    ['404', 'Page not found', 'The page you are looking for does not exist.'],
    ['unauthorized', 'Access denied', 'You do not have permission to view this page.'],
    ['error', 'Something went wrong', 'Please try again.'],
  ] as const)('shows the default English texts of the %s variant', (variant, title, text) => {
    renderWithProviders(<ErrorState variant={variant} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows translated title and text when given', () => {
    renderWithProviders(
      <ErrorState
        variant="404"
        title="Seite nicht gefunden"
        description="Diese Seite gibt es nicht."
        titleAs="h2"
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.getByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
  });

  it('shows no button when there is no retry handler', () => {
    renderWithProviders(<ErrorState variant="error" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onRetry from the retry button', async () => {
    const onRetry = fn();
    renderWithProviders(<ErrorWithRetry onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a custom retry label and a custom action side by side', () => {
    renderWithProviders(
      <ErrorState
        onRetry={fn()}
        retryLabel="Erneut versuchen"
        action={<a href="/en/home">Home</a>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/home');
  });
});
