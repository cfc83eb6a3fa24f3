import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/TicketListItem.stories';
import { renderWithProviders } from '../utils/render';

const { Unread, Read } = composeStories(stories);

describe('TicketListItem', () => {
  it('links the subject and announces an unread reply', () => {
    renderWithProviders(<Unread />);
    expect(
      screen.getByRole('link', { name: 'Withdrawal to my bank account is still pending' }),
    ).toHaveAttribute('href', '/en/tickets?ticket=812');
    expect(screen.getByText('Unread reply')).toHaveClass('visually-hidden');
  });

  it('says when it was updated, and nothing when the date is missing', () => {
    const { unmount } = renderWithProviders(<Read />);
    expect(screen.getByText(/^Updated/)).toBeVisible();
    unmount();
    renderWithProviders(<Read ticket={{ ...Read.args.ticket!, updated_at: '' }} />);
    expect(screen.queryByText(/^Updated/)).toBeNull();
  });

  it('has no unread text once read', () => {
    renderWithProviders(<Read />);
    expect(screen.queryByText('Unread reply')).toBeNull();
  });
});
