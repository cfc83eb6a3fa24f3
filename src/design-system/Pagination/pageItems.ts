export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The pages to show: first, last, and the current page with one neighbour either side. A gap of
 * exactly one page shows that page instead of an ellipsis (an ellipsis for one page saves nothing).
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push(previous === 1 ? 'gap-start' : 'gap-end');
    items.push(p);
    previous = p;
  }
  return items;
}
