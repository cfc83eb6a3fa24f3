import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '@/design-system/StatusBadge';
import * as stories from '../../stories/design-system/StatusBadge.stories';
import { renderWithProviders } from '../utils/render';

const { Default, UnknownStatus } = composeStories(stories);

describe('StatusBadge', () => {
  it('shows the English label of a known status', () => {
    renderWithProviders(<Default status="cancelled" />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('prefers the translated label and then an explicit label', () => {
    const { rerender } = renderWithProviders(
      <Default status="pending" labels={{ pending: 'Käsittelyssä' }} />,
    );
    expect(screen.getByText('Käsittelyssä')).toBeInTheDocument();
    rerender(<StatusBadge status="pending" labels={{ pending: 'Käsittelyssä' }} label="Odottaa" />);
    expect(screen.getByText('Odottaa')).toBeInTheDocument();
  });

  it('shows an unknown status as sent', () => {
    renderWithProviders(<UnknownStatus />);
    expect(screen.getByText('on_hold')).toBeInTheDocument();
  });

  it('keeps its colour dot out of the accessibility tree', () => {
    renderWithProviders(<Default status="completed" />);
    const badge = screen.getByText('Completed').parentElement;
    expect(badge?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(badge).toHaveAttribute('data-status', 'completed');
  });
});
