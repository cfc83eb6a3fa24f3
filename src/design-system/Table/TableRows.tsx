import type { Key, KeyboardEvent, ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import { EmptyCell, SortButton, Td, Th, Tr } from './Table.styles';
import type { SortDirection, TableColumn, TableSort } from './Table.types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const SortIcon = ({ direction }: { direction: SortDirection | null }) => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M6 1.5L9.5 5h-7z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.35} />
    <path d="M6 10.5L2.5 7h7z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.35} />
  </svg>
);

const labelOf = <Row,>(column: TableColumn<Row>): string | undefined =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

const cellValue = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

interface HeaderRowProps<Row> {
  columns: TableColumn<Row>[];
  sort: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  stickyHeader: boolean;
}

/** The header row: a sortable column's header is a button, its sort shown with `aria-sort`. */
export function HeaderRow<Row>({ columns, sort, onSortChange, stickyHeader }: HeaderRowProps<Row>) {
  return (
    <tr>
      {columns.map((column) => {
        const align = column.align ?? 'start';
        const direction = sort?.key === column.key ? sort.direction : null;
        const canSort = Boolean(column.sortable && onSortChange);
        return (
          <Th
            key={column.key}
            scope="col"
            $align={align}
            $sticky={stickyHeader}
            aria-sort={canSort ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
          >
            {canSort ? (
              <SortButton
                type="button"
                $align={align}
                onClick={() =>
                  onSortChange?.({
                    key: column.key,
                    direction: direction === 'asc' ? 'desc' : 'asc',
                  })
                }
              >
                {column.header}
                <SortIcon direction={direction} />
              </SortButton>
            ) : (
              column.header
            )}
          </Th>
        );
      })}
    </tr>
  );
}

/** Placeholder rows while loading, hidden from assistive technology. */
export function LoadingRows<Row>({
  columns,
  count,
}: {
  columns: TableColumn<Row>[];
  count: number;
}) {
  return Array.from({ length: count }, (_, i) => (
    <Tr key={`loading-${i}`} $clickable={false} aria-hidden="true">
      {columns.map((column) => (
        <Td key={column.key} $align={column.align ?? 'start'} data-label={labelOf(column)}>
          <Skeleton
            width={column.align === 'end' ? '60%' : '80%'}
            radius="pill"
            style={column.align === 'end' ? { marginInlineStart: 'auto' } : undefined}
          />
        </Td>
      ))}
    </Tr>
  ));
}

/** One full-width row with the empty state. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <EmptyCell colSpan={colSpan}>{children}</EmptyCell>
    </tr>
  );
}

interface DataRowsProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  keyOf: (row: Row) => Key;
  onRowClick?: (row: Row) => void;
}

/** The rows; with `onRowClick` each is focusable and Enter or Space activate it. */
export function DataRows<Row>({ columns, rows, keyOf, onRowClick }: DataRowsProps<Row>) {
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  return rows.map((row) => {
    const clickable = Boolean(onRowClick);
    return (
      <Tr
        key={keyOf(row)}
        $clickable={clickable}
        {...(clickable
          ? {
              tabIndex: 0,
              onClick: () => onRowClick?.(row),
              onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => onRowKeyDown(event, row),
            }
          : {})}
      >
        {columns.map((column) => (
          <Td key={column.key} $align={column.align ?? 'start'} data-label={labelOf(column)}>
            {/* One box for the content: a stacked row shows it as one value beside its name. */}
            <div>{column.render ? column.render(row) : cellValue(row, column.key)}</div>
          </Td>
        ))}
      </Tr>
    );
  });
}
