import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberFormatProvider } from '@/design-system/NumberFormat';
import { directionOf, movementOf, TransactionRow } from '@/design-system/TransactionRow';
import { money } from '@/lib/money';
import * as stories from '../../stories/design-system/TransactionRow.stories';
import { playContext } from '../utils/play';
import { renderWithProviders } from '../utils/render';

const { Card, TableRows, MobileList, Rejected, Cancelled } = composeStories(stories);
const base = Card.args.transaction!;

describe('TransactionRow', () => {
  it('shows money in with "+", its cents and the positive tone', async () => {
    const { container } = renderWithProviders(<Card />);
    await Card.play!(playContext(container));
    expect(screen.getByText('+$ 5,000.00')).toHaveAttribute('data-sensitive');
  });

  it('marks each figure of a comment for privacy mode, and only the figures', () => {
    renderWithProviders(
      <Card transaction={{ ...base, comment: 'CBLT: sale of 1 250,50 shares at 31.2' }} />,
    );
    const figures = [...document.querySelectorAll('[data-sensitive]')].map((el) => el.textContent);
    expect(figures).toEqual(expect.arrayContaining(['1 250,50', '31.2']));
    expect(figures).not.toContain('CBLT: sale of ');
    expect(screen.getByText(/CBLT: sale of/)).toHaveTextContent(
      'CBLT: sale of 1 250,50 shares at 31.2',
    );
  });

  it.each([
    ['withdrawal', 250, 'Withdrawal', '−$ 250.00'],
    ['ipo_buy', 1400, 'IPO subscription', '−$ 1,400.00'],
    ['fee', 2.5, 'Fee', '−$ 2.50'],
    ['ipo_sell', 980.25, 'IPO sale', '+$ 980.25'],
    ['transfer', -300, 'Transfer', '−$ 300.00'],
    ['transfer', 300, 'Transfer', '+$ 300.00'],
  ])('signs a %s of %s as %s %s', (type, amount, label, text) => {
    renderWithProviders(<Card transaction={{ ...base, type, amount: money(amount, 'USD') }} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('lets the caller force the direction of money that moved', () => {
    expect(directionOf({ type: 'transfer', amount: 10 })).toBe('in');
    renderWithProviders(
      <Card
        transaction={{ ...base, type: 'transfer', amount: money(10, 'USD') }}
        direction="out"
      />,
    );
    expect(screen.getByText('−$ 10.00')).toHaveAttribute('data-tone', 'out');
  });

  it.each([
    ['rejected', 'deposit', 99.99, '$ 99.99', 'Rejected'],
    ['cancelled', 'withdrawal', 800, '$ 800.00', 'Cancelled'],
    ['rejected', 'fee', -3, '$ 3.00', 'Rejected'],
  ])(
    'shows a %s %s without a sign, struck through, beside its status',
    (status, type, amount, text, label) => {
      expect(movementOf({ status, type, amount })).toBe('void');
      renderWithProviders(
        <Card
          transaction={{ ...base, status, type, amount: money(amount, 'USD') }}
          direction="in"
        />,
      );
      const shown = screen.getByText(text);
      expect(shown).toHaveAttribute('data-tone', 'void');
      expect(shown).toHaveStyle({ textDecorationLine: 'line-through' });
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByText(/[+\u2212]/)).toBeNull();
    },
  );

  it('keeps void rows unsigned in the card list and the table', async () => {
    for (const Story of [Rejected, Cancelled, MobileList, TableRows]) {
      const { container, unmount } = renderWithProviders(<Story />);
      await Story.play!(playContext(container));
      unmount();
    }
  });

  it('writes each amount in its own currency, in the language notation when chosen', () => {
    renderWithProviders(
      <NumberFormatProvider locale="de" notation="language">
        <Card
          transaction={{ ...base, amount: money(1234.5, 'EUR') }}
          typeLabels={{ deposit: 'Einzahlung' }}
          statusLabels={{ completed: 'Abgeschlossen' }}
          locale="de"
        />
      </NumberFormatProvider>,
    );
    expect(screen.getByText(/^\+1\.234,50\s€$/)).toBeInTheDocument();
    expect(screen.getByText('Einzahlung')).toBeInTheDocument();
    expect(screen.getByText('Abgeschlossen')).toBeInTheDocument();
    expect(screen.getByText(/14\.03\.2026, 10:15/)).toBeInTheDocument();
  });

  it('renders five table cells as a table row', () => {
    renderWithProviders(
      <table>
        <tbody>
          {/* The component itself: the story's frame is a <div>, which a table cannot hold. */}
          <TransactionRow {...(Card.args as ComponentProps<typeof TransactionRow>)} as="tr" />
        </tbody>
      </table>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(5);
    expect(cells[2]).toHaveTextContent('Visa / Mastercard');
    expect(cells[4]).toHaveTextContent('+$ 5,000.00');
  });
});
