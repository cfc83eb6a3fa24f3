import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/PageBanner.stories';
import { renderWithProviders } from '../utils/render';

const { Danger, Warning } = composeStories(stories);

describe('PageBanner', () => {
  it('shows the message with its action', () => {
    renderWithProviders(<Danger />);
    expect(screen.getByText(/identity check was rejected/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to verification' })).toHaveAttribute(
      'href',
      '/en/settings/verification',
    );
  });

  it('shows a message without an action', () => {
    renderWithProviders(<Warning />);
    expect(screen.getByText('Something needs your attention.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
