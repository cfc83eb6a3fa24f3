import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/TicketMessage.stories';
import { TicketMessage } from '@/design-system/TicketMessage';
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

  it('links https addresses of the text to a new tab, and nothing else', () => {
    renderWithProviders(
      <TicketMessage
        message={{
          id: 1,
          author: 'support',
          body: 'See https://help.example.com/a. Not http://plain.example.com or javascript:alert(1)',
          attachments: [],
          created_at: '2026-03-16T10:00:00Z',
        }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://help.example.com/a');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  });

  it('shows an attachment with a script URL as a name, not as a link', () => {
    renderWithProviders(
      <TicketMessage
        message={{
          id: 1,
          author: 'support',
          body: 'File',
          attachments: [{ name: 'evil.txt', url: 'javascript:alert(1)', size: 12 }],
          created_at: '2026-03-16T10:00:00Z',
        }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('evil.txt')).toBeInTheDocument();
  });

  it('links an attachment only when it stays on https or on this site', () => {
    renderWithProviders(
      <TicketMessage
        message={{
          id: 1,
          author: 'support',
          body: 'Files',
          attachments: [
            { name: 'backslash.pdf', url: '/\\evil.example/x.pdf', size: 12 },
            { name: 'protocol-relative.pdf', url: '//evil.example/x.pdf', size: 12 },
            { name: 'plain-http.pdf', url: 'http://files.example.com/x.pdf', size: 12 },
            { name: 'secure.pdf', url: 'https://files.example.com/x.pdf', size: 12 },
            { name: 'own.pdf', url: '/files/own.pdf', size: 12 },
          ],
          created_at: '2026-03-16T10:00:00Z',
        }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://files.example.com/x.pdf',
      '/files/own.pdf',
    ]);
    for (const name of ['backslash.pdf', 'protocol-relative.pdf', 'plain-http.pdf']) {
      expect(screen.getByText(name)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });
});
