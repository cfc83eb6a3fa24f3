import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionRow, type TransactionRowTransaction } from '@/design-system/TransactionRow';
import { money } from '@/lib/money';
import { onViewport } from '../viewport';

const base: TransactionRowTransaction = {
  id: 5001,
  type: 'deposit',
  status: 'completed',
  amount: money(5000, 'USD'),
  method: 'Visa / Mastercard',
  created_at: '2026-03-14T10:15:00Z',
  comment: null,
};

const all: TransactionRowTransaction[] = [
  base,
  {
    ...base,
    id: 5002,
    type: 'withdrawal',
    status: 'pending',
    amount: money(1250.5, 'USD'),
    method: 'Bank transfer',
    created_at: '2026-03-13T08:00:00Z',
  },
  {
    ...base,
    id: 5003,
    type: 'transfer',
    status: 'completed',
    amount: money(300, 'USD'),
    method: null,
    created_at: '2026-03-12T16:45:00Z',
    comment: 'From Euro savings',
  },
  {
    ...base,
    id: 5004,
    type: 'ipo_buy',
    status: 'completed',
    amount: money(1400, 'USD'),
    method: null,
    created_at: '2026-03-11T09:30:00Z',
  },
  {
    ...base,
    id: 5005,
    type: 'deposit',
    status: 'rejected',
    amount: money(99.99, 'USD'),
    method: 'Visa / Mastercard',
    created_at: '2026-03-10T12:00:00Z',
    comment: 'Card declined by the issuer',
  },
  {
    ...base,
    id: 5006,
    type: 'withdrawal',
    status: 'cancelled',
    amount: money(800, 'EUR'),
    method: 'Skrill',
    created_at: '2026-03-09T00:00:00Z',
  },
  {
    ...base,
    id: 5007,
    type: 'fee',
    status: 'completed',
    amount: money(-2.5, 'EUR'),
    method: null,
    created_at: '2026-03-08T00:00:00Z',
  },
];

const meta = {
  title: 'Design system/Domain/TransactionRow',
  component: TransactionRow,
  args: { transaction: base },
  argTypes: { as: { control: 'inline-radio', options: ['div', 'li', 'tr'] } },
} satisfies Meta<typeof TransactionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 420 }}>
      <Story />
    </div>
  ),
];

/** Money in: "+" and the amount with its cents, the colour repeating the sign. */
export const Card: Story = {
  decorators: narrow,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Deposit')).toBeVisible();
    await expect(canvas.getByText('+$ 5,000.00')).toHaveAttribute('data-tone', 'in');
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-14T10:15:00Z',
    );
  },
};

const TableHead = () => (
  <thead>
    <tr>
      {['Date', 'Type', 'Method', 'Status', 'Amount'].map((h, i) => (
        <th
          key={h}
          scope="col"
          style={{ textAlign: i === 4 ? 'end' : 'start', padding: '8px 16px', fontSize: 14 }}
        >
          {h}
        </th>
      ))}
    </tr>
  </thead>
);

/**
 * `as="tr"`: money in "+", money out "−" (U+2212), each in its own currency; a rejected or
 * cancelled transaction without a sign, struck through and muted, beside its status.
 */
export const TableRows: Story = {
  render: (args) => (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption className="visually-hidden">Transactions</caption>
      <TableHead />
      <tbody>
        {all.map((t) => (
          <TransactionRow {...args} key={t.id} as="tr" transaction={t} />
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(all.length + 1);
    await expect(within(rows[2]!).getByText('−$ 1,250.50')).toHaveAttribute('data-tone', 'out');
    await expect(within(rows[3]!).getByText('+$ 300.00')).toHaveAttribute('data-tone', 'in');
    await expect(within(rows[4]!).getByText('IPO subscription')).toBeVisible();
    await expect(within(rows[5]!).getByText('$ 99.99')).toHaveAttribute('data-tone', 'void');
    await expect(within(rows[5]!).getByText('Rejected')).toBeVisible();
    await expect(within(rows[6]!).getByText('€ 800.00')).toHaveAttribute('data-tone', 'void');
    await expect(within(rows[7]!).getByText('−€ 2.50')).toBeVisible();
  },
};

/** `as="li"`: the card list of phones, void rows included. */
export const MobileList: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0 }}>
      {all.map((t) => (
        <TransactionRow {...args} key={t.id} as="li" transaction={t} />
      ))}
    </ul>
  ),
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$ 99.99')).toHaveStyle({ textDecorationLine: 'line-through' });
    await expect(canvas.getByText('Cancelled')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { transaction: all[1]! },
  decorators: narrow,
};

/** A rejected deposit is no credit: no "+", struck through, "Rejected" beside it. */
export const Rejected: Story = {
  args: { transaction: all[4]! },
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$ 99.99')).toHaveAttribute('data-tone', 'void');
    await expect(canvas.queryByText(/\+/)).toBeNull();
    await expect(canvas.getByText('Rejected')).toBeVisible();
  },
};

/** A cancelled withdrawal is no debit: no "−", muted, "Cancelled" beside it. */
export const Cancelled: Story = {
  args: { transaction: all[5]! },
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€ 800.00')).toHaveAttribute('data-tone', 'void');
    await expect(canvas.queryByText(/\u2212/)).toBeNull();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
  },
};

/** In German with the language's own notation: "−1.250,50 $". */
export const GermanNotation: Story = {
  args: { transaction: all[1]!, locale: 'de', statusLabels: { pending: 'Ausstehend' } },
  globals: { locale: 'de', numbers: 'language' },
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^−1\.250,50\s\$$/)).toBeVisible();
  },
};

/** German and Finnish labels and dates. */
export const LongText: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0, maxWidth: 360 }}>
      <TransactionRow
        {...args}
        as="li"
        locale="de"
        transaction={{
          ...all[1]!,
          method: 'Internationale Banküberweisung (SEPA-Echtzeitüberweisung)',
        }}
        typeLabels={{ withdrawal: 'Auszahlung auf das Referenzkonto' }}
        statusLabels={{ pending: 'In Bearbeitung' }}
      />
      <TransactionRow
        {...args}
        as="li"
        locale="fi"
        transaction={{
          ...all[3]!,
          amount: money(123456789.99, 'USD'),
          comment: 'Osakeannin merkintä kaupankäyntitililtä',
        }}
        typeLabels={{ ipo_buy: 'Osakeannin merkintä' }}
        statusLabels={{ completed: 'Valmis' }}
      />
    </ul>
  ),
};
