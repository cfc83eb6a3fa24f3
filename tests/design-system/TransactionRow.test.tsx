import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directionOf } from '@/design-system/TransactionRow';
import * as stories from '../../stories/design-system/TransactionRow.stories';
import { renderWithProviders } from '../utils/render';

const { Card } = composeStories(stories);
const base = Card.args.transaction!;

describe('TransactionRow', () => {
  it('shows money in with "+" and the positive tone', () => {
    renderWithProviders(<Card />);
    expect(screen.getByText('+$ 5,000')).toHaveAttribute('data-direction', 'in');
    expect(screen.getByText('Deposit')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it.each([
    ['withdrawal', 250, 'Withdrawal', '−$ 250'],
    ['ipo_buy', 1400, 'IPO purchase', '−$ 1,400'],
    ['fee', 2.5, 'Fee', '−$ 2.5'],
    ['ipo_sell', 980.25, 'IPO sale', '+$ 980.25'],
    ['transfer', -300, 'Transfer', '−$ 300'],
  ])('signs a %s of %s as money %s', (type, amount, label, text) => {
    renderWithProviders(<Card transaction={{ ...base, type, amount }} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('lets the caller force the direction', () => {
    expect(directionOf({ type: 'transfer', amount: 10 })).toBe('in');
    renderWithProviders(
      <Card transaction={{ ...base, type: 'transfer', amount: 10 }} direction="out" />,
    );
    expect(screen.getByText('−$ 10')).toHaveAttribute('data-direction', 'out');
  });

  it('writes other currencies with their code and translated labels', () => {
    renderWithProviders(
      <Card
        transaction={{ ...base, currency: 'EUR', amount: 1234.5 }}
        typeLabels={{ deposit: 'Einzahlung' }}
        statusLabels={{ completed: 'Abgeschlossen' }}
        locale="de"
      />,
    );
    expect(screen.getByText('+1,234.5 EUR')).toBeInTheDocument();
    expect(screen.getByText('Einzahlung')).toBeInTheDocument();
    expect(screen.getByText('Abgeschlossen')).toBeInTheDocument();
    expect(screen.getByText(/14\.03\.2026, 10:15/)).toBeInTheDocument();
  });

  it('renders five table cells as a table row', () => {
    renderWithProviders(
      <table>
        <tbody>
          <Card as="tr" />
        </tbody>
      </table>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(5);
    expect(cells[2]).toHaveTextContent('Visa / Mastercard');
    expect(cells[4]).toHaveTextContent('+$ 5,000');
  });
});
