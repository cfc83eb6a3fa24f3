import { useId, type CSSProperties, type Key, type ReactNode } from 'react';
import { Scroller, StyledTable } from './Table.styles';
import type { TableProps } from './Table.types';
import { DataRows, EmptyRow, HeaderRow, LoadingRows } from './TableRows';

export type { TableColumn, TableProps, TableSort } from './Table.types';

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

  const style = {
    '--table-min-width': `${minWidth}px`,
    ...(maxHeight ? { '--table-max-height': maxHeight } : {}),
  } as CSSProperties;

  let body: ReactNode;
  if (loading) body = <LoadingRows columns={columns} count={loadingRows} />;
  else if (rows.length === 0) body = <EmptyRow colSpan={columns.length}>{empty}</EmptyRow>;
  else body = <DataRows columns={columns} rows={rows} keyOf={keyOf} onRowClick={onRowClick} />;

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
          <HeaderRow
            columns={columns}
            sort={sort}
            onSortChange={onSortChange}
            stickyHeader={stickyHeader}
          />
        </thead>
        <tbody>{body}</tbody>
      </StyledTable>
    </Scroller>
  );
}
