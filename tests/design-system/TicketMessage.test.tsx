import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/TicketMessage.stories';
import { renderWithProviders } from '../utils/render';

const { FromClient, PlainTextOnly } = composeStories(stories);

describe('TicketMessage', () => {
  it('shows the body as plain text, never as HTML, with its line breaks', () => {
    const { container } = renderWithProviders(<PlainTextOnly />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const body = screen.getByText(/<b>Not bold<\/b>/);
    expect(body.textContent).toContain('\nSecond line');
  });

  it('lists attachments as download links with their size', () => {
    renderWithProviders(<FromClient />);
    const link = screen.getByRole('link', { name: 'bank-statement-march.pdf' });
    expect(link).toHaveAttribute('href', '/files/bank-statement-march.pdf');
    expect(link).toHaveAttribute('download', 'bank-statement-march.pdf');
    expect(screen.getByText('(240 KB)')).toBeInTheDocument();
  });

  it('marks the author for the chat layout and names them', () => {
    const { container } = renderWithProviders(<FromClient authorLabels={{ client: 'Sie' }} />);
    expect(screen.getByText('Sie')).toBeInTheDocument();
    expect(container.querySelector('[data-author="client"]')).not.toBeNull();
  });
});
