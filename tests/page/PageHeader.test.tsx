import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '@/page/PageHeader';
import { pageTitles } from '@/page/titles';
import { messagesOf, renderWithProviders } from '../utils/render';

describe('PageHeader', () => {
  it("names the page's one h1 with the route's title, the message the document title says", () => {
    renderWithProviders(<PageHeader page="tickets" />, { locale: 'de' });
    const title = messagesOf('de')[pageTitles.tickets.id];
    expect(title).toBe('Support-Tickets');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(title!);
  });

  it('shows the lead under the heading and the actions beside it', () => {
    renderWithProviders(
      <PageHeader
        page="wallets"
        lead="Each wallet keeps its own currency."
        actions={<button type="button">New wallet</button>}
      />,
    );
    const header = screen.getByRole('heading', { level: 1, name: 'Wallets' }).closest('header')!;
    expect(within(header).getByText('Each wallet keeps its own currency.')).toBeVisible();
    expect(within(header).getByRole('button', { name: 'New wallet' })).toBeVisible();
  });

  it("says the page's subject instead of its route where it has one, with the way back above", () => {
    renderWithProviders(
      <PageHeader
        heading="Main wallet"
        back={<a href="/en/wallet/wallets">All wallets</a>}
        id="wallet-title"
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Main wallet' });
    expect(heading).toHaveAttribute('id', 'wallet-title');
    expect(screen.queryByText('Wallet')).toBeNull();
    const back = screen.getByRole('link', { name: 'All wallets' });
    // The way back comes first: a keyboard user meets it before the heading.
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
