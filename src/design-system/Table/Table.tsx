import { useId, type CSSProperties, type KeyboardEvent, type Key, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import {
  EmptyCell,
  Scroller,
  SortButton,
  StyledTable,
  Td,
  Th,
  Tr,
  type Align,
} from './Table.styles';

export interface TableColumn<Row> {
  /** Identifies the column (and the sort); also the row field shown when there is no `render`. */
  key: string;
  /** Header content. */
  header: ReactNode;
  /** Cell content for a row; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  /** The header becomes a button that asks to sort by this column. */
  sortable?: boolean;
  /** Horizontal alignment; `end` for amounts. */
  align?: Align;
  /** Fixed CSS width of the column, e.g. `120px` or `20%`. */
  width?: string;
  /** The column's name beside each value when rows stack as cards; defaults to a string `header`. */
  label?: string;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableProps<Row> {
  /** The columns, in order. */
  columns: TableColumn<Row>[];
  /** The rows of the current page. */
  rows: Row[];
  /** Stable key of a row: a field name or a function. */
  rowKey: keyof Row | ((row: Row) => Key);
  /** Names the table (and its scroll region). Required for accessibility even when hidden. */
  caption: ReactNode;
  /** Keeps the caption for assistive technology only. */
  captionHidden?: boolean;
  /** The current sort, shown with `aria-sort` on its header. */
  sort?: TableSort | null;
  /** Asked to sort: a new column sorts ascending, the sorted column flips direction. */
  onSortChange?: (sort: TableSort) => void;
  /** Shows placeholder rows instead of `rows`. */
  loading?: boolean;
  /** Number of placeholder rows while loading. */
  loadingRows?: number;
  /** Hidden text announced while loading. */
  loadingLabel?: string;
  /** Shown in one full-width row when there are no rows (and not loading). */
  empty?: ReactNode;
  /** Makes rows focusable and clickable (Enter or Space activate them too). */
  onRowClick?: (row: Row) => void;
  /** Keeps the header row in view while the table scrolls (needs `maxHeight`, or the page scrolls instead). */
  stickyHeader?: boolean;
  /** CSS max height of the scroll area, e.g. `480px`; the body scrolls under the header beyond it. */
  maxHeight?: string;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /**
   * Below this width (px) of its area, each row shows as a card of "name: value" lines instead
   * (phones), so no column is out of sight. Defaults to 560 when the table has a `minWidth`, and to
   * 0 (never) when it is made to fit any width. The table stays a table for assistive technology.
   */
  stackBelow?: number;
  /** Extra class for layout by the parent. */
  className?: string;
}

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

/** A data table with sortable headers, loading and empty states, clickable rows and sideways scrolling. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  sort = null,
  onSortChange,
  loading = false,
  loadingRows = 5,
  loadingLabel = 'Loading…',
  empty,
  onRowClick,
  stickyHeader = true,
  maxHeight,
  minWidth = 600,
  stackBelow = minWidth > 0 ? 560 : 0,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const keyOf = (row: Row): Key =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  const style = {
    '--table-min-width': `${minWidth}px`,
    ...(maxHeight ? { '--table-max-height': maxHeight } : {}),
  } as CSSProperties;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, i) => (
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
  } else if (rows.length === 0) {
    body = (
      <tr>
        <EmptyCell colSpan={columns.length}>{empty}</EmptyCell>
      </tr>
    );
  } else {
    body = rows.map((row) => {
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

  return (
    <Scroller
      className={className}
      style={style}
      $maxHeight={Boolean(maxHeight)}
      $stackBelow={stackBelow}
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll it sideways.
      tabIndex={0}
    >
      {loading && (
        <span role="status" className="visually-hidden">
          {loadingLabel}
        </span>
      )}
      <StyledTable aria-busy={loading || undefined} $stackBelow={stackBelow}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
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
        </thead>
        <tbody>{body}</tbody>
      </StyledTable>
    </Scroller>
  );
}
