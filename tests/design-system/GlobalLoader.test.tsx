import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlobalLoader } from '@/design-system/GlobalLoader';
import * as stories from '../../stories/design-system/GlobalLoader.stories';
import { renderWithProviders } from '../utils/render';

const { Loading } = composeStories(stories);

describe('GlobalLoader', () => {
  it('shows "Loading…" in a polite status while loading', () => {
    renderWithProviders(<Loading />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading…');
  });

  it('shows nothing, but keeps the live region, when not loading', () => {
    const { rerender } = renderWithProviders(<GlobalLoader loading />);
    rerender(<GlobalLoader loading={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('uses the translated label', () => {
    renderWithProviders(<GlobalLoader loading label="Ladataan…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
  });
});
