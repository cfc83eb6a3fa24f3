import type { Key, ReactNode } from 'react';
import type { Align } from './Table.styles';

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
