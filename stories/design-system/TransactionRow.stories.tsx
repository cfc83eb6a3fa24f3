import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionRow, type TransactionRowTransaction } from '@/design-system/TransactionRow';
import { onViewport } from '../viewport';

const base: TransactionRowTransaction = {
  id: 5001,
  type: 'deposit',
  status: 'completed',
  amount: 5000,
  currency: 'USD',
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
    amount: 1250.5,
    method: 'Bank transfer',
    created_at: '2026-03-13T08:00:00Z',
  },
  {
    ...base,
    id: 5003,
    type: 'transfer',
    status: 'completed',
    amount: 300,
    method: null,
    created_at: '2026-03-12T16:45:00Z',
    comment: 'From Euro savings',
  },
  {
    ...base,
    id: 5004,
    type: 'ipo_buy',
    status: 'completed',
    amount: 1400,
    method: null,
    created_at: '2026-03-11T09:30:00Z',
  },
  {
    ...base,
    id: 5005,
    type: 'ipo_sell',
    status: 'rejected',
    amount: 980.25,
    method: null,
    created_at: '2026-03-10T12:00:00Z',
  },
  {
    ...base,
    id: 5006,
    type: 'fee',
    status: 'cancelled',
    amount: -2.5,
    currency: 'EUR',
    method: null,
    created_at: '2026-03-09T00:00:00Z',
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

export const Card: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deposit')).toBeVisible();
    await expect(canvas.getByText('+$ 5,000')).toBeVisible();
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

/** `as="tr"`: every type in a table, money in green with "+", money out in red with "−". */
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(all.length + 1);
    await expect(within(rows[2]!).getByText('−$ 1,250.5')).toHaveAttribute('data-direction', 'out');
    await expect(within(rows[3]!).getByText('+$ 300')).toHaveAttribute('data-direction', 'in');
    await expect(within(rows[6]!).getByText('−2.5 EUR')).toBeVisible();
    await expect(within(rows[4]!).getByText('IPO purchase')).toBeVisible();
  },
};

/** `as="li"`: the card list of phones. */
export const MobileList: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0 }}>
      {all.map((t) => (
        <TransactionRow {...args} key={t.id} as="li" transaction={t} />
      ))}
    </ul>
  ),
  ...onViewport('mobile'),
};

export const Pending: Story = {
  args: { transaction: all[1]! },
  decorators: Card.decorators,
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
          amount: 123456789.99,
          comment: 'Osakeannin merkintä kaupankäyntitililtä',
        }}
        typeLabels={{ ipo_buy: 'Osakeannin merkintä' }}
        statusLabels={{ completed: 'Valmis' }}
      />
    </ul>
  ),
};
