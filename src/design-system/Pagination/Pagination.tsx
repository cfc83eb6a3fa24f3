import { List, PageButton, Gap } from './Pagination.styles';
import { pageItems } from './pageItems';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages. Nothing is rendered when there is one page or none. */
  pageCount: number;
  /** Called with the page the user asked for. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Accessible name of the previous-page button. */
  previousLabel?: string;
  /** Accessible name of the next-page button. */
  nextLabel?: string;
  /** Accessible name of a page button, e.g. `(n) => \`Seite ${n}\``. */
  pageLabel?: (page: number) => string;
  /** Extra class for layout by the parent. */
  className?: string;
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
);

const defaultPageLabel = (n: number) => `Page ${n}`;

/** Page navigation showing the first, the last and the current page ±1, with ellipses between. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = defaultPageLabel,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  return (
    <nav aria-label={label} className={className}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label={previousLabel}
            title={previousLabel}
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            <Chevron direction="left" />
          </PageButton>
        </li>
        {pageItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && onPageChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={nextLabel}
            title={nextLabel}
            disabled={current >= pageCount}
            onClick={() => onPageChange(current + 1)}
          >
            <Chevron direction="right" />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
