import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { StatusBadge } from '@/design-system/StatusBadge';
import { Table, type TableColumn, type TableSort } from '@/design-system/Table';
import { formatDate } from '@/lib/format';
import { formatMoney, money } from '@/lib/money';
import { onViewport } from '../viewport';

interface Order {
  id: number;
  ticker: string;
  company: string;
  quantity: number;
  amount: number;
  status: string;
  created_at: string;
}

const orders: Order[] = [
  {
    id: 1,
    ticker: 'NWRE',
    company: 'Northwind Renewables',
    quantity: 40,
    amount: 520,
    status: 'completed',
    created_at: '2026-03-14T10:00:00Z',
  },
  {
    id: 2,
    ticker: 'HQS',
    company: 'Helios Quantum Systems',
    quantity: 10,
    amount: 1855.5,
    status: 'pending',
    created_at: '2026-03-12T09:30:00Z',
  },
  {
    id: 3,
    ticker: 'ABIO',
    company: 'Aurora Biotech',
    quantity: 120,
    amount: 96,
    status: 'rejected',
    created_at: '2026-03-10T15:45:00Z',
  },
  {
    id: 4,
    ticker: 'KPIO',
    company: 'Kaupankäyntitilien Infrastruktuuri',
    quantity: 25,
    amount: 12345.6,
    status: 'cancelled',
    created_at: '2026-03-01T08:00:00Z',
  },
];

const columns: TableColumn<Order>[] = [
  {
    key: 'created_at',
    header: 'Date',
    sortable: true,
    render: (o) => formatDate(o.created_at, 'en'),
  },
  {
    key: 'company',
    header: 'Company',
    sortable: true,
    render: (o) => (
      <>
        <strong>{o.ticker}</strong> {o.company}
      </>
    ),
  },
  { key: 'quantity', header: 'Quantity', sortable: true, align: 'end' },
  {
    key: 'amount',
    header: 'Amount',
    sortable: true,
    align: 'end',
    render: (o) => formatMoney(money(o.amount, 'USD')),
  },
  { key: 'status', header: 'Status', render: (o) => <StatusBadge status={o.status} /> },
];

const sortRows = (rows: Order[], sort: TableSort | null) => {
  if (!sort) return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key as keyof Order];
    const y = b[sort.key as keyof Order];
    return (x < y ? -1 : x > y ? 1 : 0) * factor;
  });
};

const meta = {
  title: 'Design system/Domain/Table',
  component: Table<Order>,
  args: { columns, rows: orders, rowKey: 'id', caption: 'IPO orders' },
} satisfies Meta<typeof Table<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'IPO orders' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'IPO orders' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(orders.length + 1);
  },
};

/** The container owns the sort; header buttons ask for it and `aria-sort` tells the current one. */
export const Sortable: Story = {
  args: { onSortChange: fn() },
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort | null>({ key: 'created_at', direction: 'desc' });
    return (
      <Table
        {...args}
        sort={sort}
        rows={sortRows(args.rows, sort)}
        onSortChange={(next) => {
          args.onSortChange?.(next);
          setSort(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args, step }) => {
    const dateHeader = canvas.getByRole('columnheader', { name: /Date/ });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    const amount = canvas.getByRole('button', { name: 'Amount' });
    await step('Sort by amount, ascending', async () => {
      await userEvent.click(amount);
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'asc' });
      await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
      await expect(within(canvas.getAllByRole('row')[1]!).getByText('$ 96.00')).toBeVisible();
    });
    await step('Enter sorts it descending', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await expect(within(canvas.getAllByRole('row')[1]!).getByText('$ 12,345.60')).toBeVisible();
      await expect(canvas.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute(
        'aria-sort',
      );
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText('Northwind Renewables')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'You have no IPO orders yet.' },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'You have no IPO orders yet.' });
    await expect(cell).toHaveAttribute('colspan', String(columns.length));
  },
};

/** Rows open details: click, Enter or Space. */
export const ClickableRows: Story = {
  args: { onRowClick: fn(), captionHidden: true },
  play: async ({ canvas, userEvent, args, step }) => {
    const rows = canvas.getAllByRole('row');
    await step('A click on a row opens it', async () => {
      await userEvent.click(within(rows[1]!).getByText('Northwind Renewables'));
      await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[0]);
    });
    await step('Enter and Space open the focused row', async () => {
      rows[2]!.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[1]);
      await userEvent.tab();
      await expect(rows[3]).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[2]);
      await expect(args.onRowClick).toHaveBeenCalledTimes(3);
    });
  },
};

const many = Array.from({ length: 14 }, (_, i) => ({ ...orders[i % orders.length]!, id: i + 1 }));

/** With a max height the body scrolls under a sticky header. */
export const StickyHeader: Story = {
  args: { rows: many, maxHeight: '320px' },
};

/**
 * On a phone each row is a card of "name: value" lines, nothing out of sight; the names come from
 * the headers (CSS text, not read out: the visually hidden headers still name the columns).
 */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'IPO orders' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const amount = within(region).getAllByRole('cell')[3]!;
    await expect(getComputedStyle(amount, '::before').content).toMatch(/Amount/);
    await expect(within(region).getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
  },
};

/** With `stackBelow={0}` a phone scrolls the table sideways inside its labelled, focusable region. */
export const MobileScrolling: Story = {
  ...onViewport('mobile'),
  args: { stackBelow: 0 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'IPO orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const LongText: Story = {
  args: {
    caption: 'Zeichnungsaufträge für Börsengänge',
    columns: [
      { ...columns[0]!, header: 'Auftragsdatum' },
      { ...columns[1]!, header: 'Unternehmen' },
      { ...columns[2]!, header: 'Stückzahl' },
      { ...columns[3]!, header: 'Gesamtbetrag' },
      {
        ...columns[4]!,
        header: 'Bearbeitungsstatus',
        render: (o: Order) => (
          <StatusBadge
            status={o.status}
            labels={{
              completed: 'Abgeschlossen',
              pending: 'In Bearbeitung',
              rejected: 'Abgelehnt',
              cancelled: 'Storniert',
            }}
          />
        ),
      },
    ],
    empty: 'Kaupankäyntitilin avaaminen epäonnistui',
  },
};
