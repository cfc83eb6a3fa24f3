import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/Notice.stories';
import { renderWithProviders } from '../utils/render';

const { Success, Info } = composeStories(stories);

describe('Notice', () => {
  it('announces its text politely as a status', () => {
    renderWithProviders(<Success />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been reset. Sign in with the new one.',
    );
  });

  it('shows guidance in the info tone', () => {
    renderWithProviders(<Info />);
    expect(screen.getByRole('status')).toHaveTextContent('verification link');
  });
});
