import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/Table.stories';
import { renderWithProviders } from '../utils/render';

const { Default, Empty, Loading } = composeStories(stories);

describe('Table', () => {
  it('names the table and its focusable scroll region by the caption', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('table', { name: 'IPO orders' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'IPO orders' })).toHaveAttribute('tabindex', '0');
  });

  it('renders cells with render() or the row field', () => {
    renderWithProviders(<Default />);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('$ 520.00')).toBeInTheDocument();
    expect(within(first).getByText('40')).toBeInTheDocument();
  });

  it('has no sort buttons without onSortChange', () => {
    renderWithProviders(<Default />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
  });

  it('asks for ascending on a new column and flips the sorted one, marking aria-sort', async () => {
    const onSortChange = fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <Default onSortChange={onSortChange} sort={{ key: 'amount', direction: 'asc' }} />,
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'created_at', direction: 'asc' });
    rerender(<Default onSortChange={onSortChange} sort={{ key: 'amount', direction: 'desc' }} />);
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('activates focusable rows by click, Enter and Space', async () => {
    const onRowClick = fn();
    const user = userEvent.setup();
    renderWithProviders(<Default onRowClick={onRowClick} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAttribute('tabindex', '0');
    await user.click(rows[0]!);
    rows[1]!.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);
    expect(onRowClick.mock.calls.map(([row]) => (row as { id: number }).id)).toEqual([1, 2, 2]);
  });

  it('keeps rows out of the tab order when they are not clickable', () => {
    renderWithProviders(<Default />);
    expect(screen.getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
  });

  it('shows the empty content in one full-width row', () => {
    renderWithProviders(<Empty />);
    expect(screen.getByRole('cell', { name: 'You have no IPO orders yet.' })).toHaveAttribute(
      'colspan',
      '5',
    );
  });

  it('announces loading and hides the rows while loading', () => {
    renderWithProviders(<Loading loadingRows={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Aurora Biotech')).toBeNull();
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(3);
  });

  it('names every value cell by its column for the stacked (phone) layout; columns without a text header may give a label', () => {
    const { columns } = Default.args as { columns: { key: string; header: unknown }[] };
    renderWithProviders(
      <Default
        columns={[
          ...(columns as never[]),
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            label: 'Actions',
            render: () => 'x',
          },
          { key: 'more', header: <span className="visually-hidden">More</span>, render: () => 'y' },
        ]}
      />,
    );
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      ...columns.map((column) => column.header),
      'Actions',
      undefined,
    ]);
  });
});
