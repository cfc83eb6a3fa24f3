import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from '@/design-system/SkipLink';
import { renderWithProviders } from '../utils/render';

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus to the main landmark', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink />
        <nav aria-label="Main">
          <a href="/en/home">Home</a>
        </nav>
        <main id="main">
          <h1>Page</h1>
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
