import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/Spinner.stories';
import { renderWithProviders } from '../utils/render';

const { Default, Labelled } = composeStories(stories);

describe('Spinner', () => {
  it('is decorative when it has no label', () => {
    const { container } = renderWithProviders(<Default />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a named status when it has a label', () => {
    renderWithProviders(<Labelled />);
    expect(screen.getByRole('status', { name: 'Loading wallets…' })).toBeInTheDocument();
  });
});
